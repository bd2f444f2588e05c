from typing import Literal

AcresPendingDecisionSiege = Literal["british", "french"]

ACRES_PENDING_DECISION_SIEGE_VALUES: set[AcresPendingDecisionSiege] = {
    "british",
    "french",
}


def check_acres_pending_decision_siege(value: str) -> AcresPendingDecisionSiege:
    if value in ACRES_PENDING_DECISION_SIEGE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_PENDING_DECISION_SIEGE_VALUES!r}")
