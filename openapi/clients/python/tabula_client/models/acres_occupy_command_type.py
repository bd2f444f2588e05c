from enum import StrEnum


class AcresOccupyCommandType(StrEnum):
    OCCUPY = "occupy"

    def __str__(self) -> str:
        return str(self.value)
