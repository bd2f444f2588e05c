from typing import Literal

FeedEntryBy = Literal["clock", "order"]

FEED_ENTRY_BY_VALUES: set[FeedEntryBy] = {
    "clock",
    "order",
}


def check_feed_entry_by(value: str) -> FeedEntryBy:
    if value in FEED_ENTRY_BY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FEED_ENTRY_BY_VALUES!r}")
