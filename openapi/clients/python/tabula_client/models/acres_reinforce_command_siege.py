from typing import Literal

AcresReinforceCommandSiege = Literal["british", "french"]

ACRES_REINFORCE_COMMAND_SIEGE_VALUES: set[AcresReinforceCommandSiege] = {
    "british",
    "french",
}


def check_acres_reinforce_command_siege(value: str) -> AcresReinforceCommandSiege:
    if value in ACRES_REINFORCE_COMMAND_SIEGE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_REINFORCE_COMMAND_SIEGE_VALUES!r}")
