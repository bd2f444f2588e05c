from enum import StrEnum


class SparksPassBuyingCommandType(StrEnum):
    PASS_BUYING = "pass_buying"

    def __str__(self) -> str:
        return str(self.value)
