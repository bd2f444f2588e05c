from enum import StrEnum


class SparksSkipSecondMemberCommandType(StrEnum):
    SKIP_SECOND_MEMBER = "skip_second_member"

    def __str__(self) -> str:
        return str(self.value)
