from typing import Literal

AcresSiegeBegunEventSeat = Literal["british", "french"]

ACRES_SIEGE_BEGUN_EVENT_SEAT_VALUES: set[AcresSiegeBegunEventSeat] = {
    "british",
    "french",
}


def check_acres_siege_begun_event_seat(value: str) -> AcresSiegeBegunEventSeat:
    if value in ACRES_SIEGE_BEGUN_EVENT_SEAT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_SIEGE_BEGUN_EVENT_SEAT_VALUES!r}")
