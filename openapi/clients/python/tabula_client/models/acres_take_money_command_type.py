from typing import Literal

AcresTakeMoneyCommandType = Literal["take_money"]

ACRES_TAKE_MONEY_COMMAND_TYPE_VALUES: set[AcresTakeMoneyCommandType] = {
    "take_money",
}


def check_acres_take_money_command_type(value: str) -> AcresTakeMoneyCommandType:
    if value in ACRES_TAKE_MONEY_COMMAND_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_TAKE_MONEY_COMMAND_TYPE_VALUES!r}")
