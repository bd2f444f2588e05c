from typing import Literal

AcresAmbushCommandType = Literal["ambush"]

ACRES_AMBUSH_COMMAND_TYPE_VALUES: set[AcresAmbushCommandType] = {
    "ambush",
}


def check_acres_ambush_command_type(value: str) -> AcresAmbushCommandType:
    if value in ACRES_AMBUSH_COMMAND_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_AMBUSH_COMMAND_TYPE_VALUES!r}")
