from typing import Literal

SparksResultReason = Literal["clan_size", "no_members", "repetition"]

SPARKS_RESULT_REASON_VALUES: set[SparksResultReason] = {
    "clan_size",
    "no_members",
    "repetition",
}


def check_sparks_result_reason(value: str) -> SparksResultReason:
    if value in SPARKS_RESULT_REASON_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_RESULT_REASON_VALUES!r}")
