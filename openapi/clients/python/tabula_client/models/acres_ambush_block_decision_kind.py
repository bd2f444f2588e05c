from typing import Literal

AcresAmbushBlockDecisionKind = Literal["ambush_block"]

ACRES_AMBUSH_BLOCK_DECISION_KIND_VALUES: set[AcresAmbushBlockDecisionKind] = {
    "ambush_block",
}


def check_acres_ambush_block_decision_kind(value: str) -> AcresAmbushBlockDecisionKind:
    if value in ACRES_AMBUSH_BLOCK_DECISION_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_AMBUSH_BLOCK_DECISION_KIND_VALUES!r}")
