from typing import Literal

AcresHandRevealedEventReason = Literal["ambush", "natives_demand"]

ACRES_HAND_REVEALED_EVENT_REASON_VALUES: set[AcresHandRevealedEventReason] = {
    "ambush",
    "natives_demand",
}


def check_acres_hand_revealed_event_reason(value: str) -> AcresHandRevealedEventReason:
    if value in ACRES_HAND_REVEALED_EVENT_REASON_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_HAND_REVEALED_EVENT_REASON_VALUES!r}")
