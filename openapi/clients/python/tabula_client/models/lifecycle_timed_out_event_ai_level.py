from typing import Literal

LifecycleTimedOutEventAiLevel = Literal["heuristic", "random", "search"]

LIFECYCLE_TIMED_OUT_EVENT_AI_LEVEL_VALUES: set[LifecycleTimedOutEventAiLevel] = {
    "heuristic",
    "random",
    "search",
}


def check_lifecycle_timed_out_event_ai_level(value: str) -> LifecycleTimedOutEventAiLevel:
    if value in LIFECYCLE_TIMED_OUT_EVENT_AI_LEVEL_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIFECYCLE_TIMED_OUT_EVENT_AI_LEVEL_VALUES!r}")
