from typing import Literal

AcresDecisionRequestedEventType = Literal["DecisionRequested"]

ACRES_DECISION_REQUESTED_EVENT_TYPE_VALUES: set[AcresDecisionRequestedEventType] = {
    "DecisionRequested",
}


def check_acres_decision_requested_event_type(value: str) -> AcresDecisionRequestedEventType:
    if value in ACRES_DECISION_REQUESTED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_DECISION_REQUESTED_EVENT_TYPE_VALUES!r}")
