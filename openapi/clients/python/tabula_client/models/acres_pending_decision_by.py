from typing import Literal

AcresPendingDecisionBy = Literal["british", "french"]

ACRES_PENDING_DECISION_BY_VALUES: set[AcresPendingDecisionBy] = {
    "british",
    "french",
}


def check_acres_pending_decision_by(value: str) -> AcresPendingDecisionBy:
    if value in ACRES_PENDING_DECISION_BY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_PENDING_DECISION_BY_VALUES!r}")
