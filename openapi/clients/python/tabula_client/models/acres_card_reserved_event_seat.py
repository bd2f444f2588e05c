from typing import Literal

AcresCardReservedEventSeat = Literal["british", "french"]

ACRES_CARD_RESERVED_EVENT_SEAT_VALUES: set[AcresCardReservedEventSeat] = {
    "british",
    "french",
}


def check_acres_card_reserved_event_seat(value: str) -> AcresCardReservedEventSeat:
    if value in ACRES_CARD_RESERVED_EVENT_SEAT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_CARD_RESERVED_EVENT_SEAT_VALUES!r}")
