from typing import Literal

AcresOptionsDefenderWithdrawal = Literal["keep", "surrender"]

ACRES_OPTIONS_DEFENDER_WITHDRAWAL_VALUES: set[AcresOptionsDefenderWithdrawal] = {
    "keep",
    "surrender",
}


def check_acres_options_defender_withdrawal(value: str) -> AcresOptionsDefenderWithdrawal:
    if value in ACRES_OPTIONS_DEFENDER_WITHDRAWAL_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_OPTIONS_DEFENDER_WITHDRAWAL_VALUES!r}")
