from typing import Literal

AcresSettleCommandType = Literal["settle"]

ACRES_SETTLE_COMMAND_TYPE_VALUES: set[AcresSettleCommandType] = {
    "settle",
}


def check_acres_settle_command_type(value: str) -> AcresSettleCommandType:
    if value in ACRES_SETTLE_COMMAND_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_SETTLE_COMMAND_TYPE_VALUES!r}")
