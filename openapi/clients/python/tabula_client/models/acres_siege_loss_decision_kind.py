from typing import Literal

AcresSiegeLossDecisionKind = Literal["siege_loss"]

ACRES_SIEGE_LOSS_DECISION_KIND_VALUES: set[AcresSiegeLossDecisionKind] = {
    "siege_loss",
}


def check_acres_siege_loss_decision_kind(value: str) -> AcresSiegeLossDecisionKind:
    if value in ACRES_SIEGE_LOSS_DECISION_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_SIEGE_LOSS_DECISION_KIND_VALUES!r}")
