from typing import Literal

AcresPendingDecisionKind = Literal[
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

ACRES_PENDING_DECISION_KIND_VALUES: set[AcresPendingDecisionKind] = {
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


def check_acres_pending_decision_kind(value: str) -> AcresPendingDecisionKind:
    if value in ACRES_PENDING_DECISION_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_PENDING_DECISION_KIND_VALUES!r}")
