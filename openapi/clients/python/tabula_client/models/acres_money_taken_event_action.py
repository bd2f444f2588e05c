from typing import Literal

AcresMoneyTakenEventAction = Literal["merchant", "take_money", "trader"]

ACRES_MONEY_TAKEN_EVENT_ACTION_VALUES: set[AcresMoneyTakenEventAction] = {
    "merchant",
    "take_money",
    "trader",
}


def check_acres_money_taken_event_action(value: str) -> AcresMoneyTakenEventAction:
    if value in ACRES_MONEY_TAKEN_EVENT_ACTION_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_MONEY_TAKEN_EVENT_ACTION_VALUES!r}")
