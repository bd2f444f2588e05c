from typing import Literal

AcresOptionsFirstEditionText = Literal["fr", "it"]

ACRES_OPTIONS_FIRST_EDITION_TEXT_VALUES: set[AcresOptionsFirstEditionText] = {
    "fr",
    "it",
}


def check_acres_options_first_edition_text(value: str) -> AcresOptionsFirstEditionText:
    if value in ACRES_OPTIONS_FIRST_EDITION_TEXT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_OPTIONS_FIRST_EDITION_TEXT_VALUES!r}")
