from typing import Literal

AcresDeclineRedrawCommandType = Literal["decline_redraw"]

ACRES_DECLINE_REDRAW_COMMAND_TYPE_VALUES: set[AcresDeclineRedrawCommandType] = {
    "decline_redraw",
}


def check_acres_decline_redraw_command_type(value: str) -> AcresDeclineRedrawCommandType:
    if value in ACRES_DECLINE_REDRAW_COMMAND_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_DECLINE_REDRAW_COMMAND_TYPE_VALUES!r}")
