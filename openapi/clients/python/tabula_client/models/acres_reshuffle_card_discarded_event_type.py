from typing import Literal

AcresReshuffleCardDiscardedEventType = Literal["ReshuffleCardDiscarded"]

ACRES_RESHUFFLE_CARD_DISCARDED_EVENT_TYPE_VALUES: set[AcresReshuffleCardDiscardedEventType] = {
    "ReshuffleCardDiscarded",
}


def check_acres_reshuffle_card_discarded_event_type(value: str) -> AcresReshuffleCardDiscardedEventType:
    if value in ACRES_RESHUFFLE_CARD_DISCARDED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_RESHUFFLE_CARD_DISCARDED_EVENT_TYPE_VALUES!r}")
