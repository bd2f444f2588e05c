from typing import Literal

AcresSiegeReinforcedEventSeat = Literal["british", "french"]

ACRES_SIEGE_REINFORCED_EVENT_SEAT_VALUES: set[AcresSiegeReinforcedEventSeat] = {
    "british",
    "french",
}


def check_acres_siege_reinforced_event_seat(value: str) -> AcresSiegeReinforcedEventSeat:
    if value in ACRES_SIEGE_REINFORCED_EVENT_SEAT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_SIEGE_REINFORCED_EVENT_SEAT_VALUES!r}")
