from typing import Literal

AcresOptionsFrenchBateaux = Literal["available", "out", "start_deck"]

ACRES_OPTIONS_FRENCH_BATEAUX_VALUES: set[AcresOptionsFrenchBateaux] = {
    "available",
    "out",
    "start_deck",
}


def check_acres_options_french_bateaux(value: str) -> AcresOptionsFrenchBateaux:
    if value in ACRES_OPTIONS_FRENCH_BATEAUX_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ACRES_OPTIONS_FRENCH_BATEAUX_VALUES!r}")
