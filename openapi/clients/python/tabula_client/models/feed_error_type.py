from enum import StrEnum


class FeedErrorType(StrEnum):
    ERROR = "error"

    def __str__(self) -> str:
        return str(self.value)
