from typing import Literal

AcresOptionsNativeAmbushCost = Literal[0, 1]

ACRES_OPTIONS_NATIVE_AMBUSH_COST_VALUES: set[AcresOptionsNativeAmbushCost] = {
    0,
    1,
}


def check_acres_options_native_ambush_cost(value: int) -> AcresOptionsNativeAmbushCost:
    if value in ACRES_OPTIONS_NATIVE_AMBUSH_COST_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_OPTIONS_NATIVE_AMBUSH_COST_VALUES!r}")
