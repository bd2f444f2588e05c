from enum import StrEnum


class AcresDemandNativesCommandType(StrEnum):
    DEMAND_NATIVES = "demand_natives"

    def __str__(self) -> str:
        return str(self.value)
