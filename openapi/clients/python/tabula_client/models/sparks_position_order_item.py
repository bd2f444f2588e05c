from typing import Literal

SparksPositionOrderItem = Literal["blue", "green", "purple", "red", "white", "yellow"]

SPARKS_POSITION_ORDER_ITEM_VALUES: set[SparksPositionOrderItem] = {
    "blue",
    "green",
    "purple",
    "red",
    "white",
    "yellow",
}


def check_sparks_position_order_item(value: str) -> SparksPositionOrderItem:
    if value in SPARKS_POSITION_ORDER_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_POSITION_ORDER_ITEM_VALUES!r}")
