from enum import StrEnum


class TimeControlOnTimeout(StrEnum):
    AI = "ai"
    LOSE = "lose"

    def __str__(self) -> str:
        return str(self.value)
