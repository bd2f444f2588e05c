from typing import Literal

AcresTableViewActive = Literal["british", "french"]

ACRES_TABLE_VIEW_ACTIVE_VALUES: set[AcresTableViewActive] = {
    "british",
    "french",
}


def check_acres_table_view_active(value: str) -> AcresTableViewActive:
    if value in ACRES_TABLE_VIEW_ACTIVE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_TABLE_VIEW_ACTIVE_VALUES!r}")
