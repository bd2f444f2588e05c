from typing import Literal

AcresPositionResultType0Winner = Literal["british", "french"]

ACRES_POSITION_RESULT_TYPE_0_WINNER_VALUES: set[AcresPositionResultType0Winner] = {
    "british",
    "french",
}


def check_acres_position_result_type_0_winner(value: str) -> AcresPositionResultType0Winner:
    if value in ACRES_POSITION_RESULT_TYPE_0_WINNER_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_POSITION_RESULT_TYPE_0_WINNER_VALUES!r}")
