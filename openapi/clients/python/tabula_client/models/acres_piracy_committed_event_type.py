from typing import Literal

AcresPiracyCommittedEventType = Literal["PiracyCommitted"]

ACRES_PIRACY_COMMITTED_EVENT_TYPE_VALUES: set[AcresPiracyCommittedEventType] = {
    "PiracyCommitted",
}


def check_acres_piracy_committed_event_type(value: str) -> AcresPiracyCommittedEventType:
    if value in ACRES_PIRACY_COMMITTED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_PIRACY_COMMITTED_EVENT_TYPE_VALUES!r}")
