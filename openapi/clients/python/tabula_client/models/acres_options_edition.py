from typing import Literal

AcresOptionsEdition = Literal["first", "second"]

ACRES_OPTIONS_EDITION_VALUES: set[AcresOptionsEdition] = {
    "first",
    "second",
}


def check_acres_options_edition(value: str) -> AcresOptionsEdition:
    if value in ACRES_OPTIONS_EDITION_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_OPTIONS_EDITION_VALUES!r}")
