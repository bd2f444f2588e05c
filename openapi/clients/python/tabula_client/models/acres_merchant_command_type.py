from typing import Literal

AcresMerchantCommandType = Literal["merchant"]

ACRES_MERCHANT_COMMAND_TYPE_VALUES: set[AcresMerchantCommandType] = {
    "merchant",
}


def check_acres_merchant_command_type(value: str) -> AcresMerchantCommandType:
    if value in ACRES_MERCHANT_COMMAND_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_MERCHANT_COMMAND_TYPE_VALUES!r}")
