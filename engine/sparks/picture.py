"""A picture of The First Sparks: `picture(view)` draws the table a view shows as one standalone SVG document.

It reads the view and nothing else (no state, no I/O, no clock, no randomness), so it can show only what the
view's seat may see: a Fire owner's hidden food is drawn as "hidden", the deck as its size and the cards known
in it, the face-down tiles as a count. Dicts are walked in sorted order, so equal views give the same bytes.

The hexes come from the view's board alone: each laid tile's hex 0 (`layout`) and its shape as it lies
(`shapes`: the edge hex 1 lies across, the two edges of its hex each space owns). A tile still to lay has no
shape in the view and is not drawn.

Coordinates: axial, pointy-top (board.py); edge k of a hex faces DIRECTIONS[k] (0 east, counter-clockwise),
and vertex j lies at 60j - 30 degrees, so edge k runs from vertex k to vertex k + 1.
"""
from __future__ import annotations

import json
import math
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from typing import Any
from xml.sax.saxutils import escape

from ..core import Json
from .board import DIRECTIONS

Cell = tuple[int, int]
Point = tuple[float, float]

WIDTH = 1280
BOARD_W, BOARD_H = 640, 600  # the board's box, left
PANEL_X, PANEL_W = 670, 600  # the panel of the table, right
MAX_R = 84.0  # hex radius (centre to vertex) at most

SEAT_ORDER = ("red", "blue", "yellow", "green", "purple", "white")  # state.SEAT_NAMES
NEUTRAL = "neutral"
CLAN_FILL = {"red": "#d7263d", "blue": "#1b65c9", "yellow": "#f4d03f", "green": "#1e9e46", "purple": "#8e44ad",
             "white": "#fafafa", NEUTRAL: "#8a8a8a"}
OTHER_FILLS = ("#e67e22", "#16a085", "#34495e", "#c0392b", "#7f8c8d", "#2c3e50")  # seats of other names
AREA_FILL = {"berry_bush": "#cf97c9", "lake": "#8cc4ea", "forest": "#86b96f", "valley": "#e6cf8b"}
AREA_NAME = {"berry_bush": "berry bush", "lake": "lake", "forest": "forest", "valley": "valley"}
AREA_FOOD = {"berry_bush": "berries", "lake": "fish", "forest": "bear", "valley": "mammoth"}  # data.AREA_FOOD
FOOD_FILL = {"field": "#e3f1c4", "berries": "#ecc8e8", "fish": "#cfe6f7", "bear": "#d6e8cc", "mammoth": "#f3e6bd"}
FOOD_VALUE = {"field": 1, "berries": 2, "fish": 3, "bear": 3, "mammoth": 4}  # state.VALUE
KNOWLEDGE_FILL = "#e4e0f2"
MOUNTAIN = "#5a3b1c"
PHASES = {
    "lay_tiles": "Setup: laying the tiles", "place_neutral": "Placement: the neutral member",
    "place_first": "Placement round: first members", "place_second": "Placement round: second members",
    "buy": "Phase 1: buying technology", "hunt": "Phase 2: hunting and feeding",
    "grow_neutral": "Phase 3: the neutral clan grows", "expand": "Phase 3: expansion", "over": "Game over",
}
DECISIONS = {"keep_or_box": "keep or box the card", "discard_tool": "discard a tool",
             "remove_members": "remove members"}
STYLE = (
    "text{font-family:'DejaVu Sans',Verdana,Arial,sans-serif;font-size:12px;fill:#1a1a1a}"
    ".h{font-size:15px;font-weight:bold}.b{font-weight:bold}.s{font-size:10.5px}.xs{font-size:9px}"
    ".m{fill:#555}.c{text-anchor:middle}.r{text-anchor:end}"
    ".sp{stroke:#ffffff;stroke-width:1.2;stroke-opacity:.75}.hx{fill:none;stroke:#2a2a2a;stroke-width:2.2}"
    ".jn{stroke:#f4f4f4;stroke-width:1.6;stroke-dasharray:5 4}"
    ".mt{stroke:#5a3b1c;stroke-width:5.5;stroke-linecap:round}.mw{stroke:#fff;stroke-width:8.5;stroke-linecap:round}"
    ".mb{stroke:#111;stroke-width:1.2}.card{stroke:#666;stroke-width:1}.box{fill:#f7f5ef;stroke:#c9c3b3}"
)


def picture(view: Json) -> str:
    """The table a view of The First Sparks shows (any seat's or a spectator's), as a standalone SVG document.

    Pure and deterministic: the same view (as a value: the order of its keys does not matter) gives the same
    text, drawn from the view alone."""
    cards = {c["number"]: c for c in view["pack"]["cards"] if isinstance(c, dict) and "number" in c}
    seats = _seats(view)
    colours = _colours(seats, view["clans"])
    svg = _Svg()
    y = _header(svg, view, colours)
    board_bottom = _board(svg, view, colours, y)
    panel_bottom = _panel(svg, view, cards, seats, colours, y)
    height = math.ceil(max(board_bottom, panel_bottom) + 14)
    head = (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {height}" width="{WIDTH}" '
            f'height="{height}"><title>{_t(_title(view))}</title><style>{STYLE}</style>'
            f'<rect width="{WIDTH}" height="{height}" fill="#fdfcf8"/>')
    return head + "".join(svg.out) + "</svg>"


# -- writing ---------------------------------------------------------------------------------------------------
class _Svg:
    def __init__(self) -> None:
        self.out: list[str] = []

    def add(self, text: str) -> None:
        self.out.append(text)

    def text(self, x: float, y: float, content: str, cls: str = "", extra: str = "") -> None:
        c = f' class="{cls}"' if cls else ""
        self.out.append(f'<text x="{_n(x)}" y="{_n(y)}"{c}{extra}>{_t(content)}</text>')

    def rect(self, x: float, y: float, w: float, h: float, fill: str, cls: str = "", rx: float = 4,
             extra: str = "") -> None:
        c = f' class="{cls}"' if cls else ""
        self.out.append(f'<rect x="{_n(x)}" y="{_n(y)}" width="{_n(w)}" height="{_n(h)}" rx="{_n(rx)}" '
                        f'fill="{fill}"{c}{extra}/>')

    def disc(self, x: float, y: float, r: float, fill: str, extra: str = "") -> None:
        self.out.append(f'<circle cx="{_n(x)}" cy="{_n(y)}" r="{_n(r)}" fill="{fill}" class="mb"{extra}/>')


def _t(value: Any) -> str:
    return escape(str(value))


def _a(value: Any) -> str:
    """An attribute's value, quoted."""
    return '"' + escape(str(value), {'"': "&quot;"}) + '"'


def _n(x: float) -> str:
    """A coordinate, short and exact enough: one decimal, no trailing zero."""
    text = f"{x:.1f}"
    return text.removesuffix(".0")


def _card(n: Any) -> str:
    return "reshuffle card" if n is None else f"#{n}"


def _wrap(text: str, width: int) -> list[str]:
    lines: list[str] = []
    line = ""
    for word in text.split():
        if line and len(line) + 1 + len(word) > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    return [*lines, line] if line else lines


def _names(seats: Iterable[Any]) -> str:
    return ", ".join(str(s) for s in seats) or "none"


# -- who is who ------------------------------------------------------------------------------------------------
def _seat_key(seat: str) -> tuple[int, str]:
    return (SEAT_ORDER.index(seat) if seat in SEAT_ORDER else len(SEAT_ORDER), seat)


def _seats(view: Json) -> list[str]:
    """The seats in turn order (the placement round has none yet: seat order)."""
    players = sorted(view["players"], key=_seat_key)
    order = [s for s in view["order"] if s in view["players"]]
    return order + [s for s in players if s not in order]


def _colours(seats: list[str], clans: Json) -> dict[str, str]:
    out = dict(CLAN_FILL)
    others = sorted({*seats, *clans} - set(CLAN_FILL), key=_seat_key)
    for i, name in enumerate(others):
        out[name] = OTHER_FILLS[i % len(OTHER_FILLS)]
    return out


def _title(view: Json) -> str:
    who = "spectator" if view.get("seat") is None else f"seat {view['seat']}"
    return f"The First Sparks, round {view['round']}, {view['phase']} ({who}'s view)"


# -- the header ------------------------------------------------------------------------------------------------
def _header(svg: _Svg, view: Json, colours: dict[str, str]) -> float:
    svg.text(16, 28, "Power Grid: The First Sparks", "h")
    who = "spectator's view" if view.get("seat") is None else f"{view['seat']}'s view"
    svg.text(WIDTH - 16, 28, who, "r b")
    phase = PHASES.get(view["phase"], str(view["phase"]))
    status = f"Round {view['round']}  ·  {phase}  ·  Stage {view['stage']}"
    svg.text(16, 50, status, "b")
    to_act = view["to_act"]
    x = 16 + 7.2 * len(status) + 24
    svg.text(x, 50, "to act:" if to_act else "nobody to act", "m")
    x += 50
    for seat in to_act:
        svg.disc(x + 6, 46, 6, colours.get(seat, "#999"))
        svg.text(x + 16, 50, seat, "b")
        x += 26 + 7.5 * len(str(seat))
    options = view.get("options", {})
    pack = view["pack"]
    line = (f"pack {pack['name']} ({str(pack['hash'])[:12]}…)  ·  board {options.get('board', '?')}"
            f"{' (given layout)' if 'layout' in options else ''}  ·  tile pool {options.get('tile_pool', '?')}"
            f"  ·  plough bonus {pack.get('plough_bonus_per_field', '?')} per field")
    svg.text(16, 68, line, "s m")
    y = 78.0
    if pack.get("provisional"):
        note = _wrap(str(pack.get("note") or "The pack's values are provisional."), 175)
        h = 24 + 14 * len(note)
        svg.rect(16, y, WIDTH - 32, h, "#fff1d6", extra=' stroke="#e08a00" stroke-width="2" data-provisional="true"')
        svg.text(28, y + 17, "PROVISIONAL DATA PACK: these card and tile values are invented, not the printed ones",
                 "b", ' style="fill:#a35a00"')
        for i, text in enumerate(note):
            svg.text(28, y + 33 + 14 * i, text, "s")
        y += h + 8
    return y + 6


# -- the board -------------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class _Geometry:
    cells: dict[str, Cell]  # area -> hex
    edges: dict[str, tuple[int, ...]]  # space -> the board edges of its hex it owns, counter-clockwise
    mountains: tuple[tuple[str, str], ...]
    joins: tuple[tuple[str, int], ...]  # (hex 0 area, the edge hex 1 lies across) of each tile


def _centre(cell: Cell) -> Point:
    q, r = cell
    return math.sqrt(3) * (q + r / 2), 1.5 * r


def _vertex(c: Point, j: int, r: float) -> Point:
    angle = math.radians(60 * j - 30)
    return c[0] + r * math.cos(angle), c[1] - r * math.sin(angle)


def _direction(a: Cell, b: Cell) -> int | None:
    d = (b[0] - a[0], b[1] - a[1])
    return DIRECTIONS.index(d) if d in DIRECTIONS else None


def _geometry(board: Json) -> _Geometry:
    """The laid tiles as the view's board shows them: hex 0 where the layout puts it, hex 1 across the shape's
    join, each space on the edges its shape gives."""
    cells: dict[str, Cell] = {}
    edges: dict[str, tuple[int, ...]] = {}
    joins: list[tuple[str, int]] = []
    shapes: dict[str, Json] = board.get("shapes", {})
    for p in board["layout"]:
        tile, at = p["tile"], (p["q"], p["r"])
        cells[f"{tile}.0"] = at
        shape = shapes.get(tile)
        if shape is None:
            continue
        k = shape["join"]
        cells[f"{tile}.1"] = (at[0] + DIRECTIONS[k][0], at[1] + DIRECTIONS[k][1])
        joins.append((f"{tile}.0", k))
        edges.update((sp, tuple(es)) for sp, es in shape["edges"].items() if es)
    spaces: dict[str, Json] = board["spaces"]
    mountains = sorted({(a, b) if a < b else (b, a) for a, info in spaces.items() for b in info["mountain"]})
    return _Geometry(cells, edges, tuple(mountains), tuple(joins))


@dataclass(frozen=True)
class _Drawn:
    svg: str
    anchors: dict[str, tuple[Point, float]]  # space -> where its members stand, and the bisector's angle
    radius: float
    bottom: float


@lru_cache(maxsize=64)
def _board_layer(board_text: str, top: float) -> _Drawn:
    """The tiles, spaces, mountains and labels: everything of the board but the clans (cached per board)."""
    board = json.loads(board_text)
    geo = _geometry(board)
    areas: dict[str, str] = board["areas"]
    if not geo.cells:
        return _Drawn("", {}, MAX_R, top + 40)
    unit = {a: _centre(c) for a, c in geo.cells.items()}
    xs = [x for x, _ in unit.values()]
    ys = [y for _, y in unit.values()]
    width = max(xs) - min(xs) + math.sqrt(3)
    height = max(ys) - min(ys) + 2
    r = min(MAX_R, BOARD_W / width, BOARD_H / height)
    ox = 16 + (BOARD_W - width * r) / 2 - (min(xs) - math.sqrt(3) / 2) * r
    oy = top + 8 - (min(ys) - 1) * r
    centre = {a: (ox + x * r, oy + y * r) for a, (x, y) in unit.items()}
    out: list[str] = []
    anchors: dict[str, tuple[Point, float]] = {}
    labels: list[str] = []
    for area in sorted(geo.cells):
        c = centre[area]
        fill = AREA_FILL.get(areas.get(area, ""), "#dddddd")
        own = sorted(s for s in geo.edges if s.rsplit(".", 1)[0] == area)
        out.append(f'<g data-area={_a(area)} data-type={_a(areas.get(area, "?"))}>')
        for sp in own:
            es = geo.edges[sp]
            first = es[0]  # a run of neighbouring edges, counter-clockwise: from vertex first to first + len
            pts = [c] + [_vertex(c, j, r) for j in range(first, first + len(es) + 1)]
            out.append(f'<polygon points="{_points(pts)}" fill="{fill}" class="sp" data-space={_a(sp)}/>')
            mid = 60 * (first + len(es) / 2) - 30  # the bisector: the middle vertex of its run
            angle = math.radians(mid)
            anchors[sp] = ((c[0] + 0.46 * r * math.cos(angle), c[1] - 0.46 * r * math.sin(angle)), mid)
            lx, ly = c[0] + 0.75 * r * math.cos(angle), c[1] - 0.75 * r * math.sin(angle)
            labels.append(f'<text x="{_n(lx)}" y="{_n(ly + 3)}" class="xs c">{_t(sp)}</text>')
        out.append(f'<polygon points="{_points([_vertex(c, j, r) for j in range(6)])}" class="hx"/></g>')
        w = max(26, 7 * len(area) + 6)
        labels.append(f'<rect x="{_n(c[0] - w / 2)}" y="{_n(c[1] - 7)}" width="{w}" height="14" rx="3" '
                      f'fill="#ffffff" fill-opacity=".8"/><text x="{_n(c[0])}" y="{_n(c[1] + 4)}" '
                      f'class="s b c">{_t(area)}</text>')
    for a0, k in geo.joins:  # the edge inside a tile: its two hexes are one piece
        p, q = _vertex(centre[a0], k, r), _vertex(centre[a0], k + 1, r)
        out.append(f'<line x1="{_n(p[0])}" y1="{_n(p[1])}" x2="{_n(q[0])}" y2="{_n(q[1])}" class="jn"/>')
    for a, b in geo.mountains:
        seg = _mountain(geo, centre, r, a, b)
        if seg is not None:
            (x1, y1), (x2, y2) = seg
            line = f'x1="{_n(x1)}" y1="{_n(y1)}" x2="{_n(x2)}" y2="{_n(y2)}"'
            out.append(f'<g data-mountain={_a(a + " " + b)}><line {line} class="mw"/><line {line} class="mt"/></g>')
    out.extend(labels)
    bottom = oy + (max(ys) + 1) * r
    return _Drawn("".join(out), anchors, r, bottom)


def _points(pts: list[Point]) -> str:
    return " ".join(f"{_n(x)},{_n(y)}" for x, y in pts)


def _mountain(geo: _Geometry, centre: dict[str, Point], r: float, a: str, b: str) -> tuple[Point, Point] | None:
    """The border a mountain lies on: the radius two spaces of one hex share, or the edge between two hexes."""
    area_a, area_b = a.rsplit(".", 1)[0], b.rsplit(".", 1)[0]
    if area_a not in centre or area_b not in centre or a not in geo.edges or b not in geo.edges:
        return None
    c = centre[area_a]
    if area_a == area_b:
        ea, eb = set(geo.edges[a]), set(geo.edges[b])
        for k in range(6):
            if (k in ea and (k + 1) % 6 in eb) or (k in eb and (k + 1) % 6 in ea):
                return c, _vertex(c, k + 1, r)
        return None
    side = _direction(geo.cells[area_a], geo.cells[area_b])
    if side is None:
        return None
    return _vertex(c, side, r), _vertex(c, side + 1, r)


def _board(svg: _Svg, view: Json, colours: dict[str, str], top: float) -> float:
    board = view["board"]
    text = json.dumps(board, sort_keys=True, separators=(",", ":"))
    drawn = _board_layer(text, top)
    svg.add(drawn.svg)
    _members(svg, view, colours, drawn)
    return _legend(svg, view, colours, drawn.bottom + 10)


def _members(svg: _Svg, view: Json, colours: dict[str, str], drawn: _Drawn) -> None:
    """The clan members: one disc per member, those sharing a space side by side across its bisector."""
    at: dict[str, list[str]] = {}
    for clan in sorted(view["clans"], key=_seat_key):
        for sp in view["clans"][clan]["members"]:
            at.setdefault(sp, []).append(clan)
    size = max(5.0, drawn.radius * 0.12)
    for sp in sorted(at):
        anchor = drawn.anchors.get(sp)
        if anchor is None:
            continue
        (x, y), mid = anchor
        across = math.radians(mid + 90)
        dx, dy = math.cos(across), -math.sin(across)
        here = at[sp]
        for i, clan in enumerate(here):
            shift = (i - (len(here) - 1) / 2) * size * 2.1
            extra = f' data-clan={_a(clan)} data-space={_a(sp)}'
            if clan == NEUTRAL:
                extra += ' stroke-dasharray="2 1.5"'
            svg.disc(x + dx * shift, y + dy * shift, size, colours.get(clan, "#999"), extra)


def _legend(svg: _Svg, view: Json, colours: dict[str, str], y: float) -> float:
    svg.add(f'<rect x="16" y="{_n(y)}" width="{BOARD_W}" height="106" rx="6" class="box"/>')
    svg.text(26, y + 18, "Legend", "b")
    x = 90.0
    for kind in ("berry_bush", "lake", "forest", "valley"):
        svg.rect(x, y + 8, 16, 14, AREA_FILL[kind], rx=2, extra=' stroke="#2a2a2a"')
        label = f"{AREA_NAME[kind]} ({AREA_FOOD[kind]})"
        svg.text(x + 21, y + 19, label, "s")
        x += 34 + 6.2 * len(label)
    y2 = y + 40
    svg.add(f'<line x1="26" y1="{_n(y2 - 4)}" x2="56" y2="{_n(y2 - 4)}" class="mw"/>'
            f'<line x1="26" y1="{_n(y2 - 4)}" x2="56" y2="{_n(y2 - 4)}" class="mt"/>')
    svg.text(64, y2, "mountain (expanding across costs more)", "s")
    svg.add(f'<line x1="330" y1="{_n(y2 - 4)}" x2="360" y2="{_n(y2 - 4)}" stroke="#2a2a2a" stroke-width="6"/>'
            f'<line x1="330" y1="{_n(y2 - 4)}" x2="360" y2="{_n(y2 - 4)}" class="jn"/>')
    svg.text(368, y2, "the two hexes of one tile", "s")
    y3 = y + 64
    x = 26.0
    for clan in [*_seats(view), *sorted((c for c in view["clans"] if c not in view["players"]), key=_seat_key)]:
        extra = ' stroke-dasharray="2 1.5"' if clan == NEUTRAL else ""
        svg.disc(x + 6, y3 - 4, 6, colours.get(clan, "#999"), extra)
        label = f"{clan} clan" if clan == NEUTRAL else str(clan)
        svg.text(x + 16, y3, label, "s")
        x += 30 + 6.5 * len(label)
    svg.text(26, y + 84, "Space ids are tile.hex.space (A.1.2), area ids tile.hex (A.1). A disc is one clan member on "
             "a space.", "xs m")
    svg.text(26, y + 98, "Tool yields: 4+:2 = it takes 2 tokens when its harvest space holds 4 or more (+1 per "
             "area of its type bordered after the first).", "xs m")
    return y + 106


# -- the panel -------------------------------------------------------------------------------------------------
def _panel(svg: _Svg, view: Json, cards: dict[int, Json], seats: list[str], colours: dict[str, str],
           top: float) -> float:
    x0 = PANEL_X
    y = _order_track(svg, view, seats, colours, x0, top)
    y = _clans(svg, view, cards, seats, colours, x0, y + 8)
    y = _market(svg, view, cards, x0, y + 8)
    y = _supply(svg, view, x0, y + 8)
    return _table_notes(svg, view, x0, y + 8)


def _section(svg: _Svg, x: float, y: float, h: float, title: str) -> None:
    svg.add(f'<rect x="{_n(x)}" y="{_n(y)}" width="{PANEL_W}" height="{_n(h)}" rx="6" class="box"/>')
    svg.text(x + 10, y + 17, title, "b")


def _order_track(svg: _Svg, view: Json, seats: list[str], colours: dict[str, str], x0: float, y: float) -> float:
    order = list(view["order"])
    queue, done, to_act = list(view["queue"]), set(view["done"]), set(view["to_act"])
    lines = [f"Still to act in this step: {_names(queue)}" if queue else ""]
    if done:
        lines.append(f"Bought or passed this phase: {_names(s for s in order if s in done)}"
                     + (f" (also {_names(sorted(done - set(order)))})" if done - set(order) else ""))
    lines = [t for t in lines if t]
    h = 62 + 15 * len(lines)
    _section(svg, x0, y, h, "Turn order track")
    if not order:
        svg.text(x0 + 130, y + 17, "not set yet (set after the placement round)", "s m")
    slot = min(96.0, (PANEL_W - 20) / max(1, len(order)))
    for i, seat in enumerate(order):
        sx = x0 + 10 + i * slot
        border = ' stroke="#111" stroke-width="2.5"' if seat in to_act else ' stroke="#b8b09c"'
        svg.rect(sx, y + 24, slot - 6, 30, "#ffffff", extra=f"{border} data-order={_a(seat)}")
        svg.text(sx + 8, y + 44, str(i + 1), "b")
        svg.disc(sx + 27, y + 39, 7, colours.get(seat, "#999"))
        mark = "  ▶" if seat in to_act else ("  ✓" if seat in done else "")
        svg.text(sx + 38, y + 43, f"{seat}{mark}", "s")
    for i, text in enumerate(lines):
        svg.text(x0 + 10, y + 70 + 15 * i, text, "s")
    return y + h


def _card_lines(card: Json | None, n: Any) -> tuple[str, str]:
    """A card's name and what it gives, from the values printed on it (the view's catalogue)."""
    if card is None:
        return "?", ""
    kind = card.get("kind")
    if kind == "knowledge":
        return str(card.get("knowledge", "?")).replace("_", " "), "knowledge"
    value = card.get("yield") or {}
    if "fixed" in value:
        return str(kind), f"+{value['fixed']} field crop{'s' if value['fixed'] != 1 else ''}"
    return f"{card.get('food', '?')} {kind}", " ".join(f"{low}+:{take}" for low, take in value.get("table", []))


def _card_fill(card: Json | None) -> str:
    if card is None:
        return "#eeeeee"
    if card.get("kind") == "knowledge":
        return KNOWLEDGE_FILL
    return FOOD_FILL.get(str(card.get("food")), "#eeeeee")


def _chip(svg: _Svg, x: float, y: float, w: float, n: int, card: Json | None) -> None:
    """An owned card, small: its number and name, then what it gives."""
    name, gives = _card_lines(card, n)
    svg.rect(x, y, w, 32, _card_fill(card), "card", rx=3, extra=f" data-card={_a(n)}")
    short = name if len(name) <= (w - 28) / 5.4 else name.split()[0]
    svg.add(f'<text x="{_n(x + 4)}" y="{_n(y + 12)}" class="xs"><tspan class="b">#{_t(n)}</tspan> {_t(short)}</text>')
    svg.text(x + 4, y + 26, gives, "xs")


def _clans(svg: _Svg, view: Json, cards: dict[int, Json], seats: list[str], colours: dict[str, str],
           x0: float, y: float) -> float:
    per = 70
    others = sorted((c for c in view["clans"] if c not in view["players"]), key=_seat_key)
    h = 28 + per * len(seats) + 22 * len(others)
    _section(svg, x0, y, h, "Clans: members, food, tools and knowledge")
    to_act = set(view["to_act"])
    yy = y + 26
    for seat in seats:
        p = view["players"][seat]
        clan = view["clans"].get(seat, {"members": [], "size": 0})
        svg.add(f"<g data-seat={_a(seat)}>")
        svg.disc(x0 + 18, yy + 9, 8, colours.get(seat, "#999"))
        you = " (you)" if seat == view.get("seat") else ""
        svg.text(x0 + 32, yy + 13, f"{seat}{you}{'  ▶ to act' if seat in to_act else ''}", "b")
        food = "hidden (Fire)" if p.get("food_hidden") or p.get("food") is None else str(p["food"])
        owned = list(p["cards"])
        tools = [n for n in owned if cards.get(n, {}).get("kind") != "knowledge"]
        knows = [n for n in owned if cards.get(n, {}).get("kind") == "knowledge"]
        facts = (f"clan size {clan['size']}  ·  food {food}  ·  herbs #{p['herbs']}  ·  "
                 f"tools {len(tools)}/{p['tool_limit']}  ·  knowledge {len(knows)}")
        svg.text(x0 + 590, yy + 13, facts, "s r")
        w = min(112.0, (PANEL_W - 20) / max(5, len(owned)) - 4)
        for i, n in enumerate([*tools, *knows]):
            _chip(svg, x0 + 12 + i * (w + 4), yy + 22, w, n, cards.get(n))
        if not owned:
            svg.text(x0 + 14, yy + 40, "no cards", "s m")
        svg.add("</g>")
        yy += per
    for clan in others:
        members = view["clans"][clan]
        svg.disc(x0 + 18, yy + 8, 8, colours.get(clan, "#999"), ' stroke-dasharray="2 1.5"')
        svg.text(x0 + 32, yy + 12, f"{clan} clan: size {members['size']} (played by no one, FS-2P-6)", "b")
        yy += 22
    return y + h


def _market(svg: _Svg, view: Json, cards: dict[int, Json], x0: float, y: float) -> float:
    market = view["market"]
    rows: list[tuple[str, list[Any]]] = [("current (for sale)", list(market["current"])),
                                         ("future", list(market["future"]))]
    if market.get("reshuffle_card"):
        rows.append(("also in the market", [None]))
    per_row = 4 if all(len(items) <= 4 for _, items in rows) else 5
    w, ch = (PANEL_W - 20 - 4 * (per_row - 1)) / per_row, 58.0
    lines = sum(max(1, -(-len(items) // per_row)) for _, items in rows)
    h = 26 + lines * (ch + 20)
    _section(svg, x0, y, h, f"Market (stage {view['stage']})")
    if market.get("bonus") is not None:
        svg.text(x0 + 150, y + 17, f"bonus field crop on {_card(market['bonus'])}", "s")
    yy = y + 24
    for title, items in rows:
        svg.text(x0 + 10, yy + 12, title, "s m")
        if not items:
            svg.text(x0 + 130, yy + 12, "empty", "s m")
        for i, n in enumerate(items):
            cx = x0 + 10 + (i % per_row) * (w + 4)
            cy = yy + 16 + (i // per_row) * (ch + 20)
            _market_card(svg, cx, cy, w, ch, n, cards.get(n) if n is not None else None, n == market.get("bonus"))
        yy += max(1, -(-len(items) // per_row)) * (ch + 20)
    return y + h


def _market_card(svg: _Svg, x: float, y: float, w: float, h: float, n: Any, card: Json | None, bonus: bool) -> None:
    if n is None:
        svg.rect(x, y, w, h, "#fbe3e3", "card", rx=4, extra=' data-card="reshuffle"')
        svg.text(x + w / 2, y + 24, "Reshuffle card", "s b c")
        svg.text(x + w / 2, y + 40, "(stage change)", "xs c")
        return
    name, gives = _card_lines(card, n)
    extra = f" data-card={_a(n)}" + (' stroke="#2e7d32" stroke-width="3"' if bonus else "")
    svg.rect(x, y, w, h, _card_fill(card), "card", rx=4, extra=extra)
    svg.text(x + 6, y + 16, f"#{n}", "h")
    price = "?" if card is None else card.get("price", "?")
    svg.text(x + w - 6, y + 15, f"price {price}", "s r")
    svg.text(x + 6, y + 32, name, "s b")
    if bonus:
        svg.rect(x + w - 44, y + 22, 40, 14, "#2e7d32", rx=3)
        svg.text(x + w - 24, y + 32, "bonus", "xs b c", ' style="fill:#fff"')
    svg.text(x + 6, y + 48, gives, "s" if len(gives) <= (w - 12) / 6.2 else "xs")


def _supply(svg: _Svg, view: Json, x0: float, y: float) -> float:
    harvest = view["harvest"]
    h = 66
    _section(svg, x0, y, h, "Food supply (harvest spaces)")
    w = (PANEL_W - 20 - 16) / 5
    for i, food in enumerate(("field", "berries", "fish", "bear", "mammoth")):
        x = x0 + 10 + i * (w + 4)
        left = harvest.get(food)
        count = "unlimited" if left == "unlimited" else f"{left} token{'s' if left != 1 else ''}"
        svg.rect(x, y + 24, w, 34, FOOD_FILL[food], "card", rx=4, extra=f" data-food-supply={_a(food)}")
        svg.text(x + 6, y + 38, f"{'field crops' if food == 'field' else food} (value {FOOD_VALUE[food]})", "xs")
        svg.text(x + 6, y + 53, count, "s b")
    return y + h


def _table_notes(svg: _Svg, view: Json, x0: float, y: float) -> float:
    """The deck, the box, the tiles, the offer, the decisions awaited and the result, in words."""
    deck = view["deck"]
    lines: list[tuple[str, str]] = []
    inside = "the reshuffle card still in it" if deck.get("reshuffle_card") else "no reshuffle card"
    lines.append((f"Deck: {deck['size']} card{'s' if deck['size'] != 1 else ''} ({inside})", ""))
    if deck.get("top"):
        lines.append((f"Known on top of the deck: {', '.join(_card(n) for n in deck['top'])}", "s"))
    if deck.get("bottom"):
        lines.append((f"Under the reshuffle card, in order: {', '.join(_card(n) for n in deck['bottom'])}", "s"))
    boxed = ", ".join(_card(n) for n in view["boxed"]) or "none"
    lines.append((f"Removed face down: {view['removed_unseen']}  ·  Boxed face up: {boxed}", "s"))
    tiles = view["tiles"]
    if tiles.get("next") is not None or tiles.get("face_down"):
        nxt = "none" if tiles.get("next") is None else str(tiles["next"])
        lines.append((f"Tiles to lay: next {nxt}, then {tiles.get('face_down', 0)} face down", "s"))
    offer = view.get("offer")
    if offer:
        text = (f"On offer: {_card(offer['card'])} by {offer['offerer']}  ·  still asked: "
                f"{_names(offer['asked'])}  ·  wanting it: {_names(offer['wanting'])}"
                f"{'  ·  may be boxed' if offer.get('may_box') else ''}")
        lines.append((text, "b"))
    for p in view.get("pending") or []:
        what = DECISIONS.get(str(p.get("kind")), str(p.get("kind")))
        card = f" ({_card(p['card'])})" if p.get("card") is not None else ""
        count = f", {p['count']}" if p.get("count") is not None else ""
        lines.append((f"Awaiting {p.get('seat')}: {what}{card}{count}", "b"))
    result = view.get("result")
    if result:
        lines.extend(_result_lines(result))
    wrapped = [(t, cls) for text, cls in lines for t in _wrap(text, 86)]
    h = 26 + 16 * len(wrapped)
    _section(svg, x0, y, h, "Deck, box and what is pending")
    for i, (text, cls) in enumerate(wrapped):
        svg.text(x0 + 10, y + 38 + 16 * i, text, cls or "s")
    return y + h


def _result_lines(result: Json) -> list[tuple[str, str]]:
    winners = result.get("winners") or ([result["winner"]] if result.get("winner") else [])
    reason = f" ({result['reason']})" if result.get("reason") else ""
    out = [(f"Game over{reason}: {'winner ' + _names(winners) if winners else 'no winner'}", "b")]
    scores = result.get("scores") or {}
    ranking = [s for s in result.get("ranking") or [] if s in scores]
    ranking += sorted((s for s in scores if s not in ranking), key=_seat_key)
    for i, seat in enumerate(ranking):
        score = scores[seat]
        text = ", ".join(f"{k} {v}" for k, v in sorted(score.items())) if isinstance(score, dict) else str(score)
        out.append((f"{i + 1}. {seat}: {text}", "s"))
    if result.get("round") is not None:
        out.append((f"Ended in round {result['round']}", "s"))
    rest = {k: v for k, v in result.items()
            if k not in ("winner", "winners", "scores", "ranking", "reason", "round")}
    if rest:
        out.append(("; ".join(f"{k} {json.dumps(v, sort_keys=True)}" for k, v in sorted(rest.items())), "s"))
    return out
