from typing import Literal

SparksDeclineCardCommandType = Literal["decline_card"]

SPARKS_DECLINE_CARD_COMMAND_TYPE_VALUES: set[SparksDeclineCardCommandType] = {
    "decline_card",
}


def check_sparks_decline_card_command_type(value: str) -> SparksDeclineCardCommandType:
    if value in SPARKS_DECLINE_CARD_COMMAND_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_DECLINE_CARD_COMMAND_TYPE_VALUES!r}")
