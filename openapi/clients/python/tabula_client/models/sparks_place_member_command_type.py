from enum import StrEnum


class SparksPlaceMemberCommandType(StrEnum):
    PLACE_MEMBER = "place_member"

    def __str__(self) -> str:
        return str(self.value)
