from typing import Literal

LifecycleResignedEventAiLevel = Literal["heuristic", "random", "search"]

LIFECYCLE_RESIGNED_EVENT_AI_LEVEL_VALUES: set[LifecycleResignedEventAiLevel] = {
    "heuristic",
    "random",
    "search",
}


def check_lifecycle_resigned_event_ai_level(value: str) -> LifecycleResignedEventAiLevel:
    if value in LIFECYCLE_RESIGNED_EVENT_AI_LEVEL_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIFECYCLE_RESIGNED_EVENT_AI_LEVEL_VALUES!r}")
