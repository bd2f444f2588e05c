from typing import Literal

SparksGrowNeutralCommandType = Literal["grow_neutral"]

SPARKS_GROW_NEUTRAL_COMMAND_TYPE_VALUES: set[SparksGrowNeutralCommandType] = {
    "grow_neutral",
}


def check_sparks_grow_neutral_command_type(value: str) -> SparksGrowNeutralCommandType:
    if value in SPARKS_GROW_NEUTRAL_COMMAND_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_GROW_NEUTRAL_COMMAND_TYPE_VALUES!r}")
