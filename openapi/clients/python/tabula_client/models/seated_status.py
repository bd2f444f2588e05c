from typing import Literal

SeatedStatus = Literal["active", "open", "over"]

SEATED_STATUS_VALUES: set[SeatedStatus] = {
    "active",
    "open",
    "over",
}


def check_seated_status(value: str) -> SeatedStatus:
    if value in SEATED_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SEATED_STATUS_VALUES!r}")
