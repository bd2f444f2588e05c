from typing import Literal

AcresTableViewResultType0Winner = Literal["british", "french"]

ACRES_TABLE_VIEW_RESULT_TYPE_0_WINNER_VALUES: set[AcresTableViewResultType0Winner] = {
    "british",
    "french",
}


def check_acres_table_view_result_type_0_winner(value: str) -> AcresTableViewResultType0Winner:
    if value in ACRES_TABLE_VIEW_RESULT_TYPE_0_WINNER_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_TABLE_VIEW_RESULT_TYPE_0_WINNER_VALUES!r}")
