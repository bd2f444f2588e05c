from typing import Literal

AcresAmbushBlockDecisionBy = Literal["british", "french"]

ACRES_AMBUSH_BLOCK_DECISION_BY_VALUES: set[AcresAmbushBlockDecisionBy] = {
    "british",
    "french",
}


def check_acres_ambush_block_decision_by(value: str) -> AcresAmbushBlockDecisionBy:
    if value in ACRES_AMBUSH_BLOCK_DECISION_BY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_AMBUSH_BLOCK_DECISION_BY_VALUES!r}")
