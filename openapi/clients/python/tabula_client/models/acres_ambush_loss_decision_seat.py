from typing import Literal

AcresAmbushLossDecisionSeat = Literal["british", "french"]

ACRES_AMBUSH_LOSS_DECISION_SEAT_VALUES: set[AcresAmbushLossDecisionSeat] = {
    "british",
    "french",
}


def check_acres_ambush_loss_decision_seat(value: str) -> AcresAmbushLossDecisionSeat:
    if value in ACRES_AMBUSH_LOSS_DECISION_SEAT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_AMBUSH_LOSS_DECISION_SEAT_VALUES!r}")
