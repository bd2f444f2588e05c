from typing import Literal

AcresPendingDecisionSeat = Literal["british", "french"]

ACRES_PENDING_DECISION_SEAT_VALUES: set[AcresPendingDecisionSeat] = {
    "british",
    "french",
}


def check_acres_pending_decision_seat(value: str) -> AcresPendingDecisionSeat:
    if value in ACRES_PENDING_DECISION_SEAT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_PENDING_DECISION_SEAT_VALUES!r}")
