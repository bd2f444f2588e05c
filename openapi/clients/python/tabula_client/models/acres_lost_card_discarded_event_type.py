from typing import Literal

AcresLostCardDiscardedEventType = Literal["LostCardDiscarded"]

ACRES_LOST_CARD_DISCARDED_EVENT_TYPE_VALUES: set[AcresLostCardDiscardedEventType] = {
    "LostCardDiscarded",
}


def check_acres_lost_card_discarded_event_type(value: str) -> AcresLostCardDiscardedEventType:
    if value in ACRES_LOST_CARD_DISCARDED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_LOST_CARD_DISCARDED_EVENT_TYPE_VALUES!r}")
