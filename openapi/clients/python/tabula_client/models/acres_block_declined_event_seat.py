from typing import Literal

AcresBlockDeclinedEventSeat = Literal["british", "french"]

ACRES_BLOCK_DECLINED_EVENT_SEAT_VALUES: set[AcresBlockDeclinedEventSeat] = {
    "british",
    "french",
}


def check_acres_block_declined_event_seat(value: str) -> AcresBlockDeclinedEventSeat:
    if value in ACRES_BLOCK_DECLINED_EVENT_SEAT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_BLOCK_DECLINED_EVENT_SEAT_VALUES!r}")
