from enum import StrEnum


class StreamFeedFormat(StrEnum):
    NDJSON = "ndjson"
    SSE = "sse"

    def __str__(self) -> str:
        return str(self.value)
