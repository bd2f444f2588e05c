from typing import Literal

ClockControlKind = Literal["correspondence", "fischer"]

CLOCK_CONTROL_KIND_VALUES: set[ClockControlKind] = {
    "correspondence",
    "fischer",
}


def check_clock_control_kind(value: str) -> ClockControlKind:
    if value in CLOCK_CONTROL_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CLOCK_CONTROL_KIND_VALUES!r}")
