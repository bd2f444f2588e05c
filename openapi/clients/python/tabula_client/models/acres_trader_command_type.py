from typing import Literal

AcresTraderCommandType = Literal["trader"]

ACRES_TRADER_COMMAND_TYPE_VALUES: set[AcresTraderCommandType] = {
    "trader",
}


def check_acres_trader_command_type(value: str) -> AcresTraderCommandType:
    if value in ACRES_TRADER_COMMAND_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_TRADER_COMMAND_TYPE_VALUES!r}")
