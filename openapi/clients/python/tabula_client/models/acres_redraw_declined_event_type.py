from typing import Literal

AcresRedrawDeclinedEventType = Literal["RedrawDeclined"]

ACRES_REDRAW_DECLINED_EVENT_TYPE_VALUES: set[AcresRedrawDeclinedEventType] = {
    "RedrawDeclined",
}


def check_acres_redraw_declined_event_type(value: str) -> AcresRedrawDeclinedEventType:
    if value in ACRES_REDRAW_DECLINED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_REDRAW_DECLINED_EVENT_TYPE_VALUES!r}")
