from enum import StrEnum


class ListGamesStatus(StrEnum):
    ACTIVE = "active"
    OPEN = "open"
    OVER = "over"

    def __str__(self) -> str:
        return str(self.value)
