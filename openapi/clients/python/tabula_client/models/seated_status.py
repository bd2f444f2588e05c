from enum import StrEnum


class SeatedStatus(StrEnum):
    ACTIVE = "active"
    OPEN = "open"
    OVER = "over"

    def __str__(self) -> str:
        return str(self.value)
