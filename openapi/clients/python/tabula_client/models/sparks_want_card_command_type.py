from enum import StrEnum


class SparksWantCardCommandType(StrEnum):
    WANT_CARD = "want_card"

    def __str__(self) -> str:
        return str(self.value)
