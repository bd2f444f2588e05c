from typing import Literal

AcresRaidBlockDecisionSeat = Literal["british", "french"]

ACRES_RAID_BLOCK_DECISION_SEAT_VALUES: set[AcresRaidBlockDecisionSeat] = {
    "british",
    "french",
}


def check_acres_raid_block_decision_seat(value: str) -> AcresRaidBlockDecisionSeat:
    if value in ACRES_RAID_BLOCK_DECISION_SEAT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_RAID_BLOCK_DECISION_SEAT_VALUES!r}")
