from typing import Literal

AcresSiegeLossDecisionSeat = Literal["british", "french"]

ACRES_SIEGE_LOSS_DECISION_SEAT_VALUES: set[AcresSiegeLossDecisionSeat] = {
    "british",
    "french",
}


def check_acres_siege_loss_decision_seat(value: str) -> AcresSiegeLossDecisionSeat:
    if value in ACRES_SIEGE_LOSS_DECISION_SEAT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_SIEGE_LOSS_DECISION_SEAT_VALUES!r}")
