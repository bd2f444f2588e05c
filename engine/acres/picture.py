"""A picture of the table: `picture(view)` draws what `views.view` returns for a seat or a spectator as one
standalone SVG document (issue 20).

It draws from the view alone, never from a state: the map (the locations at their real places, the links by
kind, the sea network), who holds what (owner, village or town, fort, the two capitals), the sieges on their
tracks, each seat's money, stock, captured pieces, hand and deck sizes, discard pile, reserve and available
cards, the neutral display, whose turn it is and what is pending, the result; and, in a seat's view, that seat's
hand with each card's symbols. What the view leaves out (the other hand, every deck's contents) is not drawn,
because nothing here can reach it. Fixed facts of the physical game (names, symbols, links, the ends of the
tracks) come from data.py.

Pure and deterministic: no I/O, clock or randomness, and the same view gives the same bytes. Every text taken
from the view is escaped. The map under the pieces (coasts, lakes, rivers, links, labels) is built once, at
import.
"""
from __future__ import annotations

import math
from collections.abc import Iterable
from typing import Any
from xml.sax.saxutils import escape, quoteattr

from ..core import Json
from .data import _RAW, CAPITAL, CARDS, LOCATIONS, OPPONENT, SEA_BY_DATA, SEA_BY_SYMBOL, SEATS, SIEGE_TRACK, Card

# Approximate (latitude, longitude) of every location, in degrees, for drawing only: the towns and forts are
# where the real places are (Fort Duquesne at Pittsburgh, Fort Frontenac at Kingston, Fort Presqu'Isle at Erie,
# Fort St. John at Saint-Jean-sur-Richelieu, Fort Halifax at Winslow, Maine, ...), Kennebec stands for the upper
# Kennebec valley on the way to Quebec. No rule reads these numbers.
LAT_LON: dict[str, tuple[float, float]] = {
    "boston": (42.36, -71.06),
    "new-haven": (41.31, -72.92),
    "new-york": (40.71, -74.01),
    "norfolk": (36.85, -76.29),
    "pemaquid": (43.88, -69.52),
    "philadelphia": (39.95, -75.17),
    "st-marys": (38.19, -76.43),
    "albany": (42.65, -73.75),
    "baltimore": (39.29, -76.61),
    "canso": (45.34, -61.00),
    "cumberland": (39.65, -78.76),
    "deerfield": (42.54, -72.60),
    "detroit": (42.33, -83.05),
    "fort-beausejour": (45.86, -64.29),
    "fort-duquesne": (40.44, -80.01),
    "fort-frontenac": (44.23, -76.48),
    "fort-halifax": (44.55, -69.63),
    "fort-niagara": (43.26, -79.06),
    "fort-presquisle": (42.13, -80.09),
    "fort-st-john": (45.31, -73.26),
    "fort-stanwix": (43.21, -75.46),
    "fort-venango": (41.40, -79.83),
    "fort-william-henry": (43.42, -73.71),
    "gaspe": (48.83, -64.48),
    "halifax": (44.65, -63.57),
    "kennebec": (45.60, -70.20),
    "louisbourg": (45.92, -59.97),
    "oswego": (43.46, -76.51),
    "port-royal": (44.74, -65.52),
    "richmond": (37.54, -77.44),
    "tadoussac": (48.14, -69.72),
    "ticonderoga": (43.84, -73.39),
    "trois-rivieres": (46.35, -72.55),
    "montreal": (45.50, -73.57),
    "quebec": (46.81, -71.21),
    "michillimackinac": (45.78, -84.73),
}
# Pixels added to a projected place where real places are too close to draw apart (the Richelieu-Champlain
# corridor): the map stays recognisable, the markers do not overlap.
NUDGE: dict[str, tuple[float, float]] = {
    "fort-st-john": (10.0, 10.0),
    "montreal": (-8.0, -4.0),
    "ticonderoga": (8.0, -6.0),
    "fort-william-henry": (-6.0, 6.0),
}
# Where each label goes beside its marker (default: right).
LABEL_SIDE: dict[str, str] = {
    "montreal": "left", "fort-frontenac": "left", "new-york": "below", "philadelphia": "left",
    "baltimore": "right", "st-marys": "right", "norfolk": "right", "richmond": "left", "cumberland": "below",
    "fort-duquesne": "left", "fort-venango": "left", "fort-presquisle": "above", "detroit": "below",
    "michillimackinac": "above", "fort-niagara": "above", "oswego": "below", "fort-stanwix": "below",
    "albany": "below", "fort-william-henry": "right", "ticonderoga": "right", "fort-st-john": "right",
    "trois-rivieres": "left", "quebec": "left", "tadoussac": "above", "gaspe": "above", "kennebec": "left",
    "fort-halifax": "left", "pemaquid": "right", "boston": "right", "new-haven": "below", "deerfield": "above",
    "fort-beausejour": "above", "port-royal": "left", "halifax": "below", "canso": "below",
    "louisbourg": "above",
}

# -- the canvas ---------------------------------------------------------------------------------------------------
WIDTH = 1400
MAP_X, MAP_Y, MAP_W, MAP_H = 10, 52, 940, 688
PANEL_X, PANEL_W = 962, 428
LAT_MIN, LAT_MAX, LON_MIN, LON_MAX = 35.7, 50.1, -86.4, -58.6
COS_LAT = math.cos(math.radians(sum(lat for lat, _ in LAT_LON.values()) / len(LAT_LON)))
SCALE = min(MAP_W / ((LON_MAX - LON_MIN) * COS_LAT), MAP_H / (LAT_MAX - LAT_MIN))
OFF_X = MAP_X + (MAP_W - (LON_MAX - LON_MIN) * COS_LAT * SCALE) / 2
OFF_Y = MAP_Y + (MAP_H - (LAT_MAX - LAT_MIN) * SCALE) / 2

COLOUR = {"british": "#b3202a", "french": "#1d4f9a", "neutral": "#4f7a3a"}
LIGHT = {"british": "#f7dede", "french": "#dce6f6", "neutral": "#e3eedb"}
SEA, LAND, WATER, INK, PAPER = "#cfe3ef", "#efe6cf", "#a9cbe2", "#2b2b2b", "#fbf8ef"
PIECE_NAME = {"cube": "village", "disc": "town"}
LINK_STYLE = {  # board_links kind -> (stroke, width, dash)
    "road": ("#7a4a1c", 3.2, ""),
    "river_or_lake": ("#2f74c0", 2.6, ""),
    "trail": ("#7a4a1c", 1.6, "6 4"),
    "land": ("#6b6b6b", 1.8, "2 3"),
}
LINK_WORDS = {"road": "road", "river_or_lake": "river or lake", "trail": "trail (path)", "land": "land link"}


def project(lat: float, lon: float) -> tuple[float, float]:
    """Equirectangular, longitudes shrunk by the cosine of the locations' mean latitude."""
    return OFF_X + (lon - LON_MIN) * COS_LAT * SCALE, OFF_Y + (LAT_MAX - lat) * SCALE


def _place(lid: str) -> tuple[float, float]:
    x, y = project(*LAT_LON[lid])
    dx, dy = NUDGE.get(lid, (0.0, 0.0))
    return round(x + dx, 1), round(y + dy, 1)


POS: dict[str, tuple[float, float]] = {lid: _place(lid) for lid in LOCATIONS}


def _n(v: float) -> str:
    return f"{v:.1f}".rstrip("0").rstrip(".")


def _path(points: Iterable[tuple[float, float]], close: bool) -> str:
    xy = [project(lat, lon) for lat, lon in points]
    d = "M" + " L".join(f"{_n(x)} {_n(y)}" for x, y in xy)
    return d + ("Z" if close else "")


# -- the geography under the game (coarse outlines, (lat, lon)) -----------------------------------------------------
_MAINLAND = [
    (50.6, -87.5), (35.0, -87.5), (35.0, -75.6), (35.7, -75.55), (36.2, -75.8), (36.9, -76.0), (36.95, -76.3),
    (37.2, -76.4), (37.6, -76.3), (38.0, -76.35), (38.3, -76.45), (38.6, -76.5), (39.0, -76.45), (39.3, -76.55),
    (39.55, -76.08), (39.2, -76.15), (38.9, -76.2), (38.3, -76.05), (37.9, -75.95), (37.2, -75.97), (37.1, -75.95),
    (37.6, -75.6), (38.3, -75.1), (38.8, -75.1), (39.2, -75.4), (39.6, -75.55), (39.95, -75.15), (39.6, -75.45),
    (39.4, -75.2), (38.95, -74.95), (39.4, -74.4), (40.0, -74.05), (40.45, -74.0), (40.7, -74.05), (40.95, -73.7),
    (41.1, -73.35), (41.25, -72.95), (41.3, -72.4), (41.35, -71.9), (41.45, -71.4), (41.5, -71.1), (41.6, -70.7),
    (41.55, -70.5), (41.65, -69.95), (42.05, -70.15), (41.8, -70.5), (42.0, -70.65), (42.3, -71.0),
    (42.55, -70.85), (42.65, -70.6), (42.85, -70.8), (43.1, -70.7), (43.6, -70.25), (43.8, -69.9),
    (43.85, -69.5), (44.1, -69.1), (44.3, -68.6), (44.4, -68.0), (44.6, -67.4), (44.8, -66.95), (45.1, -67.1),
    (45.25, -66.1), (45.45, -65.4), (45.7, -64.8), (45.85, -64.4), (45.3, -64.9), (45.1, -65.4), (44.75, -65.75),
    (44.3, -66.15), (43.85, -66.1), (43.45, -65.6), (43.8, -65.0), (44.2, -64.4), (44.45, -63.9), (44.6, -63.5),
    (44.8, -62.8), (45.05, -61.9), (45.3, -61.0), (45.6, -61.35), (45.65, -61.9), (45.7, -62.7), (45.85, -63.5),
    (46.0, -64.05), (46.25, -64.55), (46.7, -64.8), (47.1, -65.0), (47.5, -64.9), (47.85, -65.6), (48.0, -66.7),
    (48.1, -66.0), (48.05, -65.2), (48.5, -64.3), (48.83, -64.2), (49.1, -64.5), (49.2, -65.3), (49.25, -66.3),
    (49.0, -67.4), (48.75, -68.1), (48.45, -68.6), (48.05, -69.35), (47.7, -69.8), (47.35, -70.25), (47.0, -70.7),
    (46.8, -71.15), (46.95, -71.0), (47.3, -70.5), (47.7, -70.0), (48.1, -69.7), (48.5, -69.1), (48.95, -68.4),
    (49.3, -67.5), (49.8, -67.0), (50.05, -66.4), (50.2, -65.0), (50.25, -63.0), (50.25, -61.0), (50.3, -59.5),
    (50.6, -58.0),
]
_ISLANDS = [
    [(45.6, -61.35), (45.55, -60.9), (45.75, -60.4), (45.9, -59.9), (46.2, -59.85), (46.55, -60.3), (47.0, -60.55),
     (46.85, -60.9), (46.35, -61.35), (46.0, -61.55)],  # Cape Breton
    [(46.45, -64.1), (46.95, -64.0), (46.7, -63.0), (46.45, -62.0), (46.2, -62.2), (46.0, -62.9), (46.25, -63.7)],
    [(49.1, -61.7), (49.5, -62.4), (49.85, -64.5), (49.7, -64.3), (49.3, -63.0)],  # Anticosti
    [(40.6, -74.0), (40.9, -73.6), (41.0, -72.6), (41.1, -71.85), (40.95, -72.0), (40.75, -72.9), (40.6, -73.6)],
    [(47.6, -59.3), (48.1, -59.0), (48.5, -58.7), (49.2, -58.2), (50.0, -57.8), (51.0, -57.0), (51.0, -55.0),
     (47.0, -55.0)],  # Newfoundland
]
_LAKES = [
    [(43.25, -79.8), (43.65, -79.35), (43.9, -78.5), (43.95, -77.5), (44.1, -77.0), (44.2, -76.45), (43.95, -76.2),
     (43.5, -76.2), (43.3, -76.8), (43.35, -77.7), (43.3, -78.7), (43.25, -79.1)],  # Ontario
    [(41.7, -83.45), (42.05, -83.1), (42.3, -82.5), (42.55, -81.6), (42.65, -80.4), (42.85, -80.0), (42.88, -78.9),
     (42.5, -79.3), (42.15, -80.05), (41.85, -80.8), (41.5, -81.7), (41.45, -82.5), (41.6, -83.1)],  # Erie
    [(43.0, -82.42), (43.6, -81.72), (44.5, -81.4), (45.25, -81.65), (44.75, -80.7), (44.55, -80.1), (45.0, -79.95),
     (45.6, -80.45), (45.95, -80.9), (46.05, -81.6), (46.2, -82.6), (46.25, -83.6), (45.95, -84.1), (45.85, -84.6),
     (45.6, -84.15), (45.35, -83.5), (45.0, -83.35), (44.5, -83.3), (44.0, -83.55), (43.6, -83.85), (44.05, -83.0),
     (43.85, -82.65)],  # Huron and Georgian Bay
    [(45.82, -84.75), (45.95, -85.2), (46.0, -86.0), (45.9, -87.5), (43.5, -87.5), (44.0, -86.5), (44.6, -86.25),
     (44.75, -85.6), (45.05, -85.35), (45.4, -85.05), (45.75, -84.95)],  # Michigan
    [(46.5, -84.35), (46.75, -84.9), (47.2, -84.65), (47.7, -85.0), (48.0, -85.8), (48.3, -87.5), (46.4, -87.5),
     (46.45, -85.0)],  # Superior
]
_RIVERS = [  # (width, points)
    (4.0, [(46.85, -71.15), (46.6, -72.0), (46.35, -72.55), (46.05, -73.1), (45.65, -73.45), (45.4, -73.9),
           (45.05, -74.7), (44.65, -75.5), (44.25, -76.3)]),  # St. Lawrence
    (3.0, [(43.6, -73.4), (44.0, -73.4), (44.5, -73.3), (45.05, -73.35)]),  # Lake Champlain
    (2.5, [(43.42, -73.71), (43.85, -73.42)]),  # Lake George
    (1.6, [(45.05, -73.35), (45.31, -73.26), (45.65, -73.2), (46.05, -73.1)]),  # Richelieu
    (1.8, [(40.7, -74.02), (41.2, -73.95), (41.7, -73.93), (42.25, -73.8), (42.65, -73.75), (43.1, -73.6),
           (43.3, -73.65)]),  # Hudson
    (1.3, [(42.8, -73.7), (42.95, -74.3), (43.0, -74.9), (43.2, -75.45)]),  # Mohawk
    (1.3, [(43.2, -75.45), (43.2, -75.9), (43.3, -76.3), (43.46, -76.51)]),  # Oneida and Oswego
    (1.5, [(40.44, -80.01), (40.9, -79.6), (41.4, -79.83), (41.85, -79.15), (42.1, -78.5)]),  # Allegheny
    (1.8, [(40.44, -80.01), (40.65, -80.4), (40.1, -80.7), (39.4, -81.4), (38.9, -82.1), (38.5, -82.7),
           (38.7, -83.8), (39.1, -84.5), (38.8, -85.3), (38.2, -85.8), (37.9, -86.6)]),  # Ohio
    (1.4, [(38.0, -76.3), (38.4, -77.0), (38.9, -77.05), (39.3, -77.75), (39.6, -78.3), (39.65, -78.76)]),  # Potomac
    (1.4, [(36.97, -76.4), (37.2, -76.8), (37.54, -77.44)]),  # James
    (1.3, [(39.55, -76.08), (40.25, -76.9), (40.9, -76.8), (41.25, -77.0)]),  # Susquehanna
    (1.3, [(39.95, -75.15), (40.2, -74.77), (41.0, -75.1), (41.4, -74.7)]),  # Delaware
    (1.3, [(41.27, -72.35), (41.75, -72.65), (42.1, -72.6), (42.54, -72.6), (43.1, -72.45), (44.0, -72.1)]),
    (1.3, [(43.75, -69.8), (44.3, -69.78), (44.55, -69.63), (44.8, -69.9), (45.3, -70.0), (45.7, -70.2)]),  # Kennebec
    (1.3, [(45.7, -70.25), (46.2, -70.8), (46.7, -71.25)]),  # Chaudiere
    (1.6, [(42.05, -83.12), (42.33, -83.05), (42.5, -82.9), (42.7, -82.5), (43.0, -82.42)]),  # Detroit, St. Clair
    (1.6, [(42.88, -78.9), (43.26, -79.06)]),  # Niagara
    (1.3, [(48.14, -69.72), (48.4, -70.8)]),  # Saguenay
    (1.3, [(45.5, -73.9), (45.4, -75.7), (45.9, -76.9), (46.4, -78.0)]),  # Ottawa
]
_STAR = [(math.sin(math.pi * i / 5) * (7 if i % 2 == 0 else 3), -math.cos(math.pi * i / 5) * (7 if i % 2 == 0 else 3))
         for i in range(10)]
_CAPITAL_OF = {lid: seat for seat, lid in CAPITAL.items()}

STYLE = (
    "<style>"
    "text{font-family:'DejaVu Sans',Verdana,Arial,sans-serif}"
    ".lb{font-size:11px}.halo{fill:#efe6cf;stroke:#efe6cf;stroke-width:3px;stroke-linejoin:round}"
    ".cap{font-weight:bold;font-size:12px}"
    ".h1{font-size:17px;font-weight:bold}.h2{font-size:13px;font-weight:bold}.t{font-size:11px}"
    ".s{font-size:10px}.xs{font-size:8.5px}.w{fill:#fff;font-weight:bold;font-size:11px}"
    ".sym{font-size:9.5px;font-weight:bold;text-anchor:middle}.mid{text-anchor:middle}.end{text-anchor:end}"
    ".sg{font-size:10px;font-weight:bold}"
    "</style>"
)


def _star(x: float, y: float, fill: str) -> str:
    pts = " ".join(f"{_n(x + dx)},{_n(y + dy)}" for dx, dy in _STAR)
    return f'<polygon points="{pts}" fill="{fill}" stroke="#5a4300" stroke-width="0.8"/>'


def _label(lid: str) -> str:
    x, y = POS[lid]
    loc = LOCATIONS[lid]
    side = LABEL_SIDE.get(lid, "right")
    if side == "left":
        tx, ty, anchor = x - 13, y + 4, "end"
    elif side == "above":
        tx, ty, anchor = x, y - 14, "middle"
    elif side == "below":
        tx, ty, anchor = x, y + 22, "middle"
    else:
        tx, ty, anchor = x + 13, y + 4, "start"
    capital = lid in _CAPITAL_OF
    cls = "lb cap" if capital else "lb"
    star = _star(x - 11, y - 11, "#e8b92c") if capital else ""
    text = f'x="{_n(tx)}" y="{_n(ty)}" text-anchor="{anchor}">{escape(loc.name)} {loc.vp}'
    # the halo is a text of its own under the label (renderers without paint-order draw it right too)
    return f'{star}<text class="{cls} halo" {text}</text><text class="{cls}" data-loc="{lid}" {text}</text>'



def _links() -> str:
    out = []
    for a, b, kind in _RAW["board_links"]:
        stroke, width, dash = LINK_STYLE.get(kind, ("#555", 1.5, "3 3"))
        (x1, y1), (x2, y2) = POS[a], POS[b]
        d = f' stroke-dasharray="{dash}"' if dash else ""
        out.append(f'<line x1="{_n(x1)}" y1="{_n(y1)}" x2="{_n(x2)}" y2="{_n(y2)}" stroke="{stroke}" '
                   f'stroke-width="{width}"{d} stroke-linecap="round"><title>{escape(LOCATIONS[a].name)} - '
                   f'{escape(LOCATIONS[b].name)}: {LINK_WORDS.get(kind, escape(kind))}</title></line>')
    return "".join(out)


def _anchor(x: float, y: float) -> str:
    """The sea-network mark: a small anchor."""
    return (f'<g transform="translate({_n(x)},{_n(y)})" stroke="#123c66" stroke-width="1.3" fill="none">'
            '<circle cy="-4" r="1.6"/><path d="M0 -2.4V4M-3.5 1.5Q0 6 3.5 1.5M-2 -0.5H2"/></g>')


def _sea_marks(members: frozenset[str]) -> str:
    return "".join(_anchor(POS[lid][0] - 15, POS[lid][1] + 6) for lid in LOCATIONS if lid in members)


def _legend() -> str:
    x, y = project(39.9, -68.6)
    out = [f'<g transform="translate({_n(x)},{_n(y)})">',
           '<rect x="0" y="0" width="196" height="208" rx="6" fill="#fbf8ef" fill-opacity="0.92" stroke="#8a8270"/>',
           '<text class="h2" x="10" y="18">Map</text>']
    row = 34
    for kind in ("road", "river_or_lake", "trail", "land"):
        stroke, width, dash = LINK_STYLE[kind]
        d = f' stroke-dasharray="{dash}"' if dash else ""
        out.append(f'<line x1="10" y1="{row - 4}" x2="40" y2="{row - 4}" stroke="{stroke}" stroke-width="{width}"{d}/>'
                   f'<text class="s" x="48" y="{row}">{LINK_WORDS[kind]}</text>')
        row += 15
    out.append(_anchor(25, row - 5) + f'<text class="s" x="48" y="{row}">sea network (all linked)</text>')
    row += 17
    out.append(f'<rect x="20" y="{row - 10}" width="9" height="9" fill="#777" stroke="#222" stroke-width="0.6"/>'
               f'<text class="s" x="48" y="{row}">village (cube)</text>')
    row += 16
    out.append(f'<circle cx="25" cy="{row - 5}" r="6" fill="#777" stroke="#fff" stroke-width="1.5"/>'
               f'<text class="s" x="48" y="{row}">town (disc)</text>')
    row += 17
    out.append(f'<rect x="17" y="{row - 13}" width="16" height="16" fill="none" stroke="#3a3a3a" stroke-width="2" '
               f'transform="rotate(45 25 {row - 5})"/><text class="s" x="48" y="{row}">fortified</text>')
    row += 17
    out.append(_star(25, row - 5, "#e8b92c") + f'<text class="s" x="48" y="{row}">capital</text>')
    row += 17
    out.append(f'<circle cx="25" cy="{row - 5}" r="8" fill="none" stroke="#555" stroke-width="2.5" '
               f'stroke-dasharray="4 2"/><text class="s" x="48" y="{row}">besieged (S on the track)</text>')
    row += 16
    out.append(f'<text class="xs" x="10" y="{row}">names with points; red British, blue French</text>')
    out.append("</g>")
    return "".join(out)


def _static_map() -> tuple[str, str]:
    """The layers under the pieces (sea, land, water, links) and over them (labels, legend)."""
    under = [
        f'<rect x="{MAP_X}" y="{MAP_Y}" width="{MAP_W}" height="{MAP_H}" fill="{SEA}"/>',
        f'<clipPath id="mapclip"><rect x="{MAP_X}" y="{MAP_Y}" width="{MAP_W}" height="{MAP_H}"/></clipPath>',
        '<g clip-path="url(#mapclip)">',
        f'<path d="{_path(_MAINLAND, True)}" fill="{LAND}" stroke="#9c8f6e" stroke-width="1"/>',
        *(f'<path d="{_path(island, True)}" fill="{LAND}" stroke="#9c8f6e" stroke-width="1"/>' for island in _ISLANDS),
        *(f'<path d="{_path(lake, True)}" fill="{WATER}" stroke="#7fa9c6" stroke-width="0.8"/>' for lake in _LAKES),
        *(f'<path d="{_path(points, False)}" fill="none" stroke="{WATER}" stroke-width="{w}" stroke-linejoin="round" '
          f'stroke-linecap="round"/>' for w, points in _RIVERS),
        "</g>",
        _links(),
    ]
    over = ["".join(_label(lid) for lid in LOCATIONS), _legend(),
            f'<rect x="{MAP_X}" y="{MAP_Y}" width="{MAP_W}" height="{MAP_H}" fill="none" stroke="#8a8270"/>',
            (f'<text class="xs" x="{MAP_X + 6}" y="{MAP_Y + MAP_H - 6}">places approximate (real geography, '
             'drawn for orientation only)</text>')]
    return "".join(under), "".join(over)


MAP_UNDER, MAP_OVER = _static_map()
SEA_MARKS = {"data": _sea_marks(SEA_BY_DATA), "ship_symbol": _sea_marks(SEA_BY_SYMBOL)}

# -- cards ----------------------------------------------------------------------------------------------------------
ROLE_WORDS = {  # what a card's role does, in words that name no card
    "fortification": ("Ft", "fortify a location"),
    "siege_artillery": ("Art", "heavy guns (costs money to play)"),
    "military_leader": ("Ld", "reinforce a siege as a free action"),
    "home_support": ("HS", "free action: draw 3"),
    "trader": ("Tr", "trade: furs and money"),
    "governor": ("Gv", "send cards back out of the deck"),
    "intendant": ("It", "take a discarded card back"),
    "priest": ("Dn", "demand natives; lengthens a raid"),
}
SYMBOL_LEGEND = ("$ money  Fu fur  Se settler  M military  Sh ship  Bt bateau  Wg wagon  Ax can be ambushed  "
                 "R raid  R+ raid range  Am ambush  bR blocks a raid  bA blocks an ambush  Na native")


# a card's yes/no symbols, in the order they are drawn (the raid symbol goes between the fourth and the fifth):
# (its attribute, short code, words)
FLAGS = (("ship", "Sh", "ship"), ("bateaux", "Bt", "bateau"), ("wagon", "Wg", "wagon"),
         ("ambush_symbol", "Ax", "can be lost to an ambush"), ("ambush", "Am", "ambush"),
         ("block_raid", "bR", "blocks a raid"), ("block_ambush", "bA", "blocks an ambush"), ("native", "Na", "native"))


def symbols(card: Card) -> list[tuple[str, str]]:
    """A card's symbols as (short code, words)."""
    out: list[tuple[str, str]] = []
    if card.money:
        out.append((f"${card.money}", f"{card.money} money"))
    if card.fur:
        out.append(("Fu", "fur"))
    if card.settler:
        out.append(("Se", "settler"))
    if card.military:
        out.append(("M" if card.military == 1 else f"M{card.military}", f"{card.military} military"))
    out += [(code, words) for attr, code, words in FLAGS[:4] if getattr(card, attr)]
    if card.raid == "card":
        out.append(("R", "raid"))
    elif card.raid == "extender":
        out.append(("R+", "lengthens a raid"))
    out += [(code, words) for attr, code, words in FLAGS[4:] if getattr(card, attr)]
    if card.role in ROLE_WORDS:
        out.append(ROLE_WORDS[card.role])
    return out


def _card_name(cid: str) -> str:
    card = CARDS.get(cid)
    return card.name if card else cid


def _card_side(cid: str) -> str:
    card = CARDS.get(cid)
    return card.side if card else "neutral"


def _grouped(cards: Iterable[str]) -> list[tuple[str, list[str]]]:
    """Cards of one name together, in the order each name first appears."""
    groups: dict[str, list[str]] = {}
    for cid in cards:
        groups.setdefault(_card_name(cid), []).append(cid)
    return list(groups.items())


def _width(text: str, size: float) -> float:
    return len(text) * size * 0.6


def _wrap(text: str, chars: int) -> list[str]:
    lines: list[str] = []
    line = ""
    for word in text.split(" "):
        if line and len(line) + 1 + len(word) > chars:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    if line:
        lines.append(line)
    return lines


class _Column:
    """Lines and chips laid out downward in a column; `y` is the next baseline."""

    def __init__(self, out: list[str], x: float, y: float, w: float):
        self.out, self.x, self.y, self.w = out, x, y, w

    def text(self, text: str, cls: str = "t", size: float = 11, indent: float = 0, step: float = 14,
             cards: list[str] | None = None) -> None:
        """Wrapped text; `cards` (the ids it names) go into the first line's data-cards."""
        data = f' data-cards={quoteattr(" ".join(cards))}' if cards else ""
        for line in _wrap(text, max(8, int((self.w - indent) / (size * 0.58)))):
            self.out.append(f'<text class="{cls}" x="{_n(self.x + indent)}" y="{_n(self.y)}"{data}>'
                            f'{escape(line)}</text>')
            self.y += step
            data = ""

    def chips(self, groups: list[tuple[str, list[str]]], costs: bool, empty: str = "none") -> None:
        """One chip per name: the name, how many, the draft cost, the symbols; each chip lists its card ids."""
        if not groups:
            self.text(empty, "s", 10, indent=8)
            return
        x, top = self.x + 8, self.y - 10
        for name, ids in groups:
            card = CARDS.get(ids[0])
            label = name + (f" x{len(ids)}" if len(ids) > 1 else "")
            if costs and card is not None and card.cost:
                label += f" {card.cost}$"
            codes = " ".join(code for code, _ in symbols(card)) if card is not None else ""
            w = _width(label, 10) + (_width(codes, 9) + 6 if codes else 0) + 10
            if x + w > self.x + self.w and x > self.x + 8:
                x, top = self.x + 8, top + 19
            side = _card_side(ids[0])
            words = "; ".join(words for _, words in symbols(card)) if card is not None else ""
            self.out.append(
                f'<g data-cards={quoteattr(" ".join(ids))}><title>{escape(name)}'
                f'{": " + escape(words) if words else ""}</title>'
                f'<rect x="{_n(x)}" y="{_n(top)}" width="{_n(w)}" height="16" rx="3" fill="{LIGHT[side]}" '
                f'stroke="{COLOUR[side]}" stroke-width="0.8"/>'
                f'<text class="s" x="{_n(x + 5)}" y="{_n(top + 12)}">{escape(label)}'
                + (f'<tspan class="xs" fill="#555"> {escape(codes)}</tspan>' if codes else "")
                + "</text></g>")
            x += w + 5
        self.y = top + 16 + 16


def _names(cards: list[str]) -> str:
    return ", ".join(name + (f" x{len(ids)}" if len(ids) > 1 else "") for name, ids in _grouped(cards)) or "none"


# -- the picture ----------------------------------------------------------------------------------------------------
def _count(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def _title(seat: str) -> str:
    return seat[:1].upper() + seat[1:]


def _locations(view: Json, out: list[str]) -> None:
    board: dict[str, Any] = view.get("board") or {}
    besieged = {sg.get("location"): attacker for attacker, sg in (view.get("sieges") or {}).items()}
    for lid, loc in LOCATIONS.items():
        x, y = POS[lid]
        spot = board.get(lid) or {}
        owner, piece, fort = spot.get("owner"), spot.get("piece"), bool(spot.get("fortified"))
        words = [f"{loc.name}: {_count(loc.vp, 'point')}"]
        if lid in _CAPITAL_OF:
            words.append(f"{_title(_CAPITAL_OF[lid])} capital")
        if owner:
            words.append(f"{_title(owner)} {PIECE_NAME.get(piece or '', piece or '')}")
        else:
            words.append("empty")
        if fort:
            words.append("fortified")
        if lid in besieged:
            words.append(f"besieged by the {_title(besieged[lid])}")
        if loc.settler:
            words.append("settling needs a settler")
        g = [f'<g id="loc-{lid}" data-owner="{escape(owner or "")}"><title>{escape("; ".join(words))}</title>']
        if fort:
            g.append(f'<rect x="{_n(x - 9)}" y="{_n(y - 9)}" width="18" height="18" fill="#fbf8ef" stroke="#3a3a3a" '
                     f'stroke-width="2.2" transform="rotate(45 {_n(x)} {_n(y)})"/>')
        if owner in COLOUR:
            g.append(f'<circle cx="{_n(x)}" cy="{_n(y)}" r="9" fill="{LIGHT[owner]}" stroke="{COLOUR[owner]}" '
                     'stroke-width="2"/>')
            if piece == "disc":
                g.append(f'<circle cx="{_n(x)}" cy="{_n(y)}" r="6" fill="{COLOUR[owner]}" stroke="#fff" '
                         'stroke-width="1.5"/>')
            else:
                g.append(f'<rect x="{_n(x - 4.5)}" y="{_n(y - 4.5)}" width="9" height="9" fill="{COLOUR[owner]}" '
                         'stroke="#222" stroke-width="0.6"/>')
        else:
            g.append(f'<circle cx="{_n(x)}" cy="{_n(y)}" r="7" fill="#fffdf5" stroke="#4a4a4a" stroke-width="1.2"/>')
        g.append("</g>")
        out.append("".join(g))


def _siege_marks(view: Json, out: list[str]) -> None:
    """Over the labels: the ring and the track's value at each besieged location."""
    for attacker in SEATS:
        sg = (view.get("sieges") or {}).get(attacker)
        if not sg or sg.get("location") not in POS:
            continue
        x, y = POS[sg["location"]]
        colour = COLOUR[attacker]
        value = int(sg.get("value") or 0)
        out.append(f'<g data-siege="{attacker}"><circle cx="{_n(x)}" cy="{_n(y)}" r="16" fill="none" stroke="{colour}" '
                   f'stroke-width="3" stroke-dasharray="5 3"/><rect x="{_n(x - 30)}" y="{_n(y + 19)}" width="60" height="14" '
                   f'rx="3" fill="#fff" stroke="{colour}"/><text class="sg" x="{_n(x)}" y="{_n(y + 30)}" '
                   f'fill="{colour}" text-anchor="middle">siege S {value:+d}</text></g>')


def _seat_block(view: Json, seat: str, col: _Column) -> None:
    p: dict[str, Any] = (view.get("seats") or {}).get(seat) or {}
    out = col.out
    colour = COLOUR[seat]
    top = col.y - 14
    acting = seat in (view.get("to_act") or [])
    out.append(f'<rect x="{col.x}" y="{_n(top)}" width="{col.w}" height="20" rx="4" fill="{colour}"/>'
               f'<text class="w" x="{_n(col.x + 8)}" y="{_n(top + 14)}">{_title(seat)}'
               f'{" (you)" if view.get("seat") == seat else ""}{"  - to act" if acting else ""}</text>'
               f'<text class="w end" x="{_n(col.x + col.w - 8)}" y="{_n(top + 14)}">money {p.get("money", 0)}</text>')
    col.y += 20
    captured = p.get("captured") or {}
    col.text(f"hand {_count(p.get('hand_size', 0), 'card')} · deck {p.get('deck_size', 0)} · discard "
             f"{len(p.get('discard') or [])} · reserve {len(p.get('reserve') or [])}", "t")
    col.text(f"stock: {_count(p.get('cubes', 0), 'cube')}, {_count(p.get('discs', 0), 'disc')} · captured: "
             f"{_count(captured.get('cube', 0), 'cube')}, {_count(captured.get('disc', 0), 'disc')}", "t")
    cap = CAPITAL.get(seat)
    if cap:
        spot = (view.get("board") or {}).get(cap) or {}
        holder = spot.get("owner")
        held = f"{_title(holder)} {PIECE_NAME.get(spot.get('piece') or '', '')}".strip() if holder else "empty"
        col.text(f"capital {LOCATIONS[cap].name}: {held}", "s", 10, step=13)
    reserve, discard = list(p.get("reserve") or []), list(p.get("discard") or [])
    col.text(f"reserve: {_names(reserve)}", "s", 10, step=13, cards=reserve)
    col.text(f"discard pile: {_names(discard)}", "s", 10, step=13, cards=discard)
    col.y += 3
    col.text("available empire cards (to draft):", "s", 10, step=13)
    col.y += 2
    col.chips(_grouped(p.get("available_empire") or []), costs=True)
    locs = list(p.get("available_locations") or [])
    col.text(f"available location cards ({len(locs)}): {_names(locs)}", "s", 10, step=13, cards=locs)
    col.y += 10


def _track(col: _Column, attacker: str, value: int) -> None:
    low, high = SIEGE_TRACK.get(attacker, (-5, 7))
    cell = min(22.0, (col.w - 16) / (high - low + 1))
    out, x0, top = col.out, col.x + 8, col.y - 10
    for i, v in enumerate(range(low, high + 1)):
        fill = LIGHT[attacker] if v >= 2 else LIGHT[OPPONENT[attacker]] if v <= -1 else "#f3f0e6"
        ink = ""
        if v == max(low, min(high, value)):
            fill, ink = COLOUR[attacker], ' fill="#fff"'
        out.append(f'<rect x="{_n(x0 + i * cell)}" y="{_n(top)}" width="{_n(cell - 1)}" height="15" fill="{fill}" '
                   f'stroke="#8a8270" stroke-width="0.6"/><text class="xs mid" x="{_n(x0 + i * cell + cell / 2)}" '
                   f'y="{_n(top + 11)}"{ink}>{v:+d}</text>')
    col.y += 20


def _sieges(view: Json, col: _Column) -> None:
    sieges: dict[str, Any] = view.get("sieges") or {}
    col.text("Sieges", "h2", 13, step=17)
    if not sieges:
        col.text("none", "s", 10, indent=8)
    for attacker in SEATS:
        sg = sieges.get(attacker)
        if not sg:
            continue
        loc = LOCATIONS.get(sg.get("location") or "")
        where = loc.name if loc else str(sg.get("location"))
        value = int(sg.get("value") or 0)
        won = sg.get("won_by")
        col.text(f"{_title(attacker)} track: {_title(attacker)} besiege {where}, S {value:+d}"
                 + (f" - won by the {_title(won)}" if won else " (attacker wins at +2, defender at -1)"), "s", 10,
                 step=14)
        _track(col, attacker, value)
        cards = sg.get("cards") or {}
        for seat in (attacker, OPPONENT[attacker]):
            put = list(cards.get(seat) or [])
            col.text(f"{_title(seat)} cards: {_names(put)}", "s", 10, indent=8, step=13, cards=put)
        col.y += 4


PENDING_WORDS = {
    "raid_block": "may block the raid on {location} by the {by}",
    "ambush_block": "may block the ambush by the {by}",
    "ambush_loss": "gives up a card to the ambush by the {by}",
    "natives_demand": "gives up a native card to the {by}",
    "siege_loss": "chooses a card lost in the siege on the {siege} track",
    "occupy": "may occupy {location} after the {siege} siege{settler}",
    "redraw": "may discard a card and draw one, having won a siege",
    "starting_card": "adds an available empire card to the starting deck",
}


def _pending(view: Json, col: _Column) -> None:
    pending = view.get("pending") or []
    col.text("Pending", "h2", 13, step=17)
    if not pending:
        col.text("no decision pending", "s", 10, indent=8)
    for i, p in enumerate(pending):
        loc = LOCATIONS.get(p.get("location") or "")
        fields = {"location": loc.name if loc else str(p.get("location") or ""),
                  "by": _title(str(p.get("by") or "")), "siege": _title(str(p.get("siege") or "")),
                  "settler": " (needs a settler card)" if p.get("settler_needed") else ""}
        kind = str(p.get("kind") or "")
        words = PENDING_WORDS[kind].format(**fields) if kind in PENDING_WORDS else kind
        col.text(f"{'now: ' if i == 0 else 'then: '}{_title(str(p.get('seat') or ''))} {words}", "s", 10, indent=8,
                 step=13)


def _result(view: Json, col: _Column) -> None:
    result = view.get("result")
    if not result:
        return
    col.y += 4
    winner = result.get("winner")
    col.text(f"Game over ({result.get('reason', '')}): "
             + (f"the {_title(winner)} win" if winner else "no winner"), "h2", 13, step=17)
    scores = result.get("scores") or {}
    for seat in [s for s in SEATS if s in scores] + sorted(s for s in scores if s not in SEATS):
        table = scores[seat]
        if isinstance(table, dict):
            order = [k for k in ("villages", "towns", "captured") if k in table] + sorted(
                k for k in table if k not in ("villages", "towns", "captured", "total"))
            parts = ", ".join(f"{k} {table[k]}" for k in order)
            col.text(f"{_title(seat)}: {table.get('total', '')} points ({parts})", "s", 10, indent=8, step=13)


def _hand_card(out: list[str], cid: str, x: float, y: float, w: float, h: float) -> None:
    card = CARDS.get(cid)
    side = card.side if card else "neutral"
    name = card.name if card else cid
    out.append(f'<g data-card={quoteattr(cid)}><title>{escape(name)}</title>'
               f'<rect x="{_n(x)}" y="{_n(y)}" width="{w}" height="{h}" rx="6" fill="{LIGHT[side]}" '
               f'stroke="{COLOUR[side]}" stroke-width="1.5"/>'
               f'<rect x="{_n(x)}" y="{_n(y)}" width="{w}" height="20" rx="6" fill="{COLOUR[side]}"/>'
               f'<text class="w" x="{_n(x + 7)}" y="{_n(y + 14)}">{escape(name)}</text>')
    if card is not None:
        if card.kind == "location" and card.location in LOCATIONS:
            kind = f"location: {LOCATIONS[card.location].name} ({_count(LOCATIONS[card.location].vp, 'point')})"
        else:
            kind = "empire card" + (f", drafted for {card.cost}$" if card.cost else "")
            if card.play_cost:
                kind += f", play {card.play_cost}$"
        out.append(f'<text class="xs" x="{_n(x + 7)}" y="{_n(y + 32)}">{escape(kind)}</text>')
        sx, sy = x + 7, y + 38
        for code, words in symbols(card):
            bw = max(18.0, _width(code, 9.5) + 6)
            if sx + bw > x + w - 4:
                sx, sy = x + 7, sy + 19
            out.append(f'<g><title>{escape(words)}</title><rect x="{_n(sx)}" y="{_n(sy)}" width="{_n(bw)}" '
                       f'height="16" rx="3" fill="#fff" stroke="{COLOUR[side]}"/><text class="sym" '
                       f'x="{_n(sx + bw / 2)}" y="{_n(sy + 12)}">{escape(code)}</text></g>')
            sx += bw + 4
        ty = sy + 29
        for transport, dests in card.connections.items():
            code = {"ship": "Sh", "bateaux": "Bt", "wagon": "Wg"}.get(transport, transport)
            names = ", ".join(LOCATIONS[d].name if d in LOCATIONS else d for d in dests)
            for i, line in enumerate(_wrap(f"{code} to {names}", int((w - 14) / 5.1))[:3]):
                if ty > y + h - 4:
                    break
                out.append(f'<text class="xs" x="{_n(x + 7 + (10 if i else 0))}" y="{_n(ty)}">{escape(line)}</text>')
                ty += 11
        for code, words in symbols(card):
            if (code, words) in ROLE_WORDS.values() and ty <= y + h - 4:
                out.append(f'<text class="xs" x="{_n(x + 7)}" y="{_n(ty)}">{escape(code)}: {escape(words)}</text>')
                ty += 11
    out.append("</g>")


def _hand(view: Json, out: list[str], top: float) -> float:
    """The seat's own hand under the map (a spectator's view holds none); returns the bottom."""
    seat = view.get("seat")
    if seat not in SEATS:
        out.append(f'<text class="t" x="{MAP_X + 2}" y="{_n(top + 14)}">Spectator\'s view: no hand is shown.</text>')
        return top + 26
    hand: list[str] = ((view.get("seats") or {}).get(seat) or {}).get("hand") or []
    out.append(f'<text class="h2" x="{MAP_X + 2}" y="{_n(top + 14)}">{_title(seat)} hand '
               f'({_count(len(hand), "card")})</text>')
    w, h, gap = 180.0, 104.0, 10.0
    per_row = max(1, int((MAP_W + gap) // (w + gap)))
    y = top + 24
    for i, cid in enumerate(hand):
        row, colno = divmod(i, per_row)
        _hand_card(out, cid, MAP_X + colno * (w + gap), y + row * (h + gap), w, h)
    y += max(1, -(-len(hand) // per_row)) * (h + gap) + 4
    for line in _wrap("symbols: " + SYMBOL_LEGEND, int(MAP_W / 5.1)):
        out.append(f'<text class="xs" x="{MAP_X + 2}" y="{_n(y)}">{escape(line)}</text>')
        y += 12
    return y


def picture(view: Json) -> str:
    """The SVG document of `view` (a seat's or a spectator's, as `views.view` returns it)."""
    out: list[str] = []
    seat = view.get("seat")
    options = view.get("options") or {}
    to_act = view.get("to_act") or []
    active = str(view.get("active") or "")
    head = f"A Few Acres of Snow · turn {view.get('turn', '')}"
    if view.get("phase") == "over" or view.get("result"):
        status = "game over"
    else:
        left = view.get("actions_left", 0)
        status = f"{_title(active)} to play, {left} action{'' if left == 1 else 's'} left"
        if view.get("phase") == "after_draw":
            status += " (after the draw)"
        waiting = [s for s in to_act if s != active]
        if waiting:
            status += f"; the {', '.join(_title(s) for s in waiting)} must answer first"
    edition = str(options.get("edition") or "")
    who = f"{_title(seat)}'s view" if seat in SEATS else "spectator's view"
    out.append(f'<rect x="0" y="0" width="{WIDTH}" height="44" fill="#3d3526"/>'
               f'<text class="h1" x="14" y="28" fill="#fbf8ef" style="fill:#fbf8ef">{escape(head)}</text>'
               f'<text class="t" x="330" y="27" style="fill:#f0e2b6">{escape(status)}</text>'
               f'<text class="t end" x="{WIDTH - 14}" y="27" style="fill:#d8ceb6">{escape(who)}'
               f'{" · " + escape(edition) + " edition" if edition else ""}</text>')
    out.append(MAP_UNDER)
    out.append(SEA_MARKS.get(str(options.get("sea_network") or "data"), SEA_MARKS["data"]))
    _locations(view, out)
    out.append(MAP_OVER)
    _siege_marks(view, out)

    col = _Column(out, PANEL_X, MAP_Y + 16, PANEL_W)
    for s in SEATS:
        _seat_block(view, s, col)
    col.text("Table", "h2", 13, step=17)
    col.text(f"fort discs in stock: {view.get('fortifications_in_stock', 0)}", "s", 10, indent=8, step=13)
    col.text("neutral cards on display:", "s", 10, indent=8, step=15)
    col.chips(_grouped(view.get("neutral_display") or []), costs=True)
    _sieges(view, col)
    _pending(view, col)
    _result(view, col)

    height = round(max(_hand(view, out, MAP_Y + MAP_H + 8), col.y) + 6)
    return ('<?xml version="1.0" encoding="UTF-8"?>\n'
            f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {height}" width="{WIDTH}" '
            f'height="{height}">{STYLE}<rect width="{WIDTH}" height="{height}" fill="{PAPER}"/>'
            + "".join(out) + "</svg>\n")
