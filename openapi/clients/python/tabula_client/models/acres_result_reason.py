from typing import Literal

AcresResultReason = Literal["captures", "fort_duquesne", "pieces_placed", "settled_capital", "siege_of_capital"]

ACRES_RESULT_REASON_VALUES: set[AcresResultReason] = {
    "captures",
    "fort_duquesne",
    "pieces_placed",
    "settled_capital",
    "siege_of_capital",
}


def check_acres_result_reason(value: str) -> AcresResultReason:
    if value in ACRES_RESULT_REASON_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_RESULT_REASON_VALUES!r}")
