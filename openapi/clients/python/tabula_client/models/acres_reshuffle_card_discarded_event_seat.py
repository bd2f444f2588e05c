from typing import Literal

AcresReshuffleCardDiscardedEventSeat = Literal["british", "french"]

ACRES_RESHUFFLE_CARD_DISCARDED_EVENT_SEAT_VALUES: set[AcresReshuffleCardDiscardedEventSeat] = {
    "british",
    "french",
}


def check_acres_reshuffle_card_discarded_event_seat(value: str) -> AcresReshuffleCardDiscardedEventSeat:
    if value in ACRES_RESHUFFLE_CARD_DISCARDED_EVENT_SEAT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_RESHUFFLE_CARD_DISCARDED_EVENT_SEAT_VALUES!r}")
