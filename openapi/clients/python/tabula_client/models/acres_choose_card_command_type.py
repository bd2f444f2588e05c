from typing import Literal

AcresChooseCardCommandType = Literal["choose_card"]

ACRES_CHOOSE_CARD_COMMAND_TYPE_VALUES: set[AcresChooseCardCommandType] = {
    "choose_card",
}


def check_acres_choose_card_command_type(value: str) -> AcresChooseCardCommandType:
    if value in ACRES_CHOOSE_CARD_COMMAND_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_CHOOSE_CARD_COMMAND_TYPE_VALUES!r}")
