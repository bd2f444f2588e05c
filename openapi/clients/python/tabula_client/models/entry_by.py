from enum import StrEnum


class EntryBy(StrEnum):
    CLOCK = "clock"
    ORDER = "order"

    def __str__(self) -> str:
        return str(self.value)
