from enum import StrEnum


class GameResignCommandType(StrEnum):
    RESIGN = "resign"

    def __str__(self) -> str:
        return str(self.value)
