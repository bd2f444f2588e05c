from typing import Literal

AcresDecisionRequestedEventBy = Literal["british", "french"]

ACRES_DECISION_REQUESTED_EVENT_BY_VALUES: set[AcresDecisionRequestedEventBy] = {
    "british",
    "french",
}


def check_acres_decision_requested_event_by(value: str) -> AcresDecisionRequestedEventBy:
    if value in ACRES_DECISION_REQUESTED_EVENT_BY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_DECISION_REQUESTED_EVENT_BY_VALUES!r}")
