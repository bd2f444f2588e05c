"""Hidden information over random games of The First Sparks (2-6 players): what no view or redacted event may
show a seat, nor a spectator (seat None), and that a view is an allowlist with exactly the documented keys.

Hidden at the table: the cards in the middle of the deck and the cards removed unseen (FS-SETUP-11, FS-2P-5;
position fields deck.cards and unseen), the face-down tiles after the next one (FS-SETUP-7/8), and a Fire
owner's food while the game runs (FS-KNOW-1). tests/hidden.py holds A Few Acres of Snow's card ids, so the
First Sparks helpers are here: card numbers are integers, so every integer of a view or event counts as a
card unless its key names a count (NUMERIC) or it is in the view's catalogue of the pack.
"""
from __future__ import annotations

import re
from collections import Counter
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from engine import sparks
from engine.sparks.data import load_pack, provisional_data
from engine.sparks.evolve import apply
from engine.sparks.state import State

from .randomplay import PLAYER_COUNTS, Game, play

ROOT = Path(__file__).resolve().parents[2]
# per player count, a game whose tiles are laid by command and one with the marked tiles first
# (randomplay.options_for), each ending with a Fire owner
SEEDS = {2: (25, 23), 3: (13, 20), 4: (9, 14), 5: (25, 2), 6: (1, 20)}
VIEW_EVERY = 3  # every seat's view is checked on every 3rd step (events on every step)

# keys whose integers are counts, sizes or coordinates, not card numbers
NUMERIC = frozenset({"round", "stage", "tool_limit", "food", "size", "berries", "fish", "bear", "mammoth",
                     "removed_unseen", "face_down", "members", "count", "q", "r", "rotation", "cost", "price",
                     "tokens", "amount", "paid", "short"})


def card_numbers(value: Any, key: str | None = None) -> set[int]:
    """Every integer in a JSON value that could name a card: not under a NUMERIC key, nor in the view's pack
    (the public catalogue of every card's printed values) or board (spaces and coordinates; its keys are
    checked by the allowlist test below); booleans are not."""
    if isinstance(value, bool) or key in NUMERIC or key in ("pack", "board"):
        return set()
    if isinstance(value, int):
        return {value}
    found: set[int] = set()
    if isinstance(value, dict):
        for k, v in value.items():
            found |= card_numbers(v, k)
    elif isinstance(value, list):
        for v in value:
            found |= card_numbers(v, key)
    return found


def strings(value: Any) -> set[str]:
    """Every string in a JSON value, keys included."""
    if isinstance(value, str):
        return {value}
    found: set[str] = set()
    if isinstance(value, dict):
        found.update(value)
        value = list(value.values())
    if isinstance(value, list):
        for v in value:
            found |= strings(v)
    return found


def hidden_cards(state: State) -> set[int]:
    """FS-SETUP-11: the shuffled middle of the deck and the cards removed unseen (#15 on top with 6 players and
    the cards put under the deck are public)."""
    return set(state.deck) | set(state.unseen)


def hidden_tiles(state: State) -> set[str]:
    """FS-SETUP-7: the face-down tiles after the next one."""
    return set(state.tiles_to_lay[1:])


def fire_owners(state: State) -> list[str]:
    return [seat for seat in state.seats if state.knows(seat, "fire")]


class Audit:
    """Runs over the steps of games and counts what it saw, so a test that saw nothing hidden fails."""

    def __init__(self) -> None:
        self.leaks: list[str] = []
        self.seen: Counter[str] = Counter()

    def leak(self, message: str) -> None:
        if len(self.leaks) < 20:
            self.leaks.append(message)

    def view(self, state: State, where: str) -> None:
        cards, tiles = hidden_cards(state), hidden_tiles(state)
        self.seen["deck middle"] += bool(state.deck)
        self.seen["unseen"] += bool(state.unseen)
        self.seen["face-down tiles"] += bool(tiles)
        for seat in (*state.seats, None):
            v = sparks.view(state, seat)
            if v["pack"].pop("data", None) != state.rules.pack_data:  # public: the pack as the game was given it
                self.leak(f"{where}: view of {seat} carries another pack than the game's")
            self.seen["pack in full"] += state.rules.pack_data is not None
            shown = card_numbers(v) & cards
            if shown:
                self.leak(f"{where}: view of {seat} shows the hidden cards {sorted(shown)}")
            if tiles and strings(v) & tiles:
                self.leak(f"{where}: view of {seat} names the face-down tiles {sorted(strings(v) & tiles)}")
            for owner in fire_owners(state):
                mine = v["players"][owner]
                if state.over or seat == owner:  # FS-KNOW-1: shown to its owner, and to all at the end
                    if (mine["food"], mine["food_hidden"]) != (state.food[owner], False):
                        self.leak(f"{where}: {seat} does not see {owner}'s food {state.food[owner]}: {mine}")
                else:
                    self.seen["fire food hidden"] += 1
                    if mine["food"] is not None or mine["food_hidden"] is not True:
                        self.leak(f"{where}: {seat} sees the Fire owner {owner}'s food: {mine}")

    def events(self, before: State, events: list[dict], where: str) -> None:
        """An event may name a card or tile only if it is not hidden both before and after it (a draw names
        the card it takes out of the deck; TileLaid names the tile that becomes the next one)."""
        state = before.copy()
        for event in events:
            cards, tiles = hidden_cards(state), hidden_tiles(state)
            apply(state, event)
            cards &= hidden_cards(state)
            tiles &= hidden_tiles(state)
            for seat in (*state.seats, None):
                seen = sparks.redact(event, seat)
                if seen is None:
                    self.leak(f"{where}: {event['type']} has no redaction")
                    continue
                if card_numbers(seen) & cards or (tiles and strings(seen) & tiles):
                    self.leak(f"{where}: {event['type']} shows {seat} the hidden "
                              f"{sorted(card_numbers(seen) & cards)} {sorted(strings(seen) & tiles)}")
                for owner in fire_owners(state):
                    if seat != owner and not state.over and "food" in seen and isinstance(seen["food"], int):
                        self.leak(f"{where}: {event['type']} tells {seat} a food total")

    def game(self, game: Game) -> None:
        name = f"{game.players}p seed {game.seed}"
        start = sparks.fold(game.setup)
        self.view(start, f"{name} setup")
        for seat in (*start.seats, None):  # GameStarted carries the whole table: redacted, it is a view
            seen = sparks.redact(game.setup[0], seat)
            if set(seen) != {"type", "view"} or card_numbers(seen) & hidden_cards(start):
                self.leak(f"{name}: GameStarted shows {seat} {sorted(card_numbers(seen) & hidden_cards(start))}")
        for i, step in enumerate(game.steps):
            where = f"{name} step {i} {step.command}"
            self.events(step.before, step.events, where)
            if i % VIEW_EVERY == 0 or step.after.over:
                self.view(step.after, where)


@cache
def games(players: int) -> tuple[Game, ...]:
    return tuple(play(seed, players) for seed in SEEDS[players])


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_FS_SETUP_11_no_view_or_event_shows_the_deck_the_unseen_cards_or_the_face_down_tiles(players):
    a = Audit()
    for game in games(players):
        a.game(game)
    assert not a.leaks, "\n".join(a.leaks)
    assert a.seen["deck middle"] and a.seen["face-down tiles"]
    if players in (2, 3, 4):  # FS-SETUP-11, FS-2P-5: cards removed unseen (none with 5 or 6 players)
        assert a.seen["unseen"]


def test_FS_SETUP_7_a_view_of_a_pack_given_in_full_carries_the_pack_and_hides_the_same():
    """A game with a pack given in full (not shipped): every view carries the whole pack (`pack.data`, which tiles
    and cards exist: public, FS-SETUP-7), exactly as the game was given it, the same for every seat at every step;
    outside it no view or event names a hidden card or face-down tile."""
    data = provisional_data()
    data["name"] = "given"
    a = Audit()
    for players, seed, options in ((2, 23, {"tile_pool": "marked_first"}), (4, 9, {"board": "laid"})):
        a.game(play(seed, players, {**options, "pack": data}))
    assert not a.leaks, "\n".join(a.leaks)
    assert a.seen["pack in full"] and a.seen["deck middle"] and a.seen["face-down tiles"]


def test_FS_KNOW_1_a_fire_owners_food_is_hidden_from_the_others_until_the_end():
    """In the random games of every player count Fire is bought; its owner's food is hidden from every other
    seat and the spectator in every view while the game runs, and shown to all once it is over."""
    a = Audit()
    for players in PLAYER_COUNTS:
        for game in games(players):
            for i, step in enumerate(game.steps):
                if fire_owners(step.after) and (i % VIEW_EVERY == 0 or step.after.over):
                    a.view(step.after, f"{players}p seed {game.seed} step {i}")
    assert not a.leaks, "\n".join(a.leaks)
    assert a.seen["fire food hidden"] > 100
    assert any(g.final.over and fire_owners(g.final) for p in PLAYER_COUNTS for g in games(p))


def test_FS_KNOW_1_a_fire_owner_sees_his_food_and_a_spectator_does_not():
    state = sparks.new_game(3, seed=5)[0]
    state.cards["blue"].append(9)  # Fire
    state.food["blue"] = 11
    own = sparks.view(state, "blue")["players"]["blue"]
    assert (own["food"], own["food_hidden"]) == (11, False)
    for seat in ("red", "yellow", None):
        players = sparks.view(state, seat)["players"]
        assert (players["blue"]["food"], players["blue"]["food_hidden"]) == (None, True)
        assert (players["red"]["food"], players["red"]["food_hidden"]) == (state.food["red"], False)


# -- views are allowlists ------------------------------------------------------------------------------------
DOCUMENTED = {  # docs/sparks-protocol.md, "The view"
    "game": None, "seat": None, "round": None, "phase": None, "stage": None, "order": None, "to_act": None,
    "queue": None, "done": None, "boxed": None, "removed_unseen": None, "offer": None, "pending": None,
    "result": None,
    "options": {"tile_pool", "board", "pack", "pack_hash", "pack_provisional"},  # and layout, when given
    "pack": {"name", "hash", "provisional", "note", "cards", "plough_bonus_per_field", "data"},
    "players": {"herbs", "cards", "tool_limit", "food", "food_hidden"},  # per seat
    "clans": {"members", "size"},  # per clan
    "harvest": {"field", "berries", "fish", "bear", "mammoth"},
    "market": {"current", "future", "reshuffle_card", "bonus"},
    "deck": {"size", "top", "reshuffle_card", "bottom"},
    "tiles": {"next", "face_down"},
    "board": {"layout", "shapes", "areas", "spaces"},
}
PER_ENTRY = {"players", "clans"}
OFFER = {"card", "offerer", "asked", "wanting", "may_box"}
PENDING = {"seat", "kind", "card", "count"}
SPACE = {"area", "adjacent", "mountain"}
SHAPE = {"join", "edges"}


def documented_view_table() -> dict[str, str]:
    """The view table of docs/sparks-protocol.md: each key of the first column (`players.<seat>` gives
    players) with the text of its row."""
    text = (ROOT / "docs" / "sparks-protocol.md").read_text(encoding="utf-8")
    table = text.split("### The view", 1)[1].split("###", 1)[0]
    rows = {}
    for line in table.splitlines():
        if line.startswith("| `"):
            first, content = line.split("|")[1:3]
            for key in re.findall(r"`([^`]+)`", first):
                rows[key.split(".")[0]] = content
    return rows


def check_view_keys(view: dict, state: State) -> list[str]:
    bad = []
    if set(view) != set(DOCUMENTED):
        bad.append(f"top level: {sorted(set(view) ^ set(DOCUMENTED))}")
    for key, allowed in DOCUMENTED.items():
        if allowed is None:
            continue
        entries = view[key].values() if key in PER_ENTRY else [view[key]]
        for entry in entries:
            extra = set(entry) - allowed - ({"layout"} if key == "options" else set())
            if extra:
                bad.append(f"{key}: {sorted(extra)}")
    if view["offer"] is not None and set(view["offer"]) != OFFER:
        bad.append(f"offer: {sorted(view['offer'])}")
    for p in view["pending"]:
        if not set(p) <= PENDING:
            bad.append(f"pending: {sorted(p)}")
    if any(set(s) != SPACE for s in view["board"]["spaces"].values()):
        bad.append("board.spaces")
    shapes = view["board"]["shapes"]
    if set(shapes) != {p["tile"] for p in view["board"]["layout"]} or any(set(s) != SHAPE for s in shapes.values()):
        bad.append("board.shapes")
    if sorted(view["players"]) != sorted(state.seats) or sorted(view["clans"]) != sorted(state.clans):
        bad.append("players or clans")
    return bad


def test_FS_KNOW_1_the_view_table_of_the_protocol_lists_the_keys_a_view_has():
    rows = documented_view_table()
    assert set(rows) == set(DOCUMENTED)
    for key, allowed in DOCUMENTED.items():
        for inner in allowed or ():
            assert f"`{inner}" in rows[key], (key, inner)
    assert "`layout` (when given)" in rows["options"]


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_FS_KNOW_1_views_have_exactly_the_documented_keys(players):
    """Views are allowlists: at every step of a game (placement, offers, decisions, the end), for every seat
    and a spectator, a view has exactly the documented keys, whatever the state holds."""
    game = games(players)[0]
    kinds: Counter[str] = Counter()
    for step in [*game.steps[::2], game.steps[-1]]:
        state = step.after
        kinds[state.phase] += 1
        kinds["offer"] += state.offer is not None
        kinds["pending"] += bool(state.pending)
        for seat in (*state.seats, None):
            bad = check_view_keys(sparks.view(state, seat), state)
            assert not bad, f"{step.command}: {bad}"
    assert kinds["offer"] and kinds["expand"] and kinds["hunt"]


# -- the tiles' shapes ----------------------------------------------------------------------------------------
def other_shapes(state: State, tiles: set[str]) -> State:
    """The same game with a pack where `tiles` have other shapes (hex 1 across the next edge, each hex cut the
    other way, no mountain across the join)."""
    data = provisional_data()
    assert load_pack(data) == state.pack
    for tile in data["tiles"]:
        if tile["id"] in tiles:
            tile["join"] = (tile["join"] + 1) % 6
            for hx in tile["hexes"]:
                hx["spaces"] = [[(a + 1) % 6, (b + 1) % 6] for a, b in hx["spaces"]]
            tile["mountains"] = [m for m in tile["mountains"] if m[0][0] == m[1][0]]
    other = state.copy()
    other.pack = load_pack(data)
    other.__dict__.pop("_board", None)
    return other


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_FS_SETUP_8_a_view_gives_the_shape_of_each_laid_tile_and_of_no_tile_still_to_lay(players):
    """board "laid": before and after each tile is laid, for every seat and the spectator, the view's
    `board.shapes` holds exactly the laid tiles, each as the pack draws it turned by its rotation; a pack
    whose tiles still to lay (the next one included) have other shapes gives the same board."""
    game = games(players)[0]
    assert game.options.get("board") == "laid"
    laying = [s for s in game.steps if s.before.phase == "lay_tiles"]
    states = [s.before for s in laying] + [laying[-1].after]
    assert len(laying) > 1 and not states[-1].tiles_to_lay and states[-1].phase != "lay_tiles"
    for state in states:
        laid = {p.tile for p in state.placements}
        tiles = {t.id: t for t in state.pack.tiles}
        for seat in (*state.seats, None):
            board = sparks.view(state, seat)["board"]
            assert set(board["shapes"]) == laid
            for p in state.placements:
                shape, tile = board["shapes"][p.tile], tiles[p.tile]
                assert shape["join"] == (tile.join + p.rotation) % 6
                own = {f"{p.tile}.{h}.{s}": {(e + p.rotation) % 6 for e in pair}
                       for h, hx in enumerate(tile.hexes) for s, pair in enumerate(hx.spaces)}
                assert {sp: set(es) for sp, es in shape["edges"].items()} == own
                assert all(es[1] == (es[0] + 1) % 6 for es in shape["edges"].values())  # counter-clockwise
            if state.tiles_to_lay:
                twin = other_shapes(state, set(state.tiles_to_lay))
                assert twin.pack != state.pack
                assert sparks.view(twin, seat)["board"] == board
