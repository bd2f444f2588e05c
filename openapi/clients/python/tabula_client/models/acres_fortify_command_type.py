from enum import StrEnum


class AcresFortifyCommandType(StrEnum):
    FORTIFY = "fortify"

    def __str__(self) -> str:
        return str(self.value)
