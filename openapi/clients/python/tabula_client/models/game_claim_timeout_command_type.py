from enum import StrEnum


class GameClaimTimeoutCommandType(StrEnum):
    CLAIM_TIMEOUT = "claim_timeout"

    def __str__(self) -> str:
        return str(self.value)
