from typing import Literal

AcresDecisionRequestedEventKind = Literal[
    "ambush_block",
    "ambush_loss",
    "natives_demand",
    "occupy",
    "raid_block",
    "redraw",
    "reshuffle_penalty",
    "siege_loss",
    "starting_card",
]

ACRES_DECISION_REQUESTED_EVENT_KIND_VALUES: set[AcresDecisionRequestedEventKind] = {
    "ambush_block",
    "ambush_loss",
    "natives_demand",
    "occupy",
    "raid_block",
    "redraw",
    "reshuffle_penalty",
    "siege_loss",
    "starting_card",
}


def check_acres_decision_requested_event_kind(value: str) -> AcresDecisionRequestedEventKind:
    if value in ACRES_DECISION_REQUESTED_EVENT_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_DECISION_REQUESTED_EVENT_KIND_VALUES!r}")
