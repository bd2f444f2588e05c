from enum import StrEnum


class GameAbortCommandType(StrEnum):
    ABORT = "abort"

    def __str__(self) -> str:
        return str(self.value)
