from typing import Literal

AcresHomeSupportCommandType = Literal["home_support"]

ACRES_HOME_SUPPORT_COMMAND_TYPE_VALUES: set[AcresHomeSupportCommandType] = {
    "home_support",
}


def check_acres_home_support_command_type(value: str) -> AcresHomeSupportCommandType:
    if value in ACRES_HOME_SUPPORT_COMMAND_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_HOME_SUPPORT_COMMAND_TYPE_VALUES!r}")
