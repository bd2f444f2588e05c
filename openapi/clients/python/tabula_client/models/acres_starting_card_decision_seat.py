from typing import Literal

AcresStartingCardDecisionSeat = Literal["british", "french"]

ACRES_STARTING_CARD_DECISION_SEAT_VALUES: set[AcresStartingCardDecisionSeat] = {
    "british",
    "french",
}


def check_acres_starting_card_decision_seat(value: str) -> AcresStartingCardDecisionSeat:
    if value in ACRES_STARTING_CARD_DECISION_SEAT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_STARTING_CARD_DECISION_SEAT_VALUES!r}")
