from typing import Literal

AcresRaidBlockedEventSeat = Literal["british", "french"]

ACRES_RAID_BLOCKED_EVENT_SEAT_VALUES: set[AcresRaidBlockedEventSeat] = {
    "british",
    "french",
}


def check_acres_raid_blocked_event_seat(value: str) -> AcresRaidBlockedEventSeat:
    if value in ACRES_RAID_BLOCKED_EVENT_SEAT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_RAID_BLOCKED_EVENT_SEAT_VALUES!r}")
