from enum import StrEnum


class StandingOrderOtherwise(StrEnum):
    ASK = "ask"
    REFUSE = "refuse"
    WANT = "want"

    def __str__(self) -> str:
        return str(self.value)
