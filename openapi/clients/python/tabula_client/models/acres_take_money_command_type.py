from enum import StrEnum


class AcresTakeMoneyCommandType(StrEnum):
    TAKE_MONEY = "take_money"

    def __str__(self) -> str:
        return str(self.value)
