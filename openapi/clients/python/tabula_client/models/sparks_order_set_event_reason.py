from typing import Literal

SparksOrderSetEventReason = Literal["FS-BUREAU-2", "FS-KNOW-5", "FS-ORDER-1"]

SPARKS_ORDER_SET_EVENT_REASON_VALUES: set[SparksOrderSetEventReason] = {
    "FS-BUREAU-2",
    "FS-KNOW-5",
    "FS-ORDER-1",
}


def check_sparks_order_set_event_reason(value: str) -> SparksOrderSetEventReason:
    if value in SPARKS_ORDER_SET_EVENT_REASON_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_ORDER_SET_EVENT_REASON_VALUES!r}")
