from typing import Literal

SparksViewQueueItem = Literal["blue", "green", "purple", "red", "white", "yellow"]

SPARKS_VIEW_QUEUE_ITEM_VALUES: set[SparksViewQueueItem] = {
    "blue",
    "green",
    "purple",
    "red",
    "white",
    "yellow",
}


def check_sparks_view_queue_item(value: str) -> SparksViewQueueItem:
    if value in SPARKS_VIEW_QUEUE_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_VIEW_QUEUE_ITEM_VALUES!r}")
