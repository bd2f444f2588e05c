from typing import Literal

TimeControlKind = Literal["correspondence", "fischer", "none"]

TIME_CONTROL_KIND_VALUES: set[TimeControlKind] = {
    "correspondence",
    "fischer",
    "none",
}


def check_time_control_kind(value: str) -> TimeControlKind:
    if value in TIME_CONTROL_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {TIME_CONTROL_KIND_VALUES!r}")
