from typing import Literal

AcresRetrieveReserveCommandType = Literal["retrieve_reserve"]

ACRES_RETRIEVE_RESERVE_COMMAND_TYPE_VALUES: set[AcresRetrieveReserveCommandType] = {
    "retrieve_reserve",
}


def check_acres_retrieve_reserve_command_type(value: str) -> AcresRetrieveReserveCommandType:
    if value in ACRES_RETRIEVE_RESERVE_COMMAND_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_RETRIEVE_RESERVE_COMMAND_TYPE_VALUES!r}")
