from typing import Literal

AcresTableViewToActItem = Literal["british", "french"]

ACRES_TABLE_VIEW_TO_ACT_ITEM_VALUES: set[AcresTableViewToActItem] = {
    "british",
    "french",
}


def check_acres_table_view_to_act_item(value: str) -> AcresTableViewToActItem:
    if value in ACRES_TABLE_VIEW_TO_ACT_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_TABLE_VIEW_TO_ACT_ITEM_VALUES!r}")
