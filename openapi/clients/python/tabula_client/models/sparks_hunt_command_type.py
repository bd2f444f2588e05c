from typing import Literal

SparksHuntCommandType = Literal["hunt"]

SPARKS_HUNT_COMMAND_TYPE_VALUES: set[SparksHuntCommandType] = {
    "hunt",
}


def check_sparks_hunt_command_type(value: str) -> SparksHuntCommandType:
    if value in SPARKS_HUNT_COMMAND_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_HUNT_COMMAND_TYPE_VALUES!r}")
