from typing import Literal

ClockControlAiLevel = Literal["heuristic", "random", "search"]

CLOCK_CONTROL_AI_LEVEL_VALUES: set[ClockControlAiLevel] = {
    "heuristic",
    "random",
    "search",
}


def check_clock_control_ai_level(value: str) -> ClockControlAiLevel:
    if value in CLOCK_CONTROL_AI_LEVEL_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CLOCK_CONTROL_AI_LEVEL_VALUES!r}")
