from enum import StrEnum


class SparksExpandCommandType(StrEnum):
    EXPAND = "expand"

    def __str__(self) -> str:
        return str(self.value)
