from typing import Literal

SparksPhaseBeganEventQueueItem = Literal["blue", "green", "purple", "red", "white", "yellow"]

SPARKS_PHASE_BEGAN_EVENT_QUEUE_ITEM_VALUES: set[SparksPhaseBeganEventQueueItem] = {
    "blue",
    "green",
    "purple",
    "red",
    "white",
    "yellow",
}


def check_sparks_phase_began_event_queue_item(value: str) -> SparksPhaseBeganEventQueueItem:
    if value in SPARKS_PHASE_BEGAN_EVENT_QUEUE_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_PHASE_BEGAN_EVENT_QUEUE_ITEM_VALUES!r}")
