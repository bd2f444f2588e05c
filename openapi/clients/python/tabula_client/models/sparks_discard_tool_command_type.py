from enum import StrEnum


class SparksDiscardToolCommandType(StrEnum):
    DISCARD_TOOL = "discard_tool"

    def __str__(self) -> str:
        return str(self.value)
