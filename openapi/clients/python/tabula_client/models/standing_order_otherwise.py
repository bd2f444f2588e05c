from typing import Literal

StandingOrderOtherwise = Literal["ask", "refuse", "want"]

STANDING_ORDER_OTHERWISE_VALUES: set[StandingOrderOtherwise] = {
    "ask",
    "refuse",
    "want",
}


def check_standing_order_otherwise(value: str) -> StandingOrderOtherwise:
    if value in STANDING_ORDER_OTHERWISE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {STANDING_ORDER_OTHERWISE_VALUES!r}")
