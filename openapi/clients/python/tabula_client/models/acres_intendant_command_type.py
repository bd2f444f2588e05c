from enum import StrEnum


class AcresIntendantCommandType(StrEnum):
    INTENDANT = "intendant"

    def __str__(self) -> str:
        return str(self.value)
