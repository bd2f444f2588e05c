from typing import Literal

AcresTableViewResultType0Reason = Literal[
    "captures", "fort_duquesne", "pieces_placed", "settled_capital", "siege_of_capital"
]

ACRES_TABLE_VIEW_RESULT_TYPE_0_REASON_VALUES: set[AcresTableViewResultType0Reason] = {
    "captures",
    "fort_duquesne",
    "pieces_placed",
    "settled_capital",
    "siege_of_capital",
}


def check_acres_table_view_result_type_0_reason(value: str) -> AcresTableViewResultType0Reason:
    if value in ACRES_TABLE_VIEW_RESULT_TYPE_0_REASON_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_TABLE_VIEW_RESULT_TYPE_0_REASON_VALUES!r}")
