from enum import StrEnum


class FeedYourTurnKind(StrEnum):
    RESPONSE = "response"
    TURN = "turn"

    def __str__(self) -> str:
        return str(self.value)
