from typing import Literal

AcresSiegeReinforcedEventType = Literal["SiegeReinforced"]

ACRES_SIEGE_REINFORCED_EVENT_TYPE_VALUES: set[AcresSiegeReinforcedEventType] = {
    "SiegeReinforced",
}


def check_acres_siege_reinforced_event_type(value: str) -> AcresSiegeReinforcedEventType:
    if value in ACRES_SIEGE_REINFORCED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_SIEGE_REINFORCED_EVENT_TYPE_VALUES!r}")
