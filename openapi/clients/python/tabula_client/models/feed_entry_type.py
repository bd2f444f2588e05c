from typing import Literal

FeedEntryType = Literal["entry"]

FEED_ENTRY_TYPE_VALUES: set[FeedEntryType] = {
    "entry",
}


def check_feed_entry_type(value: str) -> FeedEntryType:
    if value in FEED_ENTRY_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FEED_ENTRY_TYPE_VALUES!r}")
