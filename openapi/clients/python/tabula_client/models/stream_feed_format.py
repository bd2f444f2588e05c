from typing import Literal

StreamFeedFormat = Literal["ndjson", "sse"]

STREAM_FEED_FORMAT_VALUES: set[StreamFeedFormat] = {
    "ndjson",
    "sse",
}


def check_stream_feed_format(value: str) -> StreamFeedFormat:
    if value in STREAM_FEED_FORMAT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {STREAM_FEED_FORMAT_VALUES!r}")
