from enum import StrEnum


class ListGamesType(StrEnum):
    ACRES = "acres"
    SPARKS = "sparks"

    def __str__(self) -> str:
        return str(self.value)
