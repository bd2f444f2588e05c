from typing import Literal

AcresOptionsSeaNetwork = Literal["data", "ship_symbol"]

ACRES_OPTIONS_SEA_NETWORK_VALUES: set[AcresOptionsSeaNetwork] = {
    "data",
    "ship_symbol",
}


def check_acres_options_sea_network(value: str) -> AcresOptionsSeaNetwork:
    if value in ACRES_OPTIONS_SEA_NETWORK_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_OPTIONS_SEA_NETWORK_VALUES!r}")
