from typing import Literal

TimeControlAiLevel = Literal["heuristic", "random", "search"]

TIME_CONTROL_AI_LEVEL_VALUES: set[TimeControlAiLevel] = {
    "heuristic",
    "random",
    "search",
}


def check_time_control_ai_level(value: str) -> TimeControlAiLevel:
    if value in TIME_CONTROL_AI_LEVEL_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {TIME_CONTROL_AI_LEVEL_VALUES!r}")
