from typing import Literal

AcresRedrawDecisionKind = Literal["redraw"]

ACRES_REDRAW_DECISION_KIND_VALUES: set[AcresRedrawDecisionKind] = {
    "redraw",
}


def check_acres_redraw_decision_kind(value: str) -> AcresRedrawDecisionKind:
    if value in ACRES_REDRAW_DECISION_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_REDRAW_DECISION_KIND_VALUES!r}")
