from enum import StrEnum


class SeatSpecLevel(StrEnum):
    RANDOM = "random"

    def __str__(self) -> str:
        return str(self.value)
