from typing import Literal

EntryBy = Literal["clock", "order"]

ENTRY_BY_VALUES: set[EntryBy] = {
    "clock",
    "order",
}


def check_entry_by(value: str) -> EntryBy:
    if value in ENTRY_BY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ENTRY_BY_VALUES!r}")
