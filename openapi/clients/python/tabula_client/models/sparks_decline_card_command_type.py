from enum import StrEnum


class SparksDeclineCardCommandType(StrEnum):
    DECLINE_CARD = "decline_card"

    def __str__(self) -> str:
        return str(self.value)
