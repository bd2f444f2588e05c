from typing import Literal

AcresAmbushBlockDecisionSeat = Literal["british", "french"]

ACRES_AMBUSH_BLOCK_DECISION_SEAT_VALUES: set[AcresAmbushBlockDecisionSeat] = {
    "british",
    "french",
}


def check_acres_ambush_block_decision_seat(value: str) -> AcresAmbushBlockDecisionSeat:
    if value in ACRES_AMBUSH_BLOCK_DECISION_SEAT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_AMBUSH_BLOCK_DECISION_SEAT_VALUES!r}")
