from typing import Literal

SparksViewOrderItem = Literal["blue", "green", "purple", "red", "white", "yellow"]

SPARKS_VIEW_ORDER_ITEM_VALUES: set[SparksViewOrderItem] = {
    "blue",
    "green",
    "purple",
    "red",
    "white",
    "yellow",
}


def check_sparks_view_order_item(value: str) -> SparksViewOrderItem:
    if value in SPARKS_VIEW_ORDER_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_VIEW_ORDER_ITEM_VALUES!r}")
