from enum import StrEnum


class SparksBoxOfferedCardCommandType(StrEnum):
    BOX_OFFERED_CARD = "box_offered_card"

    def __str__(self) -> str:
        return str(self.value)
