from typing import Literal

AcresReshufflePenaltyDecisionKind = Literal["reshuffle_penalty"]

ACRES_RESHUFFLE_PENALTY_DECISION_KIND_VALUES: set[AcresReshufflePenaltyDecisionKind] = {
    "reshuffle_penalty",
}


def check_acres_reshuffle_penalty_decision_kind(value: str) -> AcresReshufflePenaltyDecisionKind:
    if value in ACRES_RESHUFFLE_PENALTY_DECISION_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_RESHUFFLE_PENALTY_DECISION_KIND_VALUES!r}")
