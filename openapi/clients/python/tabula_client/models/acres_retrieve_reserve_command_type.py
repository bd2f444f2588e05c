from enum import StrEnum


class AcresRetrieveReserveCommandType(StrEnum):
    RETRIEVE_RESERVE = "retrieve_reserve"

    def __str__(self) -> str:
        return str(self.value)
