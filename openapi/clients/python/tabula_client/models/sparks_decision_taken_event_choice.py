from typing import Literal

SparksDecisionTakenEventChoice = Literal["box", "keep"]

SPARKS_DECISION_TAKEN_EVENT_CHOICE_VALUES: set[SparksDecisionTakenEventChoice] = {
    "box",
    "keep",
}


def check_sparks_decision_taken_event_choice(value: str) -> SparksDecisionTakenEventChoice:
    if value in SPARKS_DECISION_TAKEN_EVENT_CHOICE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_DECISION_TAKEN_EVENT_CHOICE_VALUES!r}")
