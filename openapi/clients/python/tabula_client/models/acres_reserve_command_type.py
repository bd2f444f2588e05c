from enum import StrEnum


class AcresReserveCommandType(StrEnum):
    RESERVE = "reserve"

    def __str__(self) -> str:
        return str(self.value)
