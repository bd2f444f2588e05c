from enum import StrEnum


class AcresDiscardCommandType(StrEnum):
    DISCARD = "discard"

    def __str__(self) -> str:
        return str(self.value)
