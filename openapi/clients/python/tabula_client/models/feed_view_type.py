from typing import Literal

FeedViewType = Literal["view"]

FEED_VIEW_TYPE_VALUES: set[FeedViewType] = {
    "view",
}


def check_feed_view_type(value: str) -> FeedViewType:
    if value in FEED_VIEW_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FEED_VIEW_TYPE_VALUES!r}")
