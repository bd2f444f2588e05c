from enum import StrEnum


class AcresDeclineOccupyCommandType(StrEnum):
    DECLINE_OCCUPY = "decline_occupy"

    def __str__(self) -> str:
        return str(self.value)
