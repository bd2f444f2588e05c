from typing import Literal

AcresRedrawCommandType = Literal["redraw"]

ACRES_REDRAW_COMMAND_TYPE_VALUES: set[AcresRedrawCommandType] = {
    "redraw",
}


def check_acres_redraw_command_type(value: str) -> AcresRedrawCommandType:
    if value in ACRES_REDRAW_COMMAND_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_REDRAW_COMMAND_TYPE_VALUES!r}")
