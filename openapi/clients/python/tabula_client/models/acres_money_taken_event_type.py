from typing import Literal

AcresMoneyTakenEventType = Literal["MoneyTaken"]

ACRES_MONEY_TAKEN_EVENT_TYPE_VALUES: set[AcresMoneyTakenEventType] = {
    "MoneyTaken",
}


def check_acres_money_taken_event_type(value: str) -> AcresMoneyTakenEventType:
    if value in ACRES_MONEY_TAKEN_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_MONEY_TAKEN_EVENT_TYPE_VALUES!r}")
