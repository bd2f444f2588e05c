"""engine/acres/picture.py (issue 20): the SVG of a view is a well-formed document, the same bytes for the same
view, shows every location and the seat's own hand, changes when the view changes, and shows nothing the view
hides: over random games, for each seat's view and the spectator's, no card id or card name hidden from that
viewer appears in its picture (tests/hidden.py says what is hidden, as for the views themselves)."""
from __future__ import annotations

import copy
import functools
import hashlib
import html
import json
import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest

from engine.acres.data import CARDS, LOCATIONS, SEATS
from engine.acres.picture import LAT_LON, POS, picture
from engine.acres.views import view
from tests.acres import randomplay
from tests.hidden import card_ids, hidden_from

NS = "{http://www.w3.org/2000/svg}"
VIEWERS = (*SEATS, None)  # None: a spectator
GAMES = ((1, {}), (2, {}), (3, {"edition": "first"}))  # (seed, options)
STEPS = 260  # per game: sieges, raids, reshuffles and pending decisions all occur by then
CHECK_EVERY = 5  # full checks (parse, hidden cards) on every 5th step; the change check runs on every step
ROOT = Path(__file__).resolve().parents[2]


def parse(svg: str) -> ET.Element:
    root = ET.fromstring(svg)
    assert root.tag == f"{NS}svg"
    assert re.fullmatch(r"0 0 \d+ \d+", root.get("viewBox", ""))
    return root


def ids_in(svg: str) -> set[str]:
    """Card ids anywhere in the text (no card id is part of another)."""
    return {cid for cid in CARDS if cid in svg}


def check_hidden(svg: str, state: Any, viewer: str | None, seen: dict[str, Any], where: str) -> None:
    hidden = hidden_from(state, viewer)
    shown = card_ids(seen)
    assert not shown & hidden, f"{where}: the view itself shows hidden cards"  # the views' own test, as a guard
    leaked = ids_in(svg) & hidden
    assert not leaked, f"{where}: the picture for {viewer} names hidden cards {sorted(leaked)}"
    assert ids_in(svg) <= shown, f"{where}: the picture names cards its view does not: {sorted(ids_in(svg) - shown)}"
    # A name is hidden when no card the view shows bears it; every location's name is on the map anyway.
    names = {CARDS[c].name for c in hidden} - {CARDS[c].name for c in shown} - {loc.name for loc in LOCATIONS.values()}
    text = html.unescape(svg).lower()
    named = sorted(n for n in names if n.lower() in text)
    assert not named, f"{where}: the picture for {viewer} names hidden cards {named}"


def check_complete(root: ET.Element, seen: dict[str, Any], where: str) -> None:
    labels = {t.get("data-loc"): "".join(t.itertext()) for t in root.iter(f"{NS}text") if t.get("data-loc")}
    assert labels == {lid: f"{loc.name} {loc.vp}" for lid, loc in LOCATIONS.items()}, where
    seat = seen["seat"]
    drawn = [g.get("data-card") for g in root.iter(f"{NS}g") if g.get("data-card")]
    if seat is None:
        assert drawn == [], f"{where}: a spectator's picture draws a hand"
        return
    hand = seen["seats"][seat]["hand"]
    assert drawn == hand, f"{where}: the hand drawn is {drawn}, not {hand}"
    texts = {"".join(t.itertext()) for t in root.iter(f"{NS}text")}
    assert {CARDS[c].name for c in hand} <= texts, f"{where}: a hand card's name is missing"


def play(seed: int, options: dict[str, Any]) -> int:
    previous: dict[str | None, tuple[dict[str, Any], str]] = {}
    checked = 0
    for i, step in enumerate(randomplay.steps(seed, options, cap=STEPS)):
        for viewer in VIEWERS:
            seen = view(step.after, viewer)
            svg = picture(seen)
            where = f"seed {seed} step {i} viewer {viewer}"
            if viewer in previous and previous[viewer][0] != seen:
                assert previous[viewer][1] != svg, f"{where}: the view changed, the picture did not"
            previous[viewer] = (seen, svg)
            if i % CHECK_EVERY == 0:
                check_complete(parse(svg), seen, where)
                check_hidden(svg, step.after, viewer, seen, where)
                checked += 1
    return checked


@pytest.mark.parametrize(("seed", "options"), GAMES)
def test_random_games_pictures_hide_what_views_hide_and_follow_the_game(seed, options):
    assert play(seed, options) >= STEPS // CHECK_EVERY * len(VIEWERS)


@functools.cache
def mid_game(seed: int = 1, step: int = 150) -> Any:
    for i, s in enumerate(randomplay.steps(seed)):
        if i == step:
            return s.after
    raise AssertionError("the game ended early")


def test_the_same_view_gives_the_same_bytes():
    state = mid_game()
    for viewer in VIEWERS:
        seen = view(state, viewer)
        svg = picture(seen)
        assert picture(seen) == svg
        assert picture(copy.deepcopy(seen)) == svg
        assert picture(json.loads(json.dumps(seen))) == svg
        assert picture(json.loads(json.dumps(seen, sort_keys=True))) == svg  # key order does not matter
        assert svg.startswith('<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg"')
        assert svg.encode("utf-8").decode("utf-8") == svg
        assert seen == view(state, viewer), "picture changed its view"


def test_the_same_bytes_in_another_process_with_another_hash_seed():
    seen = view(mid_game(), "british")
    digest = hashlib.sha256(picture(seen).encode()).hexdigest()
    code = ("import hashlib, json, sys; from engine.acres.picture import picture; "
            "print(hashlib.sha256(picture(json.loads(sys.stdin.read())).encode()).hexdigest())")
    for hash_seed in ("1", "2"):
        done = subprocess.run([sys.executable, "-c", code], input=json.dumps(seen), capture_output=True, text=True,
                              cwd=ROOT, env={**os.environ, "PYTHONHASHSEED": hash_seed}, timeout=120, check=True)
        assert done.stdout.strip() == digest


def test_no_card_id_is_part_of_another():  # what ids_in relies on
    assert not [(a, b) for a in CARDS for b in CARDS if a != b and a in b]


def test_every_location_has_a_place_and_a_label():
    assert set(LAT_LON) == set(LOCATIONS) == set(POS)
    for lid, (lat, lon) in LAT_LON.items():
        assert 36 < lat < 50 and -86 < lon < -59, lid
    x, y = zip(*POS.values(), strict=True)
    assert len(set(POS.values())) == len(POS)
    # the geography reads right: Quebec north-east of Montreal, Boston east of New York, Detroit far west
    assert POS["quebec"][0] > POS["montreal"][0] and POS["quebec"][1] < POS["montreal"][1]
    assert POS["boston"][0] > POS["new-york"][0] and POS["norfolk"][1] == max(y)
    assert POS["michillimackinac"][0] == min(x) and POS["louisbourg"][0] == max(x)
    root = parse(picture(view(mid_game(), None)))
    check_complete(root, view(mid_game(), None), "spectator")


def test_a_seat_sees_its_own_hand_and_a_spectator_none():
    state = mid_game()
    for seat in SEATS:
        svg = picture(view(state, seat))
        for cid in state.zones[seat]["hand"]:
            assert f'data-card="{cid}"' in svg
        other = next(s for s in SEATS if s != seat)
        assert not ids_in(svg) & set(state.zones[other]["hand"])
    assert "no hand is shown" in picture(view(state, None))


def test_the_map_shows_owners_pieces_forts_sieges_and_what_is_pending():
    state = mid_game()
    seen = view(state, None)
    seen["board"] = {"quebec": {"owner": "french", "piece": "disc", "fortified": True},
                     "albany": {"owner": "british", "piece": "cube", "fortified": False}}
    seen["sieges"] = {"british": {"location": "quebec", "value": 1, "cards": {"british": [], "french": []},
                                  "won_by": None}}
    seen["pending"] = [{"seat": "french", "kind": "raid_block", "location": "albany", "by": "british"}]
    root = parse(picture(seen))
    groups = {g.get("id"): g for g in root.iter(f"{NS}g") if g.get("id", "").startswith("loc-")}
    assert groups["loc-quebec"].get("data-owner") == "french"
    assert "French town; fortified; besieged by the British" in groups["loc-quebec"].findtext(f"{NS}title")
    assert "British village" in groups["loc-albany"].findtext(f"{NS}title")
    assert groups["loc-boston"].get("data-owner") == ""
    text = " ".join("".join(t.itertext()) for t in root.iter(f"{NS}text"))
    assert "siege S +1" in text and "British besiege Quebec, S +1" in text
    assert "now: French may block the raid on Albany by the British" in text


def test_text_from_the_view_is_escaped():
    seen = view(mid_game(), "french")
    seen["pending"] = [{"seat": "french", "kind": "<b>&\"odd'</b>"}]
    seen["result"] = {"reason": "<x>&", "winner": "french", "scores": {"french": {"total": 1, "<k>": "&"}}}
    root = parse(picture(seen))
    text = " ".join("".join(t.itertext()) for t in root.iter(f"{NS}text"))
    assert "<b>&\"odd'</b>" in text and "Game over (<x>&)" in text


def test_a_finished_game_shows_its_result():
    game = randomplay.play(4)
    assert game.final.over
    seen = view(game.final, None)
    root = parse(picture(seen))
    text = " ".join("".join(t.itertext()) for t in root.iter(f"{NS}text"))
    assert f"the {seen['result']['winner'].capitalize()} win" in text and "game over" in text


def test_the_example_picture_is_small():
    example = ROOT / "docs" / "img" / "acres-board.svg"
    assert example.stat().st_size < 100_000
    parse(example.read_text(encoding="utf-8"))
