from typing import Literal

AcresOccupyDecisionKind = Literal["occupy"]

ACRES_OCCUPY_DECISION_KIND_VALUES: set[AcresOccupyDecisionKind] = {
    "occupy",
}


def check_acres_occupy_decision_kind(value: str) -> AcresOccupyDecisionKind:
    if value in ACRES_OCCUPY_DECISION_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_OCCUPY_DECISION_KIND_VALUES!r}")
