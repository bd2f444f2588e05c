from typing import Literal

AcresEndTurnCommandType = Literal["end_turn"]

ACRES_END_TURN_COMMAND_TYPE_VALUES: set[AcresEndTurnCommandType] = {
    "end_turn",
}


def check_acres_end_turn_command_type(value: str) -> AcresEndTurnCommandType:
    if value in ACRES_END_TURN_COMMAND_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_END_TURN_COMMAND_TYPE_VALUES!r}")
