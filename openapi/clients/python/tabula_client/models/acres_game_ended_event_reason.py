from typing import Literal

AcresGameEndedEventReason = Literal["captures", "fort_duquesne", "pieces_placed", "settled_capital", "siege_of_capital"]

ACRES_GAME_ENDED_EVENT_REASON_VALUES: set[AcresGameEndedEventReason] = {
    "captures",
    "fort_duquesne",
    "pieces_placed",
    "settled_capital",
    "siege_of_capital",
}


def check_acres_game_ended_event_reason(value: str) -> AcresGameEndedEventReason:
    if value in ACRES_GAME_ENDED_EVENT_REASON_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_GAME_ENDED_EVENT_REASON_VALUES!r}")
