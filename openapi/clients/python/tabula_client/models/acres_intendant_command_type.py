from typing import Literal

AcresIntendantCommandType = Literal["intendant"]

ACRES_INTENDANT_COMMAND_TYPE_VALUES: set[AcresIntendantCommandType] = {
    "intendant",
}


def check_acres_intendant_command_type(value: str) -> AcresIntendantCommandType:
    if value in ACRES_INTENDANT_COMMAND_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_INTENDANT_COMMAND_TYPE_VALUES!r}")
