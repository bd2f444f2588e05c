from typing import Literal

SparksKeepOrBoxDecisionKind = Literal["keep_or_box"]

SPARKS_KEEP_OR_BOX_DECISION_KIND_VALUES: set[SparksKeepOrBoxDecisionKind] = {
    "keep_or_box",
}


def check_sparks_keep_or_box_decision_kind(value: str) -> SparksKeepOrBoxDecisionKind:
    if value in SPARKS_KEEP_OR_BOX_DECISION_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_KEEP_OR_BOX_DECISION_KIND_VALUES!r}")
