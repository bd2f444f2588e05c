from typing import Literal

SparksViewResultType0Reason = Literal["clan_size", "no_members", "repetition"]

SPARKS_VIEW_RESULT_TYPE_0_REASON_VALUES: set[SparksViewResultType0Reason] = {
    "clan_size",
    "no_members",
    "repetition",
}


def check_sparks_view_result_type_0_reason(value: str) -> SparksViewResultType0Reason:
    if value in SPARKS_VIEW_RESULT_TYPE_0_REASON_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_VIEW_RESULT_TYPE_0_REASON_VALUES!r}")
