from typing import Literal

AcresBlockDeclinedEventType = Literal["BlockDeclined"]

ACRES_BLOCK_DECLINED_EVENT_TYPE_VALUES: set[AcresBlockDeclinedEventType] = {
    "BlockDeclined",
}


def check_acres_block_declined_event_type(value: str) -> AcresBlockDeclinedEventType:
    if value in ACRES_BLOCK_DECLINED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_BLOCK_DECLINED_EVENT_TYPE_VALUES!r}")
