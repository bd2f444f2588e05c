from typing import Literal

SparksPassBuyingCommandType = Literal["pass_buying"]

SPARKS_PASS_BUYING_COMMAND_TYPE_VALUES: set[SparksPassBuyingCommandType] = {
    "pass_buying",
}


def check_sparks_pass_buying_command_type(value: str) -> SparksPassBuyingCommandType:
    if value in SPARKS_PASS_BUYING_COMMAND_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {SPARKS_PASS_BUYING_COMMAND_TYPE_VALUES!r}")
