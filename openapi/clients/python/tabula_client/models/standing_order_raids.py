from typing import Literal

StandingOrderRaids = Literal["any", "ask", "blocker_card", "location_card", "never"]

STANDING_ORDER_RAIDS_VALUES: set[StandingOrderRaids] = {
    "any",
    "ask",
    "blocker_card",
    "location_card",
    "never",
}


def check_standing_order_raids(value: str) -> StandingOrderRaids:
    if value in STANDING_ORDER_RAIDS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {STANDING_ORDER_RAIDS_VALUES!r}")
