from typing import Literal

SummaryStatus = Literal["active", "open", "over"]

SUMMARY_STATUS_VALUES: set[SummaryStatus] = {
    "active",
    "open",
    "over",
}


def check_summary_status(value: str) -> SummaryStatus:
    if value in SUMMARY_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SUMMARY_STATUS_VALUES!r}")
