from typing import Literal

AcresDecisionRequestedEventSeat = Literal["british", "french"]

ACRES_DECISION_REQUESTED_EVENT_SEAT_VALUES: set[AcresDecisionRequestedEventSeat] = {
    "british",
    "french",
}


def check_acres_decision_requested_event_seat(value: str) -> AcresDecisionRequestedEventSeat:
    if value in ACRES_DECISION_REQUESTED_EVENT_SEAT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_DECISION_REQUESTED_EVENT_SEAT_VALUES!r}")
