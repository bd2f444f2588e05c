from typing import Literal

AcresTurnStartedEventResolveItem = Literal["british", "french"]

ACRES_TURN_STARTED_EVENT_RESOLVE_ITEM_VALUES: set[AcresTurnStartedEventResolveItem] = {
    "british",
    "french",
}


def check_acres_turn_started_event_resolve_item(value: str) -> AcresTurnStartedEventResolveItem:
    if value in ACRES_TURN_STARTED_EVENT_RESOLVE_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_TURN_STARTED_EVENT_RESOLVE_ITEM_VALUES!r}")
