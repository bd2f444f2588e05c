from typing import Literal

SparksPositionQueueItem = Literal["blue", "green", "purple", "red", "white", "yellow"]

SPARKS_POSITION_QUEUE_ITEM_VALUES: set[SparksPositionQueueItem] = {
    "blue",
    "green",
    "purple",
    "red",
    "white",
    "yellow",
}


def check_sparks_position_queue_item(value: str) -> SparksPositionQueueItem:
    if value in SPARKS_POSITION_QUEUE_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_POSITION_QUEUE_ITEM_VALUES!r}")
