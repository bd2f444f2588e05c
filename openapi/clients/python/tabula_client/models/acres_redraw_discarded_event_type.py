from typing import Literal

AcresRedrawDiscardedEventType = Literal["RedrawDiscarded"]

ACRES_REDRAW_DISCARDED_EVENT_TYPE_VALUES: set[AcresRedrawDiscardedEventType] = {
    "RedrawDiscarded",
}


def check_acres_redraw_discarded_event_type(value: str) -> AcresRedrawDiscardedEventType:
    if value in ACRES_REDRAW_DISCARDED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_REDRAW_DISCARDED_EVENT_TYPE_VALUES!r}")
