from typing import Literal

SparksOfferCardCommandType = Literal["offer_card"]

SPARKS_OFFER_CARD_COMMAND_TYPE_VALUES: set[SparksOfferCardCommandType] = {
    "offer_card",
}


def check_sparks_offer_card_command_type(value: str) -> SparksOfferCardCommandType:
    if value in SPARKS_OFFER_CARD_COMMAND_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_OFFER_CARD_COMMAND_TYPE_VALUES!r}")
