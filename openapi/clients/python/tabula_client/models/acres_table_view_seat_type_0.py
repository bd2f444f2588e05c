from typing import Literal

AcresTableViewSeatType0 = Literal["british", "french"]

ACRES_TABLE_VIEW_SEAT_TYPE_0_VALUES: set[AcresTableViewSeatType0] = {
    "british",
    "french",
}


def check_acres_table_view_seat_type_0(value: str) -> AcresTableViewSeatType0:
    if value in ACRES_TABLE_VIEW_SEAT_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_TABLE_VIEW_SEAT_TYPE_0_VALUES!r}")
