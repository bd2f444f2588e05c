from enum import StrEnum


class AcresReinforceCommandSiege(StrEnum):
    BRITISH = "british"
    FRENCH = "french"

    def __str__(self) -> str:
        return str(self.value)
