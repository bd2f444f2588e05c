from typing import Literal

AcresReinforceCommandType = Literal["reinforce"]

ACRES_REINFORCE_COMMAND_TYPE_VALUES: set[AcresReinforceCommandType] = {
    "reinforce",
}


def check_acres_reinforce_command_type(value: str) -> AcresReinforceCommandType:
    if value in ACRES_REINFORCE_COMMAND_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_REINFORCE_COMMAND_TYPE_VALUES!r}")
