from typing import Literal

AcresNativesDemandDecisionKind = Literal["natives_demand"]

ACRES_NATIVES_DEMAND_DECISION_KIND_VALUES: set[AcresNativesDemandDecisionKind] = {
    "natives_demand",
}


def check_acres_natives_demand_decision_kind(value: str) -> AcresNativesDemandDecisionKind:
    if value in ACRES_NATIVES_DEMAND_DECISION_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_NATIVES_DEMAND_DECISION_KIND_VALUES!r}")
