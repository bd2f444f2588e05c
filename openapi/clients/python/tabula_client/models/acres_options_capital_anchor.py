from typing import Literal

AcresOptionsCapitalAnchor = Literal["anchor", "strict"]

ACRES_OPTIONS_CAPITAL_ANCHOR_VALUES: set[AcresOptionsCapitalAnchor] = {
    "anchor",
    "strict",
}


def check_acres_options_capital_anchor(value: str) -> AcresOptionsCapitalAnchor:
    if value in ACRES_OPTIONS_CAPITAL_ANCHOR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_OPTIONS_CAPITAL_ANCHOR_VALUES!r}")
