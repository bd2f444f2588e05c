from enum import StrEnum


class AcresPiracyCommandType(StrEnum):
    PIRACY = "piracy"

    def __str__(self) -> str:
        return str(self.value)
