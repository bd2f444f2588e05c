from typing import Literal

AcresDemandNativesCommandType = Literal["demand_natives"]

ACRES_DEMAND_NATIVES_COMMAND_TYPE_VALUES: set[AcresDemandNativesCommandType] = {
    "demand_natives",
}


def check_acres_demand_natives_command_type(value: str) -> AcresDemandNativesCommandType:
    if value in ACRES_DEMAND_NATIVES_COMMAND_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_DEMAND_NATIVES_COMMAND_TYPE_VALUES!r}")
