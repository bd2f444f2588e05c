"""Tabula's games as OpenSpiel games (docs/openspiel.md): importing this package registers `tabula_acres` and
`tabula_sparks` with pyspiel. Installed with the optional extra `openspiel` (pip install -e '.[openspiel]')."""
from . import acres as acres
from . import sparks as sparks
