from typing import Literal

AcresSiegeWonEventWinner = Literal["british", "french"]

ACRES_SIEGE_WON_EVENT_WINNER_VALUES: set[AcresSiegeWonEventWinner] = {
    "british",
    "french",
}


def check_acres_siege_won_event_winner(value: str) -> AcresSiegeWonEventWinner:
    if value in ACRES_SIEGE_WON_EVENT_WINNER_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_SIEGE_WON_EVENT_WINNER_VALUES!r}")
