from typing import Literal

AcresBlockCommandType = Literal["block"]

ACRES_BLOCK_COMMAND_TYPE_VALUES: set[AcresBlockCommandType] = {
    "block",
}


def check_acres_block_command_type(value: str) -> AcresBlockCommandType:
    if value in ACRES_BLOCK_COMMAND_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_BLOCK_COMMAND_TYPE_VALUES!r}")
