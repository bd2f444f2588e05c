from enum import StrEnum


class FeedKeepAliveType(StrEnum):
    KEEP_ALIVE = "keep_alive"

    def __str__(self) -> str:
        return str(self.value)
