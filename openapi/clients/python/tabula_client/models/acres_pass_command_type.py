from typing import Literal

AcresPassCommandType = Literal["pass"]

ACRES_PASS_COMMAND_TYPE_VALUES: set[AcresPassCommandType] = {
    "pass",
}


def check_acres_pass_command_type(value: str) -> AcresPassCommandType:
    if value in ACRES_PASS_COMMAND_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_PASS_COMMAND_TYPE_VALUES!r}")
