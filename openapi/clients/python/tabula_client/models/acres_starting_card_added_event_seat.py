from typing import Literal

AcresStartingCardAddedEventSeat = Literal["british", "french"]

ACRES_STARTING_CARD_ADDED_EVENT_SEAT_VALUES: set[AcresStartingCardAddedEventSeat] = {
    "british",
    "french",
}


def check_acres_starting_card_added_event_seat(value: str) -> AcresStartingCardAddedEventSeat:
    if value in ACRES_STARTING_CARD_ADDED_EVENT_SEAT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_STARTING_CARD_ADDED_EVENT_SEAT_VALUES!r}")
