from typing import Literal

AcresStartingCardDecisionKind = Literal["starting_card"]

ACRES_STARTING_CARD_DECISION_KIND_VALUES: set[AcresStartingCardDecisionKind] = {
    "starting_card",
}


def check_acres_starting_card_decision_kind(value: str) -> AcresStartingCardDecisionKind:
    if value in ACRES_STARTING_CARD_DECISION_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_STARTING_CARD_DECISION_KIND_VALUES!r}")
