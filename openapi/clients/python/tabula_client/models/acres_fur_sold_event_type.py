from typing import Literal

AcresFurSoldEventType = Literal["FurSold"]

ACRES_FUR_SOLD_EVENT_TYPE_VALUES: set[AcresFurSoldEventType] = {
    "FurSold",
}


def check_acres_fur_sold_event_type(value: str) -> AcresFurSoldEventType:
    if value in ACRES_FUR_SOLD_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_FUR_SOLD_EVENT_TYPE_VALUES!r}")
