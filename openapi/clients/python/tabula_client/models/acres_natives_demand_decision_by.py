from typing import Literal

AcresNativesDemandDecisionBy = Literal["british", "french"]

ACRES_NATIVES_DEMAND_DECISION_BY_VALUES: set[AcresNativesDemandDecisionBy] = {
    "british",
    "french",
}


def check_acres_natives_demand_decision_by(value: str) -> AcresNativesDemandDecisionBy:
    if value in ACRES_NATIVES_DEMAND_DECISION_BY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_NATIVES_DEMAND_DECISION_BY_VALUES!r}")
