from typing import Literal

AcresAmbushLaunchedEventSeat = Literal["british", "french"]

ACRES_AMBUSH_LAUNCHED_EVENT_SEAT_VALUES: set[AcresAmbushLaunchedEventSeat] = {
    "british",
    "french",
}


def check_acres_ambush_launched_event_seat(value: str) -> AcresAmbushLaunchedEventSeat:
    if value in ACRES_AMBUSH_LAUNCHED_EVENT_SEAT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_AMBUSH_LAUNCHED_EVENT_SEAT_VALUES!r}")
