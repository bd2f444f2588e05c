from typing import Literal

SparksToolDiscardedEventType = Literal["ToolDiscarded"]

SPARKS_TOOL_DISCARDED_EVENT_TYPE_VALUES: set[SparksToolDiscardedEventType] = {
    "ToolDiscarded",
}


def check_sparks_tool_discarded_event_type(value: str) -> SparksToolDiscardedEventType:
    if value in SPARKS_TOOL_DISCARDED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_TOOL_DISCARDED_EVENT_TYPE_VALUES!r}")
