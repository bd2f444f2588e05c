from enum import StrEnum


class AcresSettleCommandType(StrEnum):
    SETTLE = "settle"

    def __str__(self) -> str:
        return str(self.value)
