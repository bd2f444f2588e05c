from typing import Literal

SparksDiscardToolCommandType = Literal["discard_tool"]

SPARKS_DISCARD_TOOL_COMMAND_TYPE_VALUES: set[SparksDiscardToolCommandType] = {
    "discard_tool",
}


def check_sparks_discard_tool_command_type(value: str) -> SparksDiscardToolCommandType:
    if value in SPARKS_DISCARD_TOOL_COMMAND_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_DISCARD_TOOL_COMMAND_TYPE_VALUES!r}")
