from typing import Literal

AcresFortifyCommandType = Literal["fortify"]

ACRES_FORTIFY_COMMAND_TYPE_VALUES: set[AcresFortifyCommandType] = {
    "fortify",
}


def check_acres_fortify_command_type(value: str) -> AcresFortifyCommandType:
    if value in ACRES_FORTIFY_COMMAND_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_FORTIFY_COMMAND_TYPE_VALUES!r}")
