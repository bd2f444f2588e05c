from typing import Literal

AcresMilitaryLeaderCommandType = Literal["military_leader"]

ACRES_MILITARY_LEADER_COMMAND_TYPE_VALUES: set[AcresMilitaryLeaderCommandType] = {
    "military_leader",
}


def check_acres_military_leader_command_type(value: str) -> AcresMilitaryLeaderCommandType:
    if value in ACRES_MILITARY_LEADER_COMMAND_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_MILITARY_LEADER_COMMAND_TYPE_VALUES!r}")
