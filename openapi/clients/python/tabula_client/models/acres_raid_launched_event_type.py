from typing import Literal

AcresRaidLaunchedEventType = Literal["RaidLaunched"]

ACRES_RAID_LAUNCHED_EVENT_TYPE_VALUES: set[AcresRaidLaunchedEventType] = {
    "RaidLaunched",
}


def check_acres_raid_launched_event_type(value: str) -> AcresRaidLaunchedEventType:
    if value in ACRES_RAID_LAUNCHED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_RAID_LAUNCHED_EVENT_TYPE_VALUES!r}")
