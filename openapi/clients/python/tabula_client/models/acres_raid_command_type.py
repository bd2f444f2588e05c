from enum import StrEnum


class AcresRaidCommandType(StrEnum):
    RAID = "raid"

    def __str__(self) -> str:
        return str(self.value)
