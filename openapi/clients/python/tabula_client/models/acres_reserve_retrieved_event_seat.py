from typing import Literal

AcresReserveRetrievedEventSeat = Literal["british", "french"]

ACRES_RESERVE_RETRIEVED_EVENT_SEAT_VALUES: set[AcresReserveRetrievedEventSeat] = {
    "british",
    "french",
}


def check_acres_reserve_retrieved_event_seat(value: str) -> AcresReserveRetrievedEventSeat:
    if value in ACRES_RESERVE_RETRIEVED_EVENT_SEAT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_RESERVE_RETRIEVED_EVENT_SEAT_VALUES!r}")
