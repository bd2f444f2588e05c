from enum import StrEnum


class SummaryStatus(StrEnum):
    ACTIVE = "active"
    OVER = "over"

    def __str__(self) -> str:
        return str(self.value)
