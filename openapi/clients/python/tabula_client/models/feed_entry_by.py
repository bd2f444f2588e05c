from enum import StrEnum


class FeedEntryBy(StrEnum):
    CLOCK = "clock"
    ORDER = "order"

    def __str__(self) -> str:
        return str(self.value)
