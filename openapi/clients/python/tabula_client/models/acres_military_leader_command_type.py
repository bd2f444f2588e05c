from enum import StrEnum


class AcresMilitaryLeaderCommandType(StrEnum):
    MILITARY_LEADER = "military_leader"

    def __str__(self) -> str:
        return str(self.value)
