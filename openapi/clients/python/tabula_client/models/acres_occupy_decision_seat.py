from typing import Literal

AcresOccupyDecisionSeat = Literal["british", "french"]

ACRES_OCCUPY_DECISION_SEAT_VALUES: set[AcresOccupyDecisionSeat] = {
    "british",
    "french",
}


def check_acres_occupy_decision_seat(value: str) -> AcresOccupyDecisionSeat:
    if value in ACRES_OCCUPY_DECISION_SEAT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_OCCUPY_DECISION_SEAT_VALUES!r}")
