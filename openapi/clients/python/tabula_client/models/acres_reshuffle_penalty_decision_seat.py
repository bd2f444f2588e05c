from typing import Literal

AcresReshufflePenaltyDecisionSeat = Literal["british", "french"]

ACRES_RESHUFFLE_PENALTY_DECISION_SEAT_VALUES: set[AcresReshufflePenaltyDecisionSeat] = {
    "british",
    "french",
}


def check_acres_reshuffle_penalty_decision_seat(value: str) -> AcresReshufflePenaltyDecisionSeat:
    if value in ACRES_RESHUFFLE_PENALTY_DECISION_SEAT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_RESHUFFLE_PENALTY_DECISION_SEAT_VALUES!r}")
