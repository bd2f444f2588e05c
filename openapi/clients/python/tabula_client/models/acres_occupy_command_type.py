from typing import Literal

AcresOccupyCommandType = Literal["occupy"]

ACRES_OCCUPY_COMMAND_TYPE_VALUES: set[AcresOccupyCommandType] = {
    "occupy",
}


def check_acres_occupy_command_type(value: str) -> AcresOccupyCommandType:
    if value in ACRES_OCCUPY_COMMAND_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_OCCUPY_COMMAND_TYPE_VALUES!r}")
