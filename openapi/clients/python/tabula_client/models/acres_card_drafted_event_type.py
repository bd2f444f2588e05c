from typing import Literal

AcresCardDraftedEventType = Literal["CardDrafted"]

ACRES_CARD_DRAFTED_EVENT_TYPE_VALUES: set[AcresCardDraftedEventType] = {
    "CardDrafted",
}


def check_acres_card_drafted_event_type(value: str) -> AcresCardDraftedEventType:
    if value in ACRES_CARD_DRAFTED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_CARD_DRAFTED_EVENT_TYPE_VALUES!r}")
