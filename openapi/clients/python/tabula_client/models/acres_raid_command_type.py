from typing import Literal

AcresRaidCommandType = Literal["raid"]

ACRES_RAID_COMMAND_TYPE_VALUES: set[AcresRaidCommandType] = {
    "raid",
}


def check_acres_raid_command_type(value: str) -> AcresRaidCommandType:
    if value in ACRES_RAID_COMMAND_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_RAID_COMMAND_TYPE_VALUES!r}")
