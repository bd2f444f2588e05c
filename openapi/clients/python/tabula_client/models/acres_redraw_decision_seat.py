from typing import Literal

AcresRedrawDecisionSeat = Literal["british", "french"]

ACRES_REDRAW_DECISION_SEAT_VALUES: set[AcresRedrawDecisionSeat] = {
    "british",
    "french",
}


def check_acres_redraw_decision_seat(value: str) -> AcresRedrawDecisionSeat:
    if value in ACRES_REDRAW_DECISION_SEAT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_REDRAW_DECISION_SEAT_VALUES!r}")
