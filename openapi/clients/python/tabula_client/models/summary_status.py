from enum import StrEnum


class SummaryStatus(StrEnum):
    ACTIVE = "active"
    OPEN = "open"
    OVER = "over"

    def __str__(self) -> str:
        return str(self.value)
