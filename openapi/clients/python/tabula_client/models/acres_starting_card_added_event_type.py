from typing import Literal

AcresStartingCardAddedEventType = Literal["StartingCardAdded"]

ACRES_STARTING_CARD_ADDED_EVENT_TYPE_VALUES: set[AcresStartingCardAddedEventType] = {
    "StartingCardAdded",
}


def check_acres_starting_card_added_event_type(value: str) -> AcresStartingCardAddedEventType:
    if value in ACRES_STARTING_CARD_ADDED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_STARTING_CARD_ADDED_EVENT_TYPE_VALUES!r}")
