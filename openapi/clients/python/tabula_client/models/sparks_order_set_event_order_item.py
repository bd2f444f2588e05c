from typing import Literal

SparksOrderSetEventOrderItem = Literal["blue", "green", "purple", "red", "white", "yellow"]

SPARKS_ORDER_SET_EVENT_ORDER_ITEM_VALUES: set[SparksOrderSetEventOrderItem] = {
    "blue",
    "green",
    "purple",
    "red",
    "white",
    "yellow",
}


def check_sparks_order_set_event_order_item(value: str) -> SparksOrderSetEventOrderItem:
    if value in SPARKS_ORDER_SET_EVENT_ORDER_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_ORDER_SET_EVENT_ORDER_ITEM_VALUES!r}")
