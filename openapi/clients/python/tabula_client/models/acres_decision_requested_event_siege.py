from typing import Literal

AcresDecisionRequestedEventSiege = Literal["british", "french"]

ACRES_DECISION_REQUESTED_EVENT_SIEGE_VALUES: set[AcresDecisionRequestedEventSiege] = {
    "british",
    "french",
}


def check_acres_decision_requested_event_siege(value: str) -> AcresDecisionRequestedEventSiege:
    if value in ACRES_DECISION_REQUESTED_EVENT_SIEGE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_DECISION_REQUESTED_EVENT_SIEGE_VALUES!r}")
