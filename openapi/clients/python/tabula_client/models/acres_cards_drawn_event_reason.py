from typing import Literal

AcresCardsDrawnEventReason = Literal["home_support", "redraw", "refill", "setup"]

ACRES_CARDS_DRAWN_EVENT_REASON_VALUES: set[AcresCardsDrawnEventReason] = {
    "home_support",
    "redraw",
    "refill",
    "setup",
}


def check_acres_cards_drawn_event_reason(value: str) -> AcresCardsDrawnEventReason:
    if value in ACRES_CARDS_DRAWN_EVENT_REASON_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_CARDS_DRAWN_EVENT_REASON_VALUES!r}")
