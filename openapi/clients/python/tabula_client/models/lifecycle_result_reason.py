from typing import Literal

LifecycleResultReason = Literal["aborted", "declined", "expired", "resignation", "timeout"]

LIFECYCLE_RESULT_REASON_VALUES: set[LifecycleResultReason] = {
    "aborted",
    "declined",
    "expired",
    "resignation",
    "timeout",
}


def check_lifecycle_result_reason(value: str) -> LifecycleResultReason:
    if value in LIFECYCLE_RESULT_REASON_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIFECYCLE_RESULT_REASON_VALUES!r}")
