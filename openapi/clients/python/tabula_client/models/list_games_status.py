from enum import StrEnum


class ListGamesStatus(StrEnum):
    ACTIVE = "active"
    OVER = "over"

    def __str__(self) -> str:
        return str(self.value)
