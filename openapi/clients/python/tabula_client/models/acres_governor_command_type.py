from typing import Literal

AcresGovernorCommandType = Literal["governor"]

ACRES_GOVERNOR_COMMAND_TYPE_VALUES: set[AcresGovernorCommandType] = {
    "governor",
}


def check_acres_governor_command_type(value: str) -> AcresGovernorCommandType:
    if value in ACRES_GOVERNOR_COMMAND_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_GOVERNOR_COMMAND_TYPE_VALUES!r}")
