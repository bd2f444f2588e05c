from typing import Literal

SparksGameEndedEventReason = Literal["clan_size", "no_members", "repetition"]

SPARKS_GAME_ENDED_EVENT_REASON_VALUES: set[SparksGameEndedEventReason] = {
    "clan_size",
    "no_members",
    "repetition",
}


def check_sparks_game_ended_event_reason(value: str) -> SparksGameEndedEventReason:
    if value in SPARKS_GAME_ENDED_EVENT_REASON_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_GAME_ENDED_EVENT_REASON_VALUES!r}")
