from typing import Literal

AcresRaidBlockDecisionBy = Literal["british", "french"]

ACRES_RAID_BLOCK_DECISION_BY_VALUES: set[AcresRaidBlockDecisionBy] = {
    "british",
    "french",
}


def check_acres_raid_block_decision_by(value: str) -> AcresRaidBlockDecisionBy:
    if value in ACRES_RAID_BLOCK_DECISION_BY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_RAID_BLOCK_DECISION_BY_VALUES!r}")
