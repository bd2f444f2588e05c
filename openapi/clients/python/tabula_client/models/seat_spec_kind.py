from enum import StrEnum


class SeatSpecKind(StrEnum):
    AI = "ai"
    HUMAN = "human"
    OPEN = "open"
    PLAYER = "player"

    def __str__(self) -> str:
        return str(self.value)
