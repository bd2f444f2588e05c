from enum import StrEnum


class StandingOrderAmbushes(StrEnum):
    ANY = "any"
    ASK = "ask"
    NEVER = "never"

    def __str__(self) -> str:
        return str(self.value)
