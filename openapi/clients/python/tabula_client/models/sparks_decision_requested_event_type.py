from typing import Literal

SparksDecisionRequestedEventType = Literal["DecisionRequested"]

SPARKS_DECISION_REQUESTED_EVENT_TYPE_VALUES: set[SparksDecisionRequestedEventType] = {
    "DecisionRequested",
}


def check_sparks_decision_requested_event_type(value: str) -> SparksDecisionRequestedEventType:
    if value in SPARKS_DECISION_REQUESTED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_DECISION_REQUESTED_EVENT_TYPE_VALUES!r}")
