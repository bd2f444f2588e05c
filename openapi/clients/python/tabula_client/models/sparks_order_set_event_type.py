from typing import Literal

SparksOrderSetEventType = Literal["OrderSet"]

SPARKS_ORDER_SET_EVENT_TYPE_VALUES: set[SparksOrderSetEventType] = {
    "OrderSet",
}


def check_sparks_order_set_event_type(value: str) -> SparksOrderSetEventType:
    if value in SPARKS_ORDER_SET_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_ORDER_SET_EVENT_TYPE_VALUES!r}")
