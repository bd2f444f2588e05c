from typing import Literal

AcresWithdrawCommandSiege = Literal["british", "french"]

ACRES_WITHDRAW_COMMAND_SIEGE_VALUES: set[AcresWithdrawCommandSiege] = {
    "british",
    "french",
}


def check_acres_withdraw_command_siege(value: str) -> AcresWithdrawCommandSiege:
    if value in ACRES_WITHDRAW_COMMAND_SIEGE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_WITHDRAW_COMMAND_SIEGE_VALUES!r}")
