from typing import Literal

SparksDecisionTakenEventType = Literal["DecisionTaken"]

SPARKS_DECISION_TAKEN_EVENT_TYPE_VALUES: set[SparksDecisionTakenEventType] = {
    "DecisionTaken",
}


def check_sparks_decision_taken_event_type(value: str) -> SparksDecisionTakenEventType:
    if value in SPARKS_DECISION_TAKEN_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_DECISION_TAKEN_EVENT_TYPE_VALUES!r}")
