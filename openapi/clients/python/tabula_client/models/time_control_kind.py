from enum import StrEnum


class TimeControlKind(StrEnum):
    CORRESPONDENCE = "correspondence"
    FISCHER = "fischer"
    NONE = "none"

    def __str__(self) -> str:
        return str(self.value)
