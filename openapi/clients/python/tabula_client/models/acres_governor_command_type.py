from enum import StrEnum


class AcresGovernorCommandType(StrEnum):
    GOVERNOR = "governor"

    def __str__(self) -> str:
        return str(self.value)
