from typing import Literal

AcresAmbushLossDecisionKind = Literal["ambush_loss"]

ACRES_AMBUSH_LOSS_DECISION_KIND_VALUES: set[AcresAmbushLossDecisionKind] = {
    "ambush_loss",
}


def check_acres_ambush_loss_decision_kind(value: str) -> AcresAmbushLossDecisionKind:
    if value in ACRES_AMBUSH_LOSS_DECISION_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_AMBUSH_LOSS_DECISION_KIND_VALUES!r}")
