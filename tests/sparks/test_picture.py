"""The board picture of The First Sparks (engine/sparks/picture.py): a standalone SVG document drawn from a view
alone, the same bytes for the same view, for 2 to 6 players, and never showing what that view hides.

The hidden values are test_hidden.py's (the deck's middle, the cards removed unseen, the face-down tiles, a
Fire owner's food while the game runs) over the same seeded random games. Two checks for each view of every
seat and of the spectator: the SVG names none of them (every card it names is one the view names), and a game
where only those values differ gives the same SVG.

The board is drawn as laid, read back from the SVG (each hex's place, each space's edges, each mountain's
border): for the shipped pack, for packs whose tiles have other shapes, and tile by tile while it is laid.
"""
from __future__ import annotations

import copy
import json
import math
import random
import re
import xml.etree.ElementTree as ET
from itertools import pairwise
from typing import Any

import pytest

from engine import sparks
from engine.core import seeded_rng
from engine.sparks.board import DIRECTIONS, cells
from engine.sparks.data import provisional_data, validate
from engine.sparks.picture import picture
from engine.sparks.state import State

from .randomplay import PLAYER_COUNTS, play
from .test_hidden import VIEW_EVERY, card_numbers, fire_owners, games, hidden_cards, hidden_tiles

SVG = "{http://www.w3.org/2000/svg}"


def parse(svg: str) -> ET.Element:
    root = ET.fromstring(svg)
    assert root.tag == f"{SVG}svg"
    assert re.fullmatch(r"0 0 \d+ \d+", root.get("viewBox", ""))
    return root


def texts(root: ET.Element) -> str:
    """All the words the picture writes, one text element a line."""
    return "\n".join("".join(t.itertext()) for t in root.iter(f"{SVG}text"))


def shown_cards(root: ET.Element) -> set[int]:
    """The card numbers a picture names: in its words (#n) and on its drawn cards (data-card)."""
    named = {int(n) for n in re.findall(r"#(\d+)", texts(root))}
    return named | {int(e.get("data-card", "")) for e in root.iter() if e.get("data-card", "").isdigit()}


def shown_tiles(root: ET.Element) -> set[str]:
    """The tiles a picture names: those of the areas and spaces it draws and the next tile to lay."""
    out = {e.get("data-area", "").rsplit(".", 1)[0] for e in root.iter() if e.get("data-area")}
    out |= {e.get("data-space", "").rsplit(".", 2)[0] for e in root.iter() if e.get("data-space")}
    return out | set(re.findall(r"Tiles to lay: next (\S+),", texts(root)))


def seat_group(root: ET.Element, seat: str) -> str:
    (group,) = [g for g in root.iter(f"{SVG}g") if g.get("data-seat") == seat]
    return " ".join(group.itertext())


def mid_game(players: int = 4, seat: str | None = None) -> tuple[State, dict[str, Any]]:
    game = games(players)[0]
    state = game.steps[len(game.steps) // 2].after
    return state, sparks.view(state, seat)


def shuffled(value: Any, rng: random.Random) -> Any:
    """The same JSON value with every object's keys in another order."""
    if isinstance(value, dict):
        keys = list(value)
        rng.shuffle(keys)
        return {k: shuffled(value[k], rng) for k in keys}
    if isinstance(value, list):
        return [shuffled(v, rng) for v in value]
    return value


def with_hidden_changed(state: State, seat: str | None) -> State:
    """The same game but for what `seat` cannot see: other cards in the deck's middle and among the cards removed
    unseen (numbers no card has), other face-down tiles, other food for the Fire owners hidden from `seat`."""
    other = state.copy()
    other.deck = {100 + n for n in state.deck}
    other.unseen = {200 + n for n in state.unseen}
    other.tiles_to_lay = state.tiles_to_lay[:1] + [f"hidden-{i}" for i in range(len(state.tiles_to_lay) - 1)]
    if not state.over:
        for owner in fire_owners(state):
            if owner != seat:
                other.food = {**other.food, owner: state.food[owner] + 17}
    return other


# -- the document --------------------------------------------------------------------------------------------
@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_a_picture_is_a_standalone_svg_document_for_2_to_6_players(players):
    """At the start, in the middle and at the end of a game, for every seat and the spectator: XML that parses,
    one polygon per space, one disc per clan member, every seat's row, the market's cards."""
    game = games(players)[0]
    for state in (sparks.fold(game.setup), game.steps[len(game.steps) // 2].after, game.final):
        for seat in (*state.seats, None):
            view = sparks.view(state, seat)
            svg = picture(view)
            assert svg.startswith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ')
            root = parse(svg)
            spaces = {e.get("data-space") for e in root.iter(f"{SVG}polygon") if e.get("data-space")}
            assert spaces == set(view["board"]["spaces"])
            discs = [(e.get("data-clan"), e.get("data-space")) for e in root.iter(f"{SVG}circle") if e.get("data-clan")]
            assert sorted(discs) == sorted((c, sp) for c, clan in view["clans"].items() for sp in clan["members"])
            for s in state.seats:
                assert f"clan size {view['clans'][s]['size']}" in seat_group(root, s)
            cards = {int(e.get("data-card")) for e in root.iter(f"{SVG}rect") if e.get("data-card", "").isdigit()}
            assert set(view["market"]["current"]) | set(view["market"]["future"]) <= cards
            assert shown_cards(root) <= card_numbers(view)


def test_a_picture_of_the_table_at_setup_with_tiles_still_to_lay():
    """A game whose tiles are laid by command: the board grows from nothing, and the next tile is named."""
    state = sparks.fold(play(1, 4).setup)  # seed 1: board "laid"
    assert state.phase == "lay_tiles" and not state.placements
    root = parse(picture(sparks.view(state, None)))
    assert f"Tiles to lay: next {state.tiles_to_lay[0]}, then {len(state.tiles_to_lay) - 1} face down" in texts(root)


def test_the_picture_is_deterministic_and_a_function_of_the_view_s_value():
    """The same view gives the same bytes, whatever the order of its keys and after a trip through JSON."""
    state, view = mid_game(4)
    svg = picture(view)
    assert picture(view) == svg
    assert picture(json.loads(json.dumps(view))) == svg
    rng = random.Random(7)
    for _ in range(3):
        assert picture(shuffled(view, rng)) == svg
    assert picture(sparks.view(state.copy(), None)) == svg


def test_a_picture_only_reads_the_view():
    """picture() changes nothing in the view it is given."""
    _, view = mid_game(5, "blue")
    before = copy.deepcopy(view)
    picture(view)
    assert view == before


# -- what a view hides --------------------------------------------------------------------------------------
@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_FS_SETUP_11_FS_KNOW_1_no_picture_shows_what_its_view_hides(players):
    """Over the random games of test_hidden (every 3rd step and the last), for every seat's view and the
    spectator's: the SVG names no card of the deck's middle nor any removed unseen, only cards the view names,
    no face-down tile, and a Fire owner's food as hidden; a game where only those hidden values differ draws
    the same SVG (so it cannot show them)."""
    seen = {"deck": 0, "unseen": 0, "tiles": 0, "fire": 0}
    for game in games(players):
        states = [sparks.fold(game.setup)]
        states += [s.after for i, s in enumerate(game.steps) if i % VIEW_EVERY == 0 or s.after.over]
        for state in states:
            cards, tiles = hidden_cards(state), hidden_tiles(state)
            seen["deck"] += bool(state.deck)
            seen["unseen"] += bool(state.unseen)
            seen["tiles"] += bool(tiles)
            for seat in (*state.seats, None):
                view = sparks.view(state, seat)
                svg = picture(view)
                root = parse(svg)
                named = shown_cards(root)
                assert not named & cards, f"{seat}: the picture shows the hidden cards {sorted(named & cards)}"
                assert named <= card_numbers(view), f"{seat}: {sorted(named - card_numbers(view))}"
                assert not shown_tiles(root) & tiles, f"{seat}: the picture names the face-down tiles"
                for owner in fire_owners(state):
                    if seat != owner and not state.over:
                        seen["fire"] += 1
                        assert "food hidden" in seat_group(root, owner)
                        assert f"food {state.food[owner]}" not in seat_group(root, owner)
                    else:
                        assert f"food {state.food[owner]} " in seat_group(root, owner)
                twin = sparks.view(with_hidden_changed(state, seat), seat)
                assert twin == view, f"{seat}: the view shows a hidden value"  # test_hidden's, checked again here
                assert picture(twin) == svg
    assert seen["deck"] and seen["tiles"] and seen["fire"]
    if players in (2, 3, 4):
        assert seen["unseen"]


def test_seats_see_their_own_hidden_food_and_the_spectator_does_not():
    state = sparks.new_game(3, seed=5)[0]
    state.cards["blue"].append(9)  # Fire
    state.food["blue"] = 11
    own = parse(picture(sparks.view(state, "blue")))
    assert "food 11 " in seat_group(own, "blue") and "(you)" in seat_group(own, "blue")
    for seat in ("red", None):
        root = parse(picture(sparks.view(state, seat)))
        assert "food hidden" in seat_group(root, "blue") and "food 11" not in seat_group(root, "blue")
        assert f"food {state.food['red']} " in seat_group(root, "red")
    assert "spectator's view" in texts(parse(picture(sparks.view(state, None))))


# -- the picture follows the game ---------------------------------------------------------------------------
@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_the_picture_changes_when_the_game_changes(players):
    """Over a whole game, for every seat and the spectator: a step that changes what a view shows changes its
    picture (every field of the view is drawn)."""
    game = games(players)[1]
    changed = 0
    seats = (*game.final.seats, None)
    last = {seat: sparks.view(sparks.fold(game.setup), seat) for seat in seats}
    drawn = {seat: picture(view) for seat, view in last.items()}
    for step in game.steps:
        for seat in seats:
            view = sparks.view(step.after, seat)
            if view != last[seat]:
                changed += 1
                svg = picture(view)
                assert svg != drawn[seat], f"{step.command} for {seat}"
                last[seat], drawn[seat] = view, svg
    assert changed >= len(game.steps)


CHANGES = {  # a change to one field of a mid-game view: the picture must show it
    "round": lambda v: v.update(round=v["round"] + 1),
    "phase": lambda v: v.update(phase="hunt" if v["phase"] != "hunt" else "expand"),
    "stage": lambda v: v.update(stage=2),
    "order": lambda v: v.update(order=v["order"][::-1]),
    "to_act": lambda v: v.update(to_act=[v["order"][-1]]),
    "queue": lambda v: v.update(queue=v["order"][1:]),
    "done": lambda v: v.update(done=v["order"][:1] if len(v["done"]) != 1 else v["order"][:3]),
    "food": lambda v: v["players"]["red"].update(food=(v["players"]["red"]["food"] or 0) + 5, food_hidden=False),
    "food hidden": lambda v: v["players"]["red"].update(food=None, food_hidden=True),
    "cards": lambda v: v["players"]["red"]["cards"].append(41),
    "tool limit": lambda v: v["players"]["red"].update(tool_limit=4),
    "members": lambda v: v["clans"]["red"]["members"].append(min(v["board"]["spaces"])),
    "size": lambda v: v["clans"]["red"].update(size=v["clans"]["red"]["size"] + 1),
    "harvest": lambda v: v["harvest"].update(fish=v["harvest"]["fish"] + 1),
    "market": lambda v: v["market"].update(current=v["market"]["current"][1:]),
    "future": lambda v: v["market"].update(future=v["market"]["future"] + [40]),
    "reshuffle in market": lambda v: v["market"].update(reshuffle_card=not v["market"]["reshuffle_card"]),
    "bonus": lambda v: v["market"].update(bonus=v["market"]["current"][-1]),
    "deck size": lambda v: v["deck"].update(size=v["deck"]["size"] + 1),
    "deck top": lambda v: v["deck"].update(top=[15]),
    "deck bottom": lambda v: v["deck"].update(bottom=[*v["deck"]["bottom"], 40]),
    "reshuffle in deck": lambda v: v["deck"].update(reshuffle_card=not v["deck"]["reshuffle_card"]),
    "boxed": lambda v: v.update(boxed=[*v["boxed"], 39]),
    "removed unseen": lambda v: v.update(removed_unseen=v["removed_unseen"] + 1),
    "tiles": lambda v: v.update(tiles={"next": "F", "face_down": 1}),
    "offer": lambda v: v.update(offer={"card": v["market"]["current"][0], "offerer": "red", "asked": ["blue"],
                                       "wanting": [], "may_box": False}),
    "pending": lambda v: v.update(pending=[{"seat": "blue", "kind": "discard_tool", "card": 7}]),
    "result": lambda v: v.update(result={"winner": "red", "winners": ["red"], "ranking": v["order"], "round": 9,
                                         "reason": "clan_size",
                                         "scores": {s: {"members": 1, "food": 2} for s in v["players"]}}),
    "provisional": lambda v: v["pack"].update(provisional=False),
    "seat": lambda v: v.update(seat="green"),
}


@pytest.mark.parametrize("field", sorted(CHANGES))
def test_every_field_of_the_view_is_drawn(field):
    _, view = mid_game(4)
    changed = copy.deepcopy(view)
    CHANGES[field](changed)
    assert changed != view
    assert picture(changed) != picture(view)
    parse(picture(changed))


# -- the pack: its label and its tiles ----------------------------------------------------------------------
def printed_pack(name: str = "printed", tile_ids: dict[str, str] | None = None) -> dict[str, Any]:
    """A pack with no provisional mark (the provisional values, claimed printed): not one the server ships."""
    data = provisional_data()
    data.update(name=name, description="test pack", provisional=False)
    for entry in [*data["cards"], *data["tiles"], data["knowledge"]["plough"]]:
        entry.pop("provisional", None)
    for tile in data["tiles"]:
        tile["id"] = (tile_ids or {}).get(tile["id"], tile["id"])
    return data


def game_with(options: dict[str, Any], players: int = 4, seed: int = 3) -> State:
    return sparks.fold(sparks.setup(options, players, seeded_rng(f"picture{seed}", 0)))


def test_the_provisional_pack_is_labelled_and_a_printed_one_is_not():
    _, view = mid_game(4)
    assert view["pack"]["provisional"]
    root = parse(picture(view))
    assert "PROVISIONAL DATA PACK" in texts(root) and view["pack"]["note"] in " ".join(texts(root).split("\n"))
    assert any(e.get("data-provisional") == "true" for e in root.iter())
    printed = parse(picture(sparks.view(game_with({"pack": printed_pack()}), None)))
    assert "PROVISIONAL" not in texts(printed)
    assert not any(e.get("data-provisional") for e in printed.iter())


def test_text_from_a_pack_is_escaped():
    """A pack given in the options names itself and its tiles: the picture escapes what it writes of them."""
    odd = 'x<"&>'
    state = game_with({"pack": printed_pack(name=f"printed {odd}", tile_ids={"A": odd, "B": "b.c"})}, players=6)
    for seat in (None, "red"):
        root = parse(picture(sparks.view(state, seat)))
        assert f"pack printed {odd}" in texts(root)
        assert odd in {e.get("data-area", "").rsplit(".", 1)[0] for e in root.iter()}


def reshaped_pack(rng: random.Random) -> dict[str, Any]:
    """A pack the server does not ship, whose tiles have other shapes than the shipped ones: each tile gets a
    random join and each hex a random cut (docs/data-sparks.md: either cut, the spaces in any order); mountains
    inside a hex stay, one across the join moves to the two spaces that now face each other there."""
    data = printed_pack(name=f"reshaped {rng.random():.6f}")
    for tile in data["tiles"]:
        tile["join"] = rng.randrange(6)
        for hx in tile["hexes"]:
            offset = rng.randrange(2)
            pairs = [[(offset + 2 * i) % 6, (offset + 2 * i + 1) % 6] for i in range(3)]
            rng.shuffle(pairs)
            hx["spaces"] = pairs
        hexes, join = tile["hexes"], tile["join"]
        facing = [f"0.{next(i for i, e in enumerate(hexes[0]['spaces']) if join in e)}",
                  f"1.{next(i for i, e in enumerate(hexes[1]['spaces']) if (join + 3) % 6 in e)}"]
        tile["mountains"] = [m if m[0][0] == m[1][0] else facing for m in tile["mountains"]]
    assert not validate(data), validate(data)
    return data


def _xy(text: str) -> list[tuple[float, float]]:
    return [(float(x), float(y)) for x, y in (pt.split(",") for pt in text.split())]


def _corner(c: tuple[float, float], v: tuple[float, float]) -> int:
    """Which vertex of the hex centred at c a point is: vertex j lies at 60j - 30 degrees (y grows down)."""
    return round((math.degrees(math.atan2(c[1] - v[1], v[0] - c[0])) + 30) / 60) % 6


def _unit(cell: tuple[int, int]) -> tuple[float, float]:
    q, r = cell
    return math.sqrt(3) * (q + r / 2), 1.5 * r


def drawn_board(root: ET.Element) -> tuple[dict[str, tuple[float, float]], dict[str, frozenset[int]], float,
                                             dict[str, tuple[tuple[float, float], ...]]]:
    """What the SVG draws: each area's centre, each space's hex edges (its sector runs from the centre over
    the vertices of those edges), the hex radius, and each mountain's ends."""
    centres: dict[str, tuple[float, float]] = {}
    edges: dict[str, frozenset[int]] = {}
    radius = 0.0
    for poly in root.iter(f"{SVG}polygon"):
        space = poly.get("data-space")
        if not space:
            continue
        c, *corners = _xy(poly.get("points", ""))
        centres[space.rsplit(".", 1)[0]] = c
        radius = math.dist(c, corners[0])
        js = [_corner(c, v) for v in corners]
        assert all((b - a) % 6 == 1 for a, b in pairwise(js)), (space, js)
        edges[space] = frozenset(j % 6 for j in range(js[0], js[0] + len(js) - 1))
    mountains = {}
    for g in root.iter(f"{SVG}g"):
        if g.get("data-mountain"):
            line = next(g.iter(f"{SVG}line"))
            mountains[g.get("data-mountain", "")] = tuple(
                (float(line.get(f"x{i}", "")), float(line.get(f"y{i}", ""))) for i in (1, 2))
    return centres, edges, radius, mountains


def check_drawn_as_laid(state: State, seat: str | None = None) -> None:
    """The picture of `state` draws each laid tile as it lies: every hex where the layout puts it, every space
    on the two edges of its hex the pack gives it (turned by the tile's rotation), every mountain on the border
    of its two spaces, and nothing of a tile not laid."""
    root = parse(picture(sparks.view(state, seat)))
    centres, edges, r, mountains = drawn_board(root)
    tiles = {t.id: t for t in state.pack.tiles}
    cell: dict[str, tuple[int, int]] = {}
    want: dict[str, frozenset[int]] = {}
    for p in state.placements:
        tile = tiles[p.tile]
        for h, at in enumerate(cells(tile, p)):
            cell[f"{p.tile}.{h}"] = at
            for s, pair in enumerate(tile.hexes[h].spaces):
                want[f"{p.tile}.{h}.{s}"] = frozenset((e + p.rotation) % 6 for e in pair)
    assert edges == want
    assert set(centres) == set(cell)
    if not cell:
        return
    ref = min(cell)
    for area, at in cell.items():  # the hexes as laid, relative to one another
        ux, uy = _unit(at)
        rx, ry = _unit(cell[ref])
        expect = (centres[ref][0] + r * (ux - rx), centres[ref][1] + r * (uy - ry))
        assert math.dist(centres[area], expect) < 1.5, (area, centres[area], expect)

    def vertex(area: str, j: int) -> tuple[float, float]:
        c, angle = centres[area], math.radians(60 * j - 30)
        return c[0] + r * math.cos(angle), c[1] - r * math.sin(angle)

    assert len(mountains) == len(state.board.mountains)
    for pair in state.board.mountains:
        a, b = sorted(pair)
        area_a, area_b = a.rsplit(".", 1)[0], b.rsplit(".", 1)[0]
        if area_a == area_b:  # the radius between two sectors: from the centre to the vertex they share
            (k,) = [k for k in range(6) if (k in want[a] and (k + 1) % 6 in want[b])
                    or (k in want[b] and (k + 1) % 6 in want[a])]  # edge k + 1 follows edge k: vertex k + 1
            ends = {centres[area_a], vertex(area_a, k + 1)}
        else:  # the edge between the two hexes
            d = (cell[area_b][0] - cell[area_a][0], cell[area_b][1] - cell[area_a][1])
            k = DIRECTIONS.index(d)
            ends = {vertex(area_a, k), vertex(area_a, k + 1)}
        drawn = mountains[f"{a} {b}"]
        assert all(min(math.dist(p, e) for e in ends) < 1.5 for p in drawn), (a, b, drawn, ends)


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_the_drawn_board_is_the_board_as_laid_for_the_shipped_pack(players):
    for seed in range(8):
        check_drawn_as_laid(game_with({}, players, seed))


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_the_drawn_board_is_the_board_as_laid_for_any_pack(players):
    """Packs whose tiles have other joins and cuts than the shipped ones, 30 random boards per player count
    (150 in all): every space is drawn on the edges its pack gives it, no tile mirrored."""
    rng = random.Random(f"reshaped-{players}")
    for seed in range(30):
        pack = reshaped_pack(rng)
        state = game_with({"pack": pack, "tile_pool": rng.choice(("random", "marked_first"))}, players, seed)
        check_drawn_as_laid(state)


def test_a_board_being_laid_is_drawn_tile_by_tile_and_never_a_tile_still_to_lay():
    """board "laid" with a reshaped pack: after each tile laid, for every seat and the spectator, the picture
    draws exactly the tiles laid so far, each as it lies, and no shape of a tile still to lay."""
    rng = random.Random("laying")
    for players in (2, 4, 6):
        state = game_with({"pack": reshaped_pack(rng), "board": "laid"}, players, seed=players)
        chooser = random.Random(players)
        while state.phase == "lay_tiles":
            for seat in (*state.seats, None):
                check_drawn_as_laid(state, seat)
            (seat,) = sparks.to_act(state)
            command = chooser.choice(sparks.legal_commands(state, seat))
            state = sparks.play(state, seat, command, seeded_rng("laying", len(state.placements)))[1]
        check_drawn_as_laid(state)
