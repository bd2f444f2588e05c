from typing import Literal

SparksCardBoxedEventReason = Literal["FS-TECH-15"]

SPARKS_CARD_BOXED_EVENT_REASON_VALUES: set[SparksCardBoxedEventReason] = {
    "FS-TECH-15",
}


def check_sparks_card_boxed_event_reason(value: str) -> SparksCardBoxedEventReason:
    if value in SPARKS_CARD_BOXED_EVENT_REASON_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_CARD_BOXED_EVENT_REASON_VALUES!r}")
