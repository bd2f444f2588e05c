from typing import Literal

FeedYourTurnKind = Literal["response", "turn"]

FEED_YOUR_TURN_KIND_VALUES: set[FeedYourTurnKind] = {
    "response",
    "turn",
}


def check_feed_your_turn_kind(value: str) -> FeedYourTurnKind:
    if value in FEED_YOUR_TURN_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FEED_YOUR_TURN_KIND_VALUES!r}")
