from typing import Literal

AcresRaidBlockedEventType = Literal["RaidBlocked"]

ACRES_RAID_BLOCKED_EVENT_TYPE_VALUES: set[AcresRaidBlockedEventType] = {
    "RaidBlocked",
}


def check_acres_raid_blocked_event_type(value: str) -> AcresRaidBlockedEventType:
    if value in ACRES_RAID_BLOCKED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_RAID_BLOCKED_EVENT_TYPE_VALUES!r}")
