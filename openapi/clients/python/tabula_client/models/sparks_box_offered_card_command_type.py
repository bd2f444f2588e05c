from typing import Literal

SparksBoxOfferedCardCommandType = Literal["box_offered_card"]

SPARKS_BOX_OFFERED_CARD_COMMAND_TYPE_VALUES: set[SparksBoxOfferedCardCommandType] = {
    "box_offered_card",
}


def check_sparks_box_offered_card_command_type(value: str) -> SparksBoxOfferedCardCommandType:
    if value in SPARKS_BOX_OFFERED_CARD_COMMAND_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_BOX_OFFERED_CARD_COMMAND_TYPE_VALUES!r}")
