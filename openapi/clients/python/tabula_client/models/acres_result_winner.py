from typing import Literal

AcresResultWinner = Literal["british", "french"]

ACRES_RESULT_WINNER_VALUES: set[AcresResultWinner] = {
    "british",
    "french",
}


def check_acres_result_winner(value: str) -> AcresResultWinner:
    if value in ACRES_RESULT_WINNER_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_RESULT_WINNER_VALUES!r}")
