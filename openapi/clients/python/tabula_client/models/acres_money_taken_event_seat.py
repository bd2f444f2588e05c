from typing import Literal

AcresMoneyTakenEventSeat = Literal["british", "french"]

ACRES_MONEY_TAKEN_EVENT_SEAT_VALUES: set[AcresMoneyTakenEventSeat] = {
    "british",
    "french",
}


def check_acres_money_taken_event_seat(value: str) -> AcresMoneyTakenEventSeat:
    if value in ACRES_MONEY_TAKEN_EVENT_SEAT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_MONEY_TAKEN_EVENT_SEAT_VALUES!r}")
