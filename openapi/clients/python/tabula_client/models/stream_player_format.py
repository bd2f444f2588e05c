from typing import Literal

StreamPlayerFormat = Literal["ndjson", "sse"]

STREAM_PLAYER_FORMAT_VALUES: set[StreamPlayerFormat] = {
    "ndjson",
    "sse",
}


def check_stream_player_format(value: str) -> StreamPlayerFormat:
    if value in STREAM_PLAYER_FORMAT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {STREAM_PLAYER_FORMAT_VALUES!r}")
