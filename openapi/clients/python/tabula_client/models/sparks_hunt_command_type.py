from enum import StrEnum


class SparksHuntCommandType(StrEnum):
    HUNT = "hunt"

    def __str__(self) -> str:
        return str(self.value)
