from enum import StrEnum


class AcresPassCommandType(StrEnum):
    PASS = "pass"

    def __str__(self) -> str:
        return str(self.value)
