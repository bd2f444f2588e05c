from enum import StrEnum


class EntryBy(StrEnum):
    ORDER = "order"

    def __str__(self) -> str:
        return str(self.value)
