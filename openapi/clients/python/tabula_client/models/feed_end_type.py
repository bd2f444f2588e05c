from typing import Literal

FeedEndType = Literal["end"]

FEED_END_TYPE_VALUES: set[FeedEndType] = {
    "end",
}


def check_feed_end_type(value: str) -> FeedEndType:
    if value in FEED_END_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FEED_END_TYPE_VALUES!r}")
