from enum import StrEnum


class AcresMerchantCommandType(StrEnum):
    MERCHANT = "merchant"

    def __str__(self) -> str:
        return str(self.value)
