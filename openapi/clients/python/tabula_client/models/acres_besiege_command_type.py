from typing import Literal

AcresBesiegeCommandType = Literal["besiege"]

ACRES_BESIEGE_COMMAND_TYPE_VALUES: set[AcresBesiegeCommandType] = {
    "besiege",
}


def check_acres_besiege_command_type(value: str) -> AcresBesiegeCommandType:
    if value in ACRES_BESIEGE_COMMAND_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_BESIEGE_COMMAND_TYPE_VALUES!r}")
