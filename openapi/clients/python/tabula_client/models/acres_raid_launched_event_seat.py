from typing import Literal

AcresRaidLaunchedEventSeat = Literal["british", "french"]

ACRES_RAID_LAUNCHED_EVENT_SEAT_VALUES: set[AcresRaidLaunchedEventSeat] = {
    "british",
    "french",
}


def check_acres_raid_launched_event_seat(value: str) -> AcresRaidLaunchedEventSeat:
    if value in ACRES_RAID_LAUNCHED_EVENT_SEAT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_RAID_LAUNCHED_EVENT_SEAT_VALUES!r}")
