from typing import Literal

AcresPiracyCommandType = Literal["piracy"]

ACRES_PIRACY_COMMAND_TYPE_VALUES: set[AcresPiracyCommandType] = {
    "piracy",
}


def check_acres_piracy_command_type(value: str) -> AcresPiracyCommandType:
    if value in ACRES_PIRACY_COMMAND_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_PIRACY_COMMAND_TYPE_VALUES!r}")
