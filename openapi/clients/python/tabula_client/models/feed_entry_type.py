from enum import StrEnum


class FeedEntryType(StrEnum):
    ENTRY = "entry"

    def __str__(self) -> str:
        return str(self.value)
