from enum import StrEnum


class AcresChooseCardCommandType(StrEnum):
    CHOOSE_CARD = "choose_card"

    def __str__(self) -> str:
        return str(self.value)
