from typing import Literal

AcresNoBlockCommandType = Literal["no_block"]

ACRES_NO_BLOCK_COMMAND_TYPE_VALUES: set[AcresNoBlockCommandType] = {
    "no_block",
}


def check_acres_no_block_command_type(value: str) -> AcresNoBlockCommandType:
    if value in ACRES_NO_BLOCK_COMMAND_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_NO_BLOCK_COMMAND_TYPE_VALUES!r}")
