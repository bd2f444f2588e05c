from typing import Literal

AcresReshufflePaidEventType = Literal["ReshufflePaid"]

ACRES_RESHUFFLE_PAID_EVENT_TYPE_VALUES: set[AcresReshufflePaidEventType] = {
    "ReshufflePaid",
}


def check_acres_reshuffle_paid_event_type(value: str) -> AcresReshufflePaidEventType:
    if value in ACRES_RESHUFFLE_PAID_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_RESHUFFLE_PAID_EVENT_TYPE_VALUES!r}")
