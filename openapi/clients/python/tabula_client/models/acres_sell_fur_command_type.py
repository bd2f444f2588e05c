from typing import Literal

AcresSellFurCommandType = Literal["sell_fur"]

ACRES_SELL_FUR_COMMAND_TYPE_VALUES: set[AcresSellFurCommandType] = {
    "sell_fur",
}


def check_acres_sell_fur_command_type(value: str) -> AcresSellFurCommandType:
    if value in ACRES_SELL_FUR_COMMAND_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_SELL_FUR_COMMAND_TYPE_VALUES!r}")
