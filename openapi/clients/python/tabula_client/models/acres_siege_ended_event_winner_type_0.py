from typing import Literal

AcresSiegeEndedEventWinnerType0 = Literal["british", "french"]

ACRES_SIEGE_ENDED_EVENT_WINNER_TYPE_0_VALUES: set[AcresSiegeEndedEventWinnerType0] = {
    "british",
    "french",
}


def check_acres_siege_ended_event_winner_type_0(value: str) -> AcresSiegeEndedEventWinnerType0:
    if value in ACRES_SIEGE_ENDED_EVENT_WINNER_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_SIEGE_ENDED_EVENT_WINNER_TYPE_0_VALUES!r}")
