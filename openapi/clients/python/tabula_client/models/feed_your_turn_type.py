from typing import Literal

FeedYourTurnType = Literal["your_turn"]

FEED_YOUR_TURN_TYPE_VALUES: set[FeedYourTurnType] = {
    "your_turn",
}


def check_feed_your_turn_type(value: str) -> FeedYourTurnType:
    if value in FEED_YOUR_TURN_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FEED_YOUR_TURN_TYPE_VALUES!r}")
