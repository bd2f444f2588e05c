from enum import StrEnum


class FeedEntryBy(StrEnum):
    ORDER = "order"

    def __str__(self) -> str:
        return str(self.value)
