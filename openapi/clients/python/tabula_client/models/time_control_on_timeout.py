from typing import Literal

TimeControlOnTimeout = Literal["ai", "lose"]

TIME_CONTROL_ON_TIMEOUT_VALUES: set[TimeControlOnTimeout] = {
    "ai",
    "lose",
}


def check_time_control_on_timeout(value: str) -> TimeControlOnTimeout:
    if value in TIME_CONTROL_ON_TIMEOUT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {TIME_CONTROL_ON_TIMEOUT_VALUES!r}")
