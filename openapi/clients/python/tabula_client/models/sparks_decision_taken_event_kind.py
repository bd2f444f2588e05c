from typing import Literal

SparksDecisionTakenEventKind = Literal["discard_tool", "keep_or_box", "remove_members"]

SPARKS_DECISION_TAKEN_EVENT_KIND_VALUES: set[SparksDecisionTakenEventKind] = {
    "discard_tool",
    "keep_or_box",
    "remove_members",
}


def check_sparks_decision_taken_event_kind(value: str) -> SparksDecisionTakenEventKind:
    if value in SPARKS_DECISION_TAKEN_EVENT_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_DECISION_TAKEN_EVENT_KIND_VALUES!r}")
