from enum import StrEnum


class AcresBesiegeCommandType(StrEnum):
    BESIEGE = "besiege"

    def __str__(self) -> str:
        return str(self.value)
