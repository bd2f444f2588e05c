from typing import Literal

ClockControlOnTimeout = Literal["ai", "lose"]

CLOCK_CONTROL_ON_TIMEOUT_VALUES: set[ClockControlOnTimeout] = {
    "ai",
    "lose",
}


def check_clock_control_on_timeout(value: str) -> ClockControlOnTimeout:
    if value in CLOCK_CONTROL_ON_TIMEOUT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CLOCK_CONTROL_ON_TIMEOUT_VALUES!r}")
