from typing import Literal

AcresOccupyDecisionSiege = Literal["british", "french"]

ACRES_OCCUPY_DECISION_SIEGE_VALUES: set[AcresOccupyDecisionSiege] = {
    "british",
    "french",
}


def check_acres_occupy_decision_siege(value: str) -> AcresOccupyDecisionSiege:
    if value in ACRES_OCCUPY_DECISION_SIEGE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_OCCUPY_DECISION_SIEGE_VALUES!r}")
