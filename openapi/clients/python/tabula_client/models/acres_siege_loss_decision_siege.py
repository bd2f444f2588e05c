from typing import Literal

AcresSiegeLossDecisionSiege = Literal["british", "french"]

ACRES_SIEGE_LOSS_DECISION_SIEGE_VALUES: set[AcresSiegeLossDecisionSiege] = {
    "british",
    "french",
}


def check_acres_siege_loss_decision_siege(value: str) -> AcresSiegeLossDecisionSiege:
    if value in ACRES_SIEGE_LOSS_DECISION_SIEGE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_SIEGE_LOSS_DECISION_SIEGE_VALUES!r}")
