from typing import Literal

AcresGameEndedEventWinner = Literal["british", "french"]

ACRES_GAME_ENDED_EVENT_WINNER_VALUES: set[AcresGameEndedEventWinner] = {
    "british",
    "french",
}


def check_acres_game_ended_event_winner(value: str) -> AcresGameEndedEventWinner:
    if value in ACRES_GAME_ENDED_EVENT_WINNER_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_GAME_ENDED_EVENT_WINNER_VALUES!r}")
