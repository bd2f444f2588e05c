"""Data packs (engine/sparks/data.py): the format, the known facts every pack must agree with
(FS-CARD-1..5, FS-COMP-1, DATA-1, DATA-2, FS-KNOW-2) and the provisional pack shipped with the project."""
from __future__ import annotations

import dataclasses
import json
from collections import Counter
from pathlib import Path

import pytest

from engine import sparks
from engine.core import InvalidOptions, seeded_rng
from engine.sparks.data import (
    PROVISIONAL,
    SHIPPED,
    Card,
    PackError,
    load_pack,
    pack_hash,
    provisional_data,
    validate,
    yield_for,
)
from engine.sparks.position import export_position

PACKS = Path(sparks.__file__).parent / "packs"
V1_HASH = "30df31fa6dc888c2ea2d4eef0eba96936a3f2028ab592837c9b909d978705de3"  # the first provisional pack
V2_HASH = "0cc7debf889eda63c7312fcde61844a27f158a7ba1d867adf86d7553d079d3fe"  # the default since issue 6
# version 2 cut 3 from these prices of version 1 (docs/data-sparks.md, "What changed and why")
CUT_IN_V2 = {21, 24, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41}

KNOWLEDGE_CARDS = {9: "fire", 15: "fire", 18: "plough", 21: "transport_sled", 24: "language", 26: "language",
                   28: "intelligence"}


# -- helpers of this file ------------------------------------------------------------------------------
def card_entry(data: dict, number: int) -> dict:
    return next(c for c in data["cards"] if c["number"] == number)


def card_index(data: dict, number: int) -> int:
    return next(i for i, c in enumerate(data["cards"]) if c["number"] == number)


def problems_of(data: dict) -> list[str]:
    with pytest.raises(PackError) as caught:
        load_pack(data)
    return caught.value.problems


def assert_problem(problems: list[str], path: str, words: str) -> None:
    """Some problem sits at exactly `path` and mentions `words`."""
    hits = [p for p in problems if p.startswith(f"{path}: ") and words in p]
    assert hits, f"no problem at {path} mentioning {words!r} in {problems}"


def table_card(table: list[list[int]]) -> Card:
    rows = tuple((low, take) for low, take in table)
    return Card(number=7, kind="tool", food="berries", price=2, yield_fixed=None, yield_table=rows,
                knowledge=None, provisional=frozenset())


# -- the provisional pack ------------------------------------------------------------------------------
def test_the_provisional_pack_loads_and_says_it_is_provisional():
    assert validate(provisional_data()) == []
    assert PROVISIONAL.name == "provisional" and PROVISIONAL.provisional
    assert "provisional" in PROVISIONAL.description.lower()
    assert '{"pack": {...}}' in PROVISIONAL.description and "docs/data-sparks.md" in PROVISIONAL.description


def test_the_pack_is_immutable():
    with pytest.raises(dataclasses.FrozenInstanceError):
        PROVISIONAL.card(22).price = 1  # type: ignore[misc]
    assert isinstance(PROVISIONAL.cards, tuple) and isinstance(PROVISIONAL.card(22).yield_table, tuple)
    assert isinstance(PROVISIONAL.tiles[0].mountains, frozenset)


def test_provisional_data_is_a_fresh_copy():
    data = provisional_data()
    data["cards"].clear()
    assert len(provisional_data()["cards"]) == 41


def test_the_hash_is_stable():
    data = provisional_data()
    reordered = dict(reversed(list(data.items())))
    assert pack_hash(data) == pack_hash(reordered) == PROVISIONAL.hash
    # Pinned: games record the pack's hash, so an edit of the provisional pack must be deliberate (and the old
    # file must stay shipped under another name, see below).
    assert PROVISIONAL.hash == V2_HASH
    data["cards"][6]["price"] += 1
    assert pack_hash(data) != PROVISIONAL.hash


def test_every_invented_value_is_marked_provisional():
    known_tools = {22, 33}  # kind and food stated by the rule book; price and full table are not
    for card in PROVISIONAL.cards:
        if card.kind == "herbs":
            want: set[str] = set()
        elif card.kind == "knowledge":
            want = {"price"}
        elif card.number in known_tools:
            want = {"price", "yield"}
        else:
            want = {"kind", "food", "price", "yield"}
        assert card.provisional == want, f"card {card.number}"
    assert PROVISIONAL.plough_provisional == {"bonus_per_field"}
    assert all(tile.provisional == {"hexes", "join", "mountains"} for tile in PROVISIONAL.tiles)


def test_version_1_prices_rise_with_the_card_number_and_version_2_cuts_the_dear_ones():
    v1 = SHIPPED[V1_HASH]
    prices = [v1.card(n).price for n in range(7, 42)]
    assert prices == sorted(prices) and prices[0] == 2 and prices[-1] == 14
    # version 2: the tools and fields priced 9 or more, the sled, language and intelligence cost 3 less;
    # nothing else changed
    assert CUT_IN_V2 == {n for n in range(7, 42) if v1.card(n).price >= 9 and v1.card(n).kind in ("tool", "field")} \
        | {21, 24, 26, 28}
    for n in range(1, 42):
        assert PROVISIONAL.card(n).price == v1.card(n).price - (3 if n in CUT_IN_V2 else 0), n
        assert dataclasses.replace(PROVISIONAL.card(n), price=0) == dataclasses.replace(v1.card(n), price=0), n
    assert (PROVISIONAL.tiles, PROVISIONAL.plough_bonus) == (v1.tiles, v1.plough_bonus)


def test_the_first_provisional_pack_stays_shipped_byte_for_byte():
    """Games record their pack's hash; the old file keeps resolving it, and "provisional" names the new one."""
    old = json.loads((PACKS / "provisional-v1.json").read_text(encoding="utf-8"))
    assert pack_hash(old) == V1_HASH and set(SHIPPED) == {V1_HASH, V2_HASH}
    assert SHIPPED[V1_HASH].name == SHIPPED[V2_HASH].name == "provisional" and SHIPPED[V2_HASH] == PROVISIONAL
    assert sparks.new_game(3)[0].pack.hash == V2_HASH
    assert sparks.new_game(3, {"pack": "provisional"})[0].pack.hash == V2_HASH
    state, _ = sparks.new_game(3, {"pack": {"name": "provisional", "hash": V1_HASH}})
    assert state.pack.hash == V1_HASH and state.card(28).price == 9
    assert sparks.new_game(3, {"pack": old})[0].rules.pack_ref == V1_HASH  # given in full, found by hash


def test_a_game_created_with_the_first_provisional_pack_replays_unchanged():
    """A game the engine wrote at event version 1, while pack version 1 was the default (golden/pack-v1-game.json;
    Language #24 bought at its old price, 8), read through `upcast` as a log of version 1 is: each command,
    decided again with its rng, gives the log's events, and folding the log gives its final position. Version 1
    had no GameEnded.reason (the game ended by a clan of 13: clan_size) and no round_starts in positions, which
    the final position, written then, cannot hold: it is compared on every field it has."""
    log = json.loads((Path(__file__).parent / "golden" / "pack-v1-game.json").read_text(encoding="utf-8"))
    assert log["setup"][0]["position"]["pack"] == {"name": "provisional", "hash": V1_HASH}
    setup = sparks.upcast(log["setup"], 1)
    logged = [sparks.upcast(entry["events"], 1) for entry in log["entries"]]
    state = sparks.fold(setup)
    assert state.pack.hash == V1_HASH
    for i, (entry, events) in enumerate(zip(log["entries"], logged, strict=True)):
        assert entry["command"] in sparks.legal_commands(state, entry["seat"]), i
        assert sparks.decide(state, entry["seat"], entry["command"], seeded_rng(log["rng"], i + 1)) == events, i
        state = sparks.fold(events, state)
    assert state.over and state.result["reason"] == "clan_size"
    assert {"type": "CardBought", "seat": "red", "card": 24, "price": 8, "bonus": False} in \
        [e for entry in log["entries"] for e in entry["events"]]
    final = sparks.upcast([{"type": "GameStarted", "position": log["final"]}], 1)[0]["position"]
    exported = export_position(sparks.fold(setup + [e for events in logged for e in events]))
    assert exported == export_position(state)
    assert {k: exported[k] for k in log["final"]} == {k: final[k] for k in log["final"]}
    assert len(exported["round_starts"]) == state.round  # each round's table, which version 1 did not keep


def test_provisional_tiles_fit_the_worked_examples():
    """Three unmarked tiles give SC-FS-1's board, four tiles allowed at 4 players SC-FS-2's, and one tile
    is forest + berry bush as in the rule book's tile figure."""
    areas = {t.id: Counter(h.area for h in t.hexes) for t in PROVISIONAL.tiles}
    assert areas["A"] + areas["C"] + areas["D"] == Counter(berry_bush=2, lake=1, forest=1, valley=2)
    assert areas["A"] + areas["B"] + areas["D"] + areas["E"] == Counter(berry_bush=3, lake=2, forest=2, valley=1)
    assert Counter(forest=1, berry_bush=1) in areas.values()


# -- the known facts, checked in every pack ------------------------------------------------------------
def test_FS_CARD_1_the_numbers_and_kinds_of_the_cards():
    kinds = Counter(c.kind for c in PROVISIONAL.cards)
    assert [c.number for c in PROVISIONAL.cards] == list(range(1, 42))
    assert kinds["herbs"] == 6 and kinds["tool"] + kinds["field"] == 28 and kinds["knowledge"] == 7
    assert {c.number: c.knowledge for c in PROVISIONAL.cards if c.kind == "knowledge"} == KNOWLEDGE_CARDS


def test_FS_CARD_1_a_missing_or_repeated_card_is_refused():
    data = provisional_data()
    data["cards"] = [c for c in data["cards"] if c["number"] != 17] + [card_entry(data, 7)]
    problems = problems_of(data)
    assert_problem(problems, "cards", "card 17 is missing")
    assert_problem(problems, "cards[40].number", "card 7 appears twice")


def test_FS_CARD_1_knowledge_cards_sit_at_their_numbers():
    data = provisional_data()
    card_entry(data, 18)["knowledge"] = "fire"
    card_entry(data, 12).update(kind="knowledge", knowledge="language")
    del card_entry(data, 12)["food"], card_entry(data, 12)["yield"]
    card_entry(data, 3)["kind"] = "field"
    problems = problems_of(data)
    assert_problem(problems, f"cards[{card_index(data, 18)}].kind", "card 18 is the knowledge card plough")
    assert_problem(problems, f"cards[{card_index(data, 12)}].kind", "card 12 is a tool or field")
    assert_problem(problems, f"cards[{card_index(data, 3)}].kind", "card 3 is a herbs card")


def test_FS_CARD_2_every_card_has_a_number_and_a_price():
    data = provisional_data()
    del card_entry(data, 9)["price"]
    card_entry(data, 10)["price"] = -1
    problems = problems_of(data)
    assert_problem(problems, "cards[8].price", "missing")
    assert_problem(problems, "cards[9].price", "0 or more")


def test_FS_CARD_3_a_tool_hunts_one_food():
    assert {c.food for c in PROVISIONAL.cards if c.kind == "tool"} == {"berries", "fish", "bear", "mammoth"}
    data = provisional_data()
    card_entry(data, 7)["food"] = "field"
    assert_problem(problems_of(data), "cards[6].food", "a tool hunts one of")


def test_FS_CARD_4_herbs_and_fields_have_a_fixed_yield():
    herbs = [c for c in PROVISIONAL.cards if c.kind == "herbs"]
    assert [c.number for c in herbs] == [1, 2, 3, 4, 5, 6]
    assert all(c.yield_fixed == 1 and c.price == 0 and c.food == "field" for c in herbs)
    fields = [c for c in PROVISIONAL.cards if c.kind == "field"]
    assert fields and all(2 <= c.yield_fixed <= 4 for c in fields)  # type: ignore[operator]
    assert any(c.yield_fixed == 3 for c in fields)  # SC-FS-4: a field card giving 3 field crops
    assert yield_for(fields[0], 99) == fields[0].yield_fixed


def test_FS_CARD_4_a_herbs_card_gives_one_field_crop_for_free():
    data = provisional_data()
    card_entry(data, 2).update({"price": 1, "yield": {"fixed": 2}})
    problems = problems_of(data)
    assert_problem(problems, "cards[1].price", "must be 0")
    assert_problem(problems, "cards[1].yield", "1 field crop")


def test_FS_CARD_5_the_basket_table():
    """SC-FS-3: the basket takes 1 up to 3 berries, 2 from 4 to 6 and 3 from 7."""
    basket = table_card([[0, 1], [4, 2], [7, 3]])
    assert [yield_for(basket, n) for n in range(10)] == [1, 1, 1, 1, 2, 2, 2, 3, 3, 3]
    assert [list(row) for row in PROVISIONAL.card(22).yield_table or ()] == [[0, 1], [4, 2], [7, 3]]


def test_FS_CARD_5_yield_for_at_the_table_boundaries():
    card = table_card([[0, 0], [2, 1], [5, 3]])
    assert [yield_for(card, n) for n in (0, 1, 2, 4, 5, 50)] == [0, 0, 1, 1, 3, 3]
    with pytest.raises(ValueError):
        yield_for(card, -1)
    with pytest.raises(ValueError):
        yield_for(PROVISIONAL.card(9), 3)


def test_FS_CARD_5_a_bad_yield_table_is_refused():
    data = provisional_data()
    card_entry(data, 7)["yield"] = {"table": [[1, 1], [4, 2]]}
    card_entry(data, 8)["yield"] = {"table": [[0, 2], [4, 1]]}
    card_entry(data, 10)["yield"] = {"fixed": 2}
    card_entry(data, 11)["yield"] = {"table": [[0, 1], [4]]}
    problems = problems_of(data)
    assert_problem(problems, "cards[6].yield.table", "mins must ascend from 0")
    assert_problem(problems, "cards[7].yield.table", "must not fall")
    assert_problem(problems, "cards[9].yield", '{"table": ...}')
    assert_problem(problems, "cards[10].yield.table", "[min, take] pairs")


def test_SC_FS_11_basket_22_takes_2_with_5_berries():
    assert yield_for(PROVISIONAL.card(22), 5) == 2
    data = provisional_data()
    card_entry(data, 22)["yield"] = {"table": [[0, 1], [5, 3]]}
    assert_problem(problems_of(data), "cards[21].yield.table", "card 22 takes 2 at 5 tokens, not 3")
    card_entry(data, 22)["food"] = "fish"
    assert_problem(problems_of(data), "cards[21]", "card 22 is a berries tool")


def test_SC_FS_8_spear_33_takes_2_at_4_counting_the_bonus():
    spear = PROVISIONAL.card(33)
    assert spear.food == "mammoth" and yield_for(spear, 4) == 2 and yield_for(spear, 3) < 2
    data = provisional_data()
    card_entry(data, 33)["yield"] = {"table": [[0, 1], [5, 2]]}
    assert_problem(problems_of(data), "cards[32].yield.table", "card 33 takes 2 at 4 tokens, not 1")


def test_FS_KNOW_2_the_plough_bonus():
    assert PROVISIONAL.plough_bonus == 1
    data = provisional_data()
    data["knowledge"]["plough"]["bonus_per_field"] = 0
    assert_problem(problems_of(data), "knowledge.plough.bonus_per_field", "1 or more")


def test_FS_COMP_1_six_tiles_four_unmarked_one_for_4_one_for_5_players():
    assert sorted(t.min_players for t in PROVISIONAL.tiles) == [2, 2, 2, 2, 4, 5]
    data = provisional_data()
    data["tiles"][0]["min_players"] = 4
    assert_problem(problems_of(data), "tiles", "2 tiles have min_players 4, the game has 1")
    data["tiles"].pop()
    assert_problem(problems_of(data), "tiles", "6 landscape tiles, not 5")


def test_DATA_1_area_totals_and_two_different_areas_per_tile():
    areas = Counter(h.area for t in PROVISIONAL.tiles for h in t.hexes)
    assert areas == Counter(berry_bush=4, lake=3, forest=3, valley=2)
    assert all(t.hexes[0].area != t.hexes[1].area for t in PROVISIONAL.tiles)


def test_DATA_1_tile_geometry_is_checked():
    data = provisional_data()
    tile = data["tiles"][2]
    tile["hexes"][0]["spaces"] = [[0, 2], [2, 3], [4, 5]]
    tile["join"] = 6
    data["tiles"][1]["mountains"] = [["0.0", "1.2"], ["0.0", "0.0"], ["2.0", "0.1"]]
    problems = problems_of(data)
    assert_problem(problems, "tiles[2].hexes[0].spaces[0]", "edges 0 and 2 are not neighbours")
    assert_problem(problems, "tiles[2].hexes[0].spaces", "each of the edges 0-5 exactly once")
    assert_problem(problems, "tiles[2].join", "0-5")
    assert_problem(problems, "tiles[1].mountains[0]", "0.0 and 1.2 are not adjacent on the tile")
    assert_problem(problems, "tiles[1].mountains[1]", "the same")
    assert_problem(problems, "tiles[1].mountains[2]", "space ids")


def test_a_pack_with_several_problems_reports_all_of_them():
    data = provisional_data()
    data["cards"] = [c for c in data["cards"] if c["number"] != 40]
    card_entry(data, 18)["knowledge"] = "fire"  # a knowledge card at the wrong number
    data["tiles"][3]["hexes"][1]["area"] = "lake"  # tile D: two lakes, and now 4 lakes and 1 valley
    data["tiles"][0]["hexes"][0]["spaces"][1] = [2, 4]  # bad edges
    data["tiles"][4]["mountains"].append(["0.0", "1.2"])  # not adjacent across E's join edge
    card_entry(data, 13)["yield"]["table"][0][0] = 1  # a bad yield table
    card_entry(data, 14)["colour"] = "blue"  # an unknown field
    data["flavour"] = "none"
    problems = problems_of(data)
    assert_problem(problems, "cards", "card 40 is missing")
    assert_problem(problems, "cards[17].kind", "card 18 is the knowledge card plough")
    assert_problem(problems, "tiles[3].hexes", "both are lake")
    assert_problem(problems, "tiles", "4 lake areas over the 6 tiles, the game has 3")
    assert_problem(problems, "tiles", "1 valley areas over the 6 tiles, the game has 2")
    assert_problem(problems, "tiles[0].hexes[0].spaces[1]", "edges 2 and 4 are not neighbours")
    assert_problem(problems, "tiles[4].mountains[1]", "0.0 and 1.2 are not adjacent on the tile")
    assert_problem(problems, "cards[12].yield.table", "mins must ascend from 0")
    assert_problem(problems, "cards[13].colour", "unknown field")
    assert_problem(problems, "flavour", "unknown field")


def test_pack_errors_are_invalid_options_and_list_every_problem():
    data = provisional_data()
    del data["format"], data["tiles"]
    data["cards"][0]["provisional"] = ["colour"]
    with pytest.raises(InvalidOptions) as caught:
        load_pack(data)
    error = caught.value
    assert isinstance(error, PackError) and error.details == {"problems": error.problems}
    assert error.problems == ["format: missing", "tiles: missing",
                              "cards[0].provisional: 'colour' is not a field of this entry"]
    assert all(p in error.message for p in error.problems)


def test_marked_entries_need_a_provisional_pack():
    data = provisional_data()
    data["provisional"] = False
    assert_problem(problems_of(data), "provisional", "must be true")


def test_a_pack_of_the_wrong_shape_is_refused_without_crashing():
    for junk in (None, [], "pack", {"cards": "x", "tiles": {}, "knowledge": []},
                 {"format": 1, "name": "x", "cards": [None, 3, {"kind": "tool", "yield": 7}],
                  "knowledge": {"plough": []}, "tiles": [None, {"hexes": [None, {"spaces": 5}]}]}):
        assert validate(junk), junk
