from enum import StrEnum


class FeedEndType(StrEnum):
    END = "end"

    def __str__(self) -> str:
        return str(self.value)
