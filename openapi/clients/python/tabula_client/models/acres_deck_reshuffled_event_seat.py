from typing import Literal

AcresDeckReshuffledEventSeat = Literal["british", "french"]

ACRES_DECK_RESHUFFLED_EVENT_SEAT_VALUES: set[AcresDeckReshuffledEventSeat] = {
    "british",
    "french",
}


def check_acres_deck_reshuffled_event_seat(value: str) -> AcresDeckReshuffledEventSeat:
    if value in ACRES_DECK_RESHUFFLED_EVENT_SEAT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_DECK_RESHUFFLED_EVENT_SEAT_VALUES!r}")
