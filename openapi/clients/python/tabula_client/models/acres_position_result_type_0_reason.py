from typing import Literal

AcresPositionResultType0Reason = Literal[
    "captures", "fort_duquesne", "pieces_placed", "settled_capital", "siege_of_capital"
]

ACRES_POSITION_RESULT_TYPE_0_REASON_VALUES: set[AcresPositionResultType0Reason] = {
    "captures",
    "fort_duquesne",
    "pieces_placed",
    "settled_capital",
    "siege_of_capital",
}


def check_acres_position_result_type_0_reason(value: str) -> AcresPositionResultType0Reason:
    if value in ACRES_POSITION_RESULT_TYPE_0_REASON_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_POSITION_RESULT_TYPE_0_REASON_VALUES!r}")
