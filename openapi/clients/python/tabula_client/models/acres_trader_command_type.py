from enum import StrEnum


class AcresTraderCommandType(StrEnum):
    TRADER = "trader"

    def __str__(self) -> str:
        return str(self.value)
