from typing import Literal

SparksMemberPlacedEventStep = Literal["first", "neutral", "second"]

SPARKS_MEMBER_PLACED_EVENT_STEP_VALUES: set[SparksMemberPlacedEventStep] = {
    "first",
    "neutral",
    "second",
}


def check_sparks_member_placed_event_step(value: str) -> SparksMemberPlacedEventStep:
    if value in SPARKS_MEMBER_PLACED_EVENT_STEP_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_MEMBER_PLACED_EVENT_STEP_VALUES!r}")
