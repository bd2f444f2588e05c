from typing import Literal

SparksPositionResultType0Reason = Literal["clan_size", "no_members", "repetition"]

SPARKS_POSITION_RESULT_TYPE_0_REASON_VALUES: set[SparksPositionResultType0Reason] = {
    "clan_size",
    "no_members",
    "repetition",
}


def check_sparks_position_result_type_0_reason(value: str) -> SparksPositionResultType0Reason:
    if value in SPARKS_POSITION_RESULT_TYPE_0_REASON_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_POSITION_RESULT_TYPE_0_REASON_VALUES!r}")
