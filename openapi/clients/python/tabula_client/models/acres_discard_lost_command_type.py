from typing import Literal

AcresDiscardLostCommandType = Literal["discard_lost"]

ACRES_DISCARD_LOST_COMMAND_TYPE_VALUES: set[AcresDiscardLostCommandType] = {
    "discard_lost",
}


def check_acres_discard_lost_command_type(value: str) -> AcresDiscardLostCommandType:
    if value in ACRES_DISCARD_LOST_COMMAND_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_DISCARD_LOST_COMMAND_TYPE_VALUES!r}")
