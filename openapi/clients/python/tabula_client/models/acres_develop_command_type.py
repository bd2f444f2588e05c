from typing import Literal

AcresDevelopCommandType = Literal["develop"]

ACRES_DEVELOP_COMMAND_TYPE_VALUES: set[AcresDevelopCommandType] = {
    "develop",
}


def check_acres_develop_command_type(value: str) -> AcresDevelopCommandType:
    if value in ACRES_DEVELOP_COMMAND_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_DEVELOP_COMMAND_TYPE_VALUES!r}")
