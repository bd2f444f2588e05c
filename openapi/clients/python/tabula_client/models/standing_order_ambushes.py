from typing import Literal

StandingOrderAmbushes = Literal["any", "ask", "never"]

STANDING_ORDER_AMBUSHES_VALUES: set[StandingOrderAmbushes] = {
    "any",
    "ask",
    "never",
}


def check_standing_order_ambushes(value: str) -> StandingOrderAmbushes:
    if value in STANDING_ORDER_AMBUSHES_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {STANDING_ORDER_AMBUSHES_VALUES!r}")
