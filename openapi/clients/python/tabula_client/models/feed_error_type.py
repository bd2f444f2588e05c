from typing import Literal

FeedErrorType = Literal["error"]

FEED_ERROR_TYPE_VALUES: set[FeedErrorType] = {
    "error",
}


def check_feed_error_type(value: str) -> FeedErrorType:
    if value in FEED_ERROR_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FEED_ERROR_TYPE_VALUES!r}")
