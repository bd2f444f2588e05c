from enum import StrEnum


class StandingOrderRaids(StrEnum):
    ANY = "any"
    ASK = "ask"
    BLOCKER_CARD = "blocker_card"
    LOCATION_CARD = "location_card"
    NEVER = "never"

    def __str__(self) -> str:
        return str(self.value)
