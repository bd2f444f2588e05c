from enum import StrEnum


class AcresAmbushCommandType(StrEnum):
    AMBUSH = "ambush"

    def __str__(self) -> str:
        return str(self.value)
