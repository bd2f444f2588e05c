from typing import Literal

AcresSiegeWonEventCapturedType0 = Literal["cube", "disc"]

ACRES_SIEGE_WON_EVENT_CAPTURED_TYPE_0_VALUES: set[AcresSiegeWonEventCapturedType0] = {
    "cube",
    "disc",
}


def check_acres_siege_won_event_captured_type_0(value: str) -> AcresSiegeWonEventCapturedType0:
    if value in ACRES_SIEGE_WON_EVENT_CAPTURED_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_SIEGE_WON_EVENT_CAPTURED_TYPE_0_VALUES!r}")
