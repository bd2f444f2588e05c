from enum import StrEnum


class AcresReinforceCommandType(StrEnum):
    REINFORCE = "reinforce"

    def __str__(self) -> str:
        return str(self.value)
