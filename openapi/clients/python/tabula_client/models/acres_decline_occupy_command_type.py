from typing import Literal

AcresDeclineOccupyCommandType = Literal["decline_occupy"]

ACRES_DECLINE_OCCUPY_COMMAND_TYPE_VALUES: set[AcresDeclineOccupyCommandType] = {
    "decline_occupy",
}


def check_acres_decline_occupy_command_type(value: str) -> AcresDeclineOccupyCommandType:
    if value in ACRES_DECLINE_OCCUPY_COMMAND_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_DECLINE_OCCUPY_COMMAND_TYPE_VALUES!r}")
