"""`Engine.position_from_view` (engine/core.py) for every registered game, over the seeded games of runs.py: at
spread steps (every step in the slow tier), for every seat and the spectator, the position made from the view

- loads: `setup(position=...)` validates it and `state_from_snapshot` reads it;
- shows that seat the view it was made from, exactly (the defining property), whether the view is given as
  `view` returns it or as the API sends it (JSON, keys sorted), and the seat has the real state's legal commands;
- is a deal, not a constant: where the seat's `ai.sample` finds anything hidden, other rngs deal differently, and
  a deal no rng changes is the real table as every seat sees it;
- is exact in everything the view determines (the real games and the test game: `KNOWN` masks only the parts
  their from_view modules say are dealt), is the same for the same rng, and leaves the view unchanged;
- for The First Sparks, also with a pack given in full (not shipped): the view carries it whole and the position
  records it exactly.
"""
from __future__ import annotations

import copy
import json
import random
from collections.abc import Callable
from typing import Any

import pytest

from engine import acres, registry
from engine.acres.data import CARDS
from engine.core import Engine, InvalidPosition, Json
from engine.sparks.data import pack_hash, provisional_data
from engine.sparks.from_view import could_be_removed, offer_right

from .conftest import dump
from .runs import Run, play, runs

STEPS = 10  # per run in the default tier: evenly spread, the first and the last included
TRIES = 20  # rngs tried before a deal is taken for a constant one


def sent(view: Json) -> Json:
    """The view as the API sends it: JSON with its keys sorted."""
    loaded: Json = json.loads(dump(view))
    return loaded


def spread(run: Run, count: int | None) -> list[Any]:
    """The states before `count` evenly spread steps and after the last (all of them for None)."""
    states = [step.before for step in run.steps] + [run.final]
    if count is None or len(states) <= count:
        return states
    return [states[round(i * (len(states) - 1) / (count - 1))] for i in range(count)]


# -- what each game's view determines: its positions with the dealt parts masked ---------------------------------
def _acres(position: Json, seat: str | None) -> Json:
    """Dealt: which unseen neutral cards are on which side, and a hidden hand's share of its side's cards."""
    out = copy.deepcopy(position)
    for side, zones in out["seats"].items():
        hand, deck = zones.pop("hand"), zones.pop("deck")
        zones["own"] = sorted(c for c in hand + deck if CARDS[c].side == side)
        zones["hand"] = hand if side == seat else len(hand)
        zones["deck"] = len(deck)
    return out


def _sparks(position: Json, seat: str | None) -> Json:
    """Dealt: the removed cards among the deck's middle, the face-down tiles, a hidden Fire owner's food, the
    2-player first offer's right where the view leaves it open or it no longer matters; no history. The removed
    cards are among those setup could remove."""
    out = copy.deepcopy(position)
    unseen = out.pop("unseen")
    out["deck"]["cards"] = sorted(out["deck"]["cards"] + unseen)
    out["removable"] = set(unseen) <= could_be_removed(len(out["seats"]))  # FS-SETUP-11: never an opening card
    out["tiles_to_lay"] = [*out["tiles_to_lay"][:1], len(out["tiles_to_lay"])]
    state = registry.get("sparks").state_from_snapshot(position)
    for s in out["food"]:
        if s != seat and state.knows(s, "fire") and not state.over:
            out["food"][s] = "hidden"
    view = registry.get("sparks").view(state, seat)
    if offer_right(view) != [position["first_offer_open"]]:
        del out["first_offer_open"]
    del out["round_starts"]
    return out


def _goofspiel(position: Json, seat: str | None) -> Json:
    """Dealt: the order of the face-down prizes, and which of its cards each other seat that has bid put down."""
    out = copy.deepcopy(position)
    out["deck"] = sorted(out["deck"])
    for s in out["seats"]:
        if s != seat:
            out["hands"][s] = sorted([*out["hands"][s], *([out["bids"].pop(s)] if s in out["bids"] else [])])
    return out


KNOWN: dict[str, Callable[[Json, str | None], Json]] = {"acres": _acres, "sparks": _sparks, "goofspiel": _goofspiel}


def hidden_from(game: Engine, state: Any, seat: str) -> bool:
    """Whether the seat's own information set (`ai.sample`) holds another table than this one."""
    real = dump(game.export_position(state))
    return any(dump(game.export_position(game.ai.sample(state, seat, random.Random(i)))) != real for i in range(3))


def check(game: Engine, run: Run, state: Any, seat: str | None, hidden: bool) -> None:
    where = f"{run!r} at {game.progress(state)}, seat {seat}"
    view = game.view(state, seat)
    before = dump(view)
    position = game.position_from_view(view, random.Random(1))
    assert dump(view) == before, f"{where}: position_from_view changed the view"
    assert dump(game.position_from_view(view, random.Random(1))) == dump(position), f"{where}: not the same deal"
    game.setup(None, run.seats, random.Random(0), position=copy.deepcopy(position))  # raises InvalidPosition
    made = game.state_from_snapshot(position)
    assert game.view(made, seat) == view, f"{where}: the position shows the seat another view"
    if seat is not None:
        assert game.legal_commands(made, seat) == game.legal_commands(state, seat), f"{where}: other legal commands"
    api = sent(view)
    from_api = game.state_from_snapshot(game.position_from_view(api, random.Random(1)))
    assert sent(game.view(from_api, seat)) == api, f"{where}: the position from the API's view shows another view"
    if seat is not None:
        assert sorted(map(dump, game.legal_commands(from_api, seat))) == \
            sorted(map(dump, game.legal_commands(state, seat))), f"{where}: other legal commands (the API's view)"
    if game.name in KNOWN:
        known = KNOWN[game.name]
        assert known(position, seat) == known(game.export_position(state), seat), \
            f"{where}: a part of the position the view determines differs from the real one"
    deals = (game.position_from_view(view, random.Random(i)) for i in range(2, 2 + TRIES))
    if any(dump(other) != dump(position) for other in deals):
        return
    assert not hidden, f"{where}: the seat's information set holds other tables, and every rng dealt the same"
    for other in game.seats(run.seats):
        assert game.view(made, other) == game.view(state, other), f"{where}: a constant deal differs from the table"


def sweep(game: Engine, count: int | None) -> int:
    checked = 0
    for run in runs(game.name):
        for state in spread(run, count):
            seats = game.seats(run.seats)
            hidden = {seat: hidden_from(game, state, seat) for seat in seats}
            for seat in seats:
                check(game, run, state, seat, hidden[seat])
            check(game, run, state, None, any(hidden.values()))  # a spectator knows less than any seat
            checked += 1
    return checked


def test_a_position_from_a_view_shows_that_view_and_deals_what_it_hides(game: Engine) -> None:
    assert sweep(game, STEPS) > STEPS


@pytest.mark.slow
def test_a_position_from_a_view_at_every_step(game: Engine) -> None:
    assert sweep(game, None) > STEPS


# -- the parts a from_view module works out, where the seeded games rarely go ------------------------------------
def both_sieges(french_value: int, withdraw: bool) -> Any:
    """A game of A Few Acres of Snow in which the French end turn 2 with a siege on each track, the British one won
    at the British siege check; or (`withdraw`) in which the French, to act, withdraw from the British siege as its
    defender and so surrender it (OQ-AC-22) before the check."""
    state, _ = acres.new_game(seed=1)
    position = acres.export_position(state)
    position.update(turn=2, active="french", actions_left=1)
    position["sieges"] = {
        "british": {"location": "port-royal", "value": 3, "cards": {"british": [], "french": []}, "won_by": None},
        "french": {"location": "pemaquid", "value": french_value, "cards": {"british": [], "french": []},
                   "won_by": None}}
    state = acres.load_position(position)
    commands = [{"type": "withdraw", "siege": "british"}] if withdraw else [{"type": "pass"}, {"type": "end_turn"}]
    for command in commands:
        state = acres.play(state, "french", command, random.Random(0))[1]
    assert state.pending and state.pending[0]["kind"] == "occupy"
    return state


@pytest.mark.parametrize(("french_value", "withdraw", "waiting"), [(-1, False, ["french"]), (0, False, []),
                                                                  (2, True, [])])
def test_acres_the_siege_the_check_has_still_to_resolve_follows_from_the_view(french_value: int, withdraw: bool,
                                                                              waiting: list[str]) -> None:
    """AC-SIEGE-20/21: both sieges won at the check, the British one's occupy awaited, the French one waits; not when
    the French siege does not win the check, nor when the British siege was surrendered during the turn (its
    decision looks the same, and the French siege would win the check, but the check is past)."""
    state = both_sieges(french_value, withdraw)
    assert state.to_resolve == waiting
    for seat in ("british", "french", None):
        position = acres.position_from_view(sent(acres.view(state, seat)), random.Random(0))
        assert position["to_resolve"] == waiting, seat
        made = acres.load_position(position)
        after = acres.play(made, "british", {"type": "decline_occupy"}, random.Random(0))[1]
        real = acres.play(state, "british", {"type": "decline_occupy"}, random.Random(0))[1]
        assert acres.view(after, seat) == acres.view(real, seat), seat  # the French siege resolved alike


def given_packs() -> list[Json]:
    """Two packs given in full, neither shipped: the provisional values under another name, and the same values
    marked as printed (no marks, no description)."""
    renamed = provisional_data()
    renamed["name"] = "renamed"
    printed = provisional_data()
    printed.update(name="printed", provisional=False)
    del printed["description"]
    for entry in (*printed["cards"], *printed["tiles"], printed["knowledge"]["plough"]):
        entry.pop("provisional", None)
    return [renamed, printed]


@pytest.mark.parametrize(("seats", "which", "options"),
                         [(2, 1, {"board": "laid"}), (4, 0, {"tile_pool": "marked_first"}), (3, 1, {})])
def test_sparks_a_view_of_a_pack_given_in_full_carries_it_and_gives_a_position(seats: int, which: int,
                                                                               options: Json) -> None:
    """A game created with a pack given in full (not shipped): every view carries the pack whole (`pack.data`, the
    same for every seat and step), and the position made from it records that pack exactly, so it round-trips
    (the same view, the same legal commands) like a shipped one."""
    game = registry.get("sparks")
    pack = given_packs()[which]
    run = play(game, seats, 0, {**options, "pack": pack})
    for state in spread(run, STEPS):
        hidden = {seat: hidden_from(game, state, seat) for seat in game.seats(seats)}
        for seat in (*game.seats(seats), None):
            view = game.view(state, seat)
            assert view["pack"]["data"] == pack and view["pack"]["hash"] == pack_hash(pack)
            assert game.position_from_view(view, random.Random(0))["pack"] == pack
            check(game, run, state, seat, hidden[seat] if seat is not None else any(hidden.values()))


def test_sparks_a_view_of_a_shipped_pack_names_it_only() -> None:
    game = registry.get("sparks")
    state, _ = game.new_game(2, seed=1)  # type: ignore[attr-defined]
    view = game.view(state, "red")
    assert "data" not in view["pack"]
    assert game.position_from_view(view, random.Random(0))["pack"] == {"name": view["pack"]["name"],
                                                                        "hash": view["pack"]["hash"]}


def test_sparks_a_view_whose_pack_is_neither_shipped_nor_carried_gives_no_position() -> None:
    game = registry.get("sparks")
    state, _ = game.new_game(2, seed=1)  # type: ignore[attr-defined]
    view = sent(game.view(state, "red"))
    view["pack"]["hash"] = "0" * 64
    with pytest.raises(InvalidPosition) as raised:
        game.position_from_view(view, random.Random(0))
    assert raised.value.details == {"path": "pack.hash"}


@pytest.mark.parametrize("change", ["price", "hash", "invalid"])
def test_sparks_a_view_carrying_another_pack_than_its_hash_names_or_a_bad_one_gives_no_position(change: str) -> None:
    game = registry.get("sparks")
    state, _ = game.new_game(2, seed=1, options={"pack": given_packs()[1]})  # type: ignore[attr-defined]
    view = sent(game.view(state, "red"))
    if change == "price":
        view["pack"]["data"]["cards"][20]["price"] += 1
    elif change == "hash":
        view["pack"]["hash"] = "0" * 64
    else:
        del view["pack"]["data"]["tiles"]
    with pytest.raises(InvalidPosition) as raised:
        game.position_from_view(view, random.Random(0))
    assert raised.value.details == {"path": "pack.data"}
