from enum import StrEnum


class FeedViewType(StrEnum):
    VIEW = "view"

    def __str__(self) -> str:
        return str(self.value)
