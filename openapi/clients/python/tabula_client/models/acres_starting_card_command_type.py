from typing import Literal

AcresStartingCardCommandType = Literal["starting_card"]

ACRES_STARTING_CARD_COMMAND_TYPE_VALUES: set[AcresStartingCardCommandType] = {
    "starting_card",
}


def check_acres_starting_card_command_type(value: str) -> AcresStartingCardCommandType:
    if value in ACRES_STARTING_CARD_COMMAND_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_STARTING_CARD_COMMAND_TYPE_VALUES!r}")
