from typing import Literal

SparksExpandCommandType = Literal["expand"]

SPARKS_EXPAND_COMMAND_TYPE_VALUES: set[SparksExpandCommandType] = {
    "expand",
}


def check_sparks_expand_command_type(value: str) -> SparksExpandCommandType:
    if value in SPARKS_EXPAND_COMMAND_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_EXPAND_COMMAND_TYPE_VALUES!r}")
