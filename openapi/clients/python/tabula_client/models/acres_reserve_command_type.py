from typing import Literal

AcresReserveCommandType = Literal["reserve"]

ACRES_RESERVE_COMMAND_TYPE_VALUES: set[AcresReserveCommandType] = {
    "reserve",
}


def check_acres_reserve_command_type(value: str) -> AcresReserveCommandType:
    if value in ACRES_RESERVE_COMMAND_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_RESERVE_COMMAND_TYPE_VALUES!r}")
