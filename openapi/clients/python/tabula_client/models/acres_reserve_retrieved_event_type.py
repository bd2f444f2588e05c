from typing import Literal

AcresReserveRetrievedEventType = Literal["ReserveRetrieved"]

ACRES_RESERVE_RETRIEVED_EVENT_TYPE_VALUES: set[AcresReserveRetrievedEventType] = {
    "ReserveRetrieved",
}


def check_acres_reserve_retrieved_event_type(value: str) -> AcresReserveRetrievedEventType:
    if value in ACRES_RESERVE_RETRIEVED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_RESERVE_RETRIEVED_EVENT_TYPE_VALUES!r}")
