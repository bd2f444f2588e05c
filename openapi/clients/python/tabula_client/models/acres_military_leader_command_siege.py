from typing import Literal

AcresMilitaryLeaderCommandSiege = Literal["british", "french"]

ACRES_MILITARY_LEADER_COMMAND_SIEGE_VALUES: set[AcresMilitaryLeaderCommandSiege] = {
    "british",
    "french",
}


def check_acres_military_leader_command_siege(value: str) -> AcresMilitaryLeaderCommandSiege:
    if value in ACRES_MILITARY_LEADER_COMMAND_SIEGE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_MILITARY_LEADER_COMMAND_SIEGE_VALUES!r}")
