from typing import Literal

AcresCardReservedEventType = Literal["CardReserved"]

ACRES_CARD_RESERVED_EVENT_TYPE_VALUES: set[AcresCardReservedEventType] = {
    "CardReserved",
}


def check_acres_card_reserved_event_type(value: str) -> AcresCardReservedEventType:
    if value in ACRES_CARD_RESERVED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_CARD_RESERVED_EVENT_TYPE_VALUES!r}")
