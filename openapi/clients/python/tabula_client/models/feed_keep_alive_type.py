from typing import Literal

FeedKeepAliveType = Literal["keep_alive"]

FEED_KEEP_ALIVE_TYPE_VALUES: set[FeedKeepAliveType] = {
    "keep_alive",
}


def check_feed_keep_alive_type(value: str) -> FeedKeepAliveType:
    if value in FEED_KEEP_ALIVE_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FEED_KEEP_ALIVE_TYPE_VALUES!r}")
