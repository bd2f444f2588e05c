from typing import Literal

AcresAmbushLossDecisionBy = Literal["british", "french"]

ACRES_AMBUSH_LOSS_DECISION_BY_VALUES: set[AcresAmbushLossDecisionBy] = {
    "british",
    "french",
}


def check_acres_ambush_loss_decision_by(value: str) -> AcresAmbushLossDecisionBy:
    if value in ACRES_AMBUSH_LOSS_DECISION_BY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_AMBUSH_LOSS_DECISION_BY_VALUES!r}")
