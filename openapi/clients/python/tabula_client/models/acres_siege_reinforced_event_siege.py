from typing import Literal

AcresSiegeReinforcedEventSiege = Literal["british", "french"]

ACRES_SIEGE_REINFORCED_EVENT_SIEGE_VALUES: set[AcresSiegeReinforcedEventSiege] = {
    "british",
    "french",
}


def check_acres_siege_reinforced_event_siege(value: str) -> AcresSiegeReinforcedEventSiege:
    if value in ACRES_SIEGE_REINFORCED_EVENT_SIEGE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_SIEGE_REINFORCED_EVENT_SIEGE_VALUES!r}")
