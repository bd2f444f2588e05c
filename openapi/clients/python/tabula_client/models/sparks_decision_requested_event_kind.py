from typing import Literal

SparksDecisionRequestedEventKind = Literal["discard_tool", "keep_or_box", "remove_members"]

SPARKS_DECISION_REQUESTED_EVENT_KIND_VALUES: set[SparksDecisionRequestedEventKind] = {
    "discard_tool",
    "keep_or_box",
    "remove_members",
}


def check_sparks_decision_requested_event_kind(value: str) -> SparksDecisionRequestedEventKind:
    if value in SPARKS_DECISION_REQUESTED_EVENT_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_DECISION_REQUESTED_EVENT_KIND_VALUES!r}")
