from typing import Literal

AcresRaidBlockDecisionKind = Literal["raid_block"]

ACRES_RAID_BLOCK_DECISION_KIND_VALUES: set[AcresRaidBlockDecisionKind] = {
    "raid_block",
}


def check_acres_raid_block_decision_kind(value: str) -> AcresRaidBlockDecisionKind:
    if value in ACRES_RAID_BLOCK_DECISION_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_RAID_BLOCK_DECISION_KIND_VALUES!r}")
