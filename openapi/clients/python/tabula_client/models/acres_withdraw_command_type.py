from typing import Literal

AcresWithdrawCommandType = Literal["withdraw"]

ACRES_WITHDRAW_COMMAND_TYPE_VALUES: set[AcresWithdrawCommandType] = {
    "withdraw",
}


def check_acres_withdraw_command_type(value: str) -> AcresWithdrawCommandType:
    if value in ACRES_WITHDRAW_COMMAND_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_WITHDRAW_COMMAND_TYPE_VALUES!r}")
