from enum import StrEnum


class AcresBlockCommandType(StrEnum):
    BLOCK = "block"

    def __str__(self) -> str:
        return str(self.value)
