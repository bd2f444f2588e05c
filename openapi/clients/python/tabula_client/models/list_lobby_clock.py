from enum import StrEnum


class ListLobbyClock(StrEnum):
    CORRESPONDENCE = "correspondence"
    FISCHER = "fischer"
    NONE = "none"

    def __str__(self) -> str:
        return str(self.value)
