from typing import Literal

SparksKeepOfferedCardCommandType = Literal["keep_offered_card"]

SPARKS_KEEP_OFFERED_CARD_COMMAND_TYPE_VALUES: set[SparksKeepOfferedCardCommandType] = {
    "keep_offered_card",
}


def check_sparks_keep_offered_card_command_type(value: str) -> SparksKeepOfferedCardCommandType:
    if value in SPARKS_KEEP_OFFERED_CARD_COMMAND_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_KEEP_OFFERED_CARD_COMMAND_TYPE_VALUES!r}")
