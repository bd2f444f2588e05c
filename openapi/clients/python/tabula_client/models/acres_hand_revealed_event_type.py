from typing import Literal

AcresHandRevealedEventType = Literal["HandRevealed"]

ACRES_HAND_REVEALED_EVENT_TYPE_VALUES: set[AcresHandRevealedEventType] = {
    "HandRevealed",
}


def check_acres_hand_revealed_event_type(value: str) -> AcresHandRevealedEventType:
    if value in ACRES_HAND_REVEALED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_HAND_REVEALED_EVENT_TYPE_VALUES!r}")
