from enum import StrEnum


class AcresWithdrawCommandType(StrEnum):
    WITHDRAW = "withdraw"

    def __str__(self) -> str:
        return str(self.value)
