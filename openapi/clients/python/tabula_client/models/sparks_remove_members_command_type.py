from enum import StrEnum


class SparksRemoveMembersCommandType(StrEnum):
    REMOVE_MEMBERS = "remove_members"

    def __str__(self) -> str:
        return str(self.value)
