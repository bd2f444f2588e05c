from typing import Literal

AcresCardDraftedEventSeat = Literal["british", "french"]

ACRES_CARD_DRAFTED_EVENT_SEAT_VALUES: set[AcresCardDraftedEventSeat] = {
    "british",
    "french",
}


def check_acres_card_drafted_event_seat(value: str) -> AcresCardDraftedEventSeat:
    if value in ACRES_CARD_DRAFTED_EVENT_SEAT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_CARD_DRAFTED_EVENT_SEAT_VALUES!r}")
