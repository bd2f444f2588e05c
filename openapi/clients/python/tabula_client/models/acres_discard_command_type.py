from typing import Literal

AcresDiscardCommandType = Literal["discard"]

ACRES_DISCARD_COMMAND_TYPE_VALUES: set[AcresDiscardCommandType] = {
    "discard",
}


def check_acres_discard_command_type(value: str) -> AcresDiscardCommandType:
    if value in ACRES_DISCARD_COMMAND_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_DISCARD_COMMAND_TYPE_VALUES!r}")
