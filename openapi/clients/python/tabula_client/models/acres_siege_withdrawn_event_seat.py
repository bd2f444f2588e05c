from typing import Literal

AcresSiegeWithdrawnEventSeat = Literal["british", "french"]

ACRES_SIEGE_WITHDRAWN_EVENT_SEAT_VALUES: set[AcresSiegeWithdrawnEventSeat] = {
    "british",
    "french",
}


def check_acres_siege_withdrawn_event_seat(value: str) -> AcresSiegeWithdrawnEventSeat:
    if value in ACRES_SIEGE_WITHDRAWN_EVENT_SEAT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_SIEGE_WITHDRAWN_EVENT_SEAT_VALUES!r}")
