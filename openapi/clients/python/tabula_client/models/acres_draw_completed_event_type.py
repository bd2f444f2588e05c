from typing import Literal

AcresDrawCompletedEventType = Literal["DrawCompleted"]

ACRES_DRAW_COMPLETED_EVENT_TYPE_VALUES: set[AcresDrawCompletedEventType] = {
    "DrawCompleted",
}


def check_acres_draw_completed_event_type(value: str) -> AcresDrawCompletedEventType:
    if value in ACRES_DRAW_COMPLETED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_DRAW_COMPLETED_EVENT_TYPE_VALUES!r}")
