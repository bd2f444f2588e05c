from typing import Literal

SparksWantCardCommandType = Literal["want_card"]

SPARKS_WANT_CARD_COMMAND_TYPE_VALUES: set[SparksWantCardCommandType] = {
    "want_card",
}


def check_sparks_want_card_command_type(value: str) -> SparksWantCardCommandType:
    if value in SPARKS_WANT_CARD_COMMAND_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_WANT_CARD_COMMAND_TYPE_VALUES!r}")
