from enum import StrEnum


class SparksKeepOfferedCardCommandType(StrEnum):
    KEEP_OFFERED_CARD = "keep_offered_card"

    def __str__(self) -> str:
        return str(self.value)
