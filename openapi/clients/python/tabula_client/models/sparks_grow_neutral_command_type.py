from enum import StrEnum


class SparksGrowNeutralCommandType(StrEnum):
    GROW_NEUTRAL = "grow_neutral"

    def __str__(self) -> str:
        return str(self.value)
