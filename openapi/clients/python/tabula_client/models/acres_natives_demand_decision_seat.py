from typing import Literal

AcresNativesDemandDecisionSeat = Literal["british", "french"]

ACRES_NATIVES_DEMAND_DECISION_SEAT_VALUES: set[AcresNativesDemandDecisionSeat] = {
    "british",
    "french",
}


def check_acres_natives_demand_decision_seat(value: str) -> AcresNativesDemandDecisionSeat:
    if value in ACRES_NATIVES_DEMAND_DECISION_SEAT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_NATIVES_DEMAND_DECISION_SEAT_VALUES!r}")
