"""The acres bots (engine/acres/ai/): what `sample` may know, the heuristic's play, `evaluate` and the
rollout policy's legality."""
from __future__ import annotations

import json
import random

import pytest

from engine import acres
from engine.acres import ai
from engine.acres.ai.plan import WORTH
from engine.acres.data import CARDS, OPPONENT, SEATS
from engine.acres.position import export_position, load_position
from engine.bots import random_command
from engine.core import seeded_rng
from engine.search import Budget, Search

from .randomplay import steps
from .table import Table, when

EDITIONS = ("second", "first")


def positions(seed: int, edition: str, every: int = 7, cap: int = 700):
    """States of a random game (commands by type, so settles and sieges happen), one in `every`."""
    for i, step in enumerate(steps(seed, {"edition": edition}, cap=cap)):
        if i % every == 0:
            yield step.before


def text(state) -> str:
    return json.dumps(export_position(state), sort_keys=True)


def shuffle_hidden(state, seat: str, rng: random.Random):
    """Another state of the same information set: the opponent's hand and deck dealt again by hand."""
    other = state.copy()
    zones = other.zones[OPPONENT[seat]]
    pool = zones["hand"] + zones["deck"]
    rng.shuffle(pool)
    zones["hand"], zones["deck"] = pool[:len(zones["hand"])], pool[len(zones["hand"]):]
    return other


STATES = [(s, e) for e in EDITIONS for seed in range(4) for s in positions(seed, e)]


# -- sample: the information set ---------------------------------------------------------------------
def test_sample_is_canonical_over_the_information_set():
    rnd = random.Random(5)
    for state, _ in STATES:
        for seat in SEATS:
            for twin in (ai.sample(state, seat, random.Random(99)), shuffle_hidden(state, seat, rnd)):
                k = rnd.randrange(10**6)
                assert text(ai.sample(state, seat, random.Random(k))) == text(ai.sample(twin, seat, random.Random(k)))


def test_sample_keeps_the_seats_view_and_changes_nothing_it_was_given():
    for state, _ in STATES:
        before = text(state)
        for seat in SEATS:
            sampled = ai.sample(state, seat, random.Random(1))
            assert acres.view(sampled, seat) == acres.view(state, seat)
        assert text(state) == before


def test_sample_is_a_valid_state_with_the_same_legal_commands():
    for state, _ in STATES:
        for seat in SEATS:
            sampled = ai.sample(state, seat, random.Random(2))
            load_position(json.loads(text(sampled)))  # validates card conservation, pieces, sieges, decisions
            if seat in state.to_act():
                assert acres.legal_commands(sampled, seat) == acres.legal_commands(state, seat)


def test_sample_redeals_the_opponents_hand_from_his_hand_and_deck():
    state = acres.new_game(seed=3)[0]
    hands = {tuple(ai.sample(state, "british", random.Random(k)).hand("french")) for k in range(30)}
    assert len(hands) > 5  # the French hand is redrawn, not copied
    pool = sorted(state.hand("french") + state.zones["french"]["deck"])
    for k in range(5):
        sampled = ai.sample(state, "british", random.Random(k))
        assert sorted(sampled.hand("french") + sampled.zones["french"]["deck"]) == pool
        assert sampled.hand("british") == state.hand("british")
        assert sorted(sampled.zones["british"]["deck"]) == sorted(state.zones["british"]["deck"])


# -- rollout and heuristic: always legal ---------------------------------------------------------------
def test_rollout_and_heuristic_always_choose_a_legal_command():
    rnd = random.Random(8)
    for state, _ in STATES:
        if state.over:
            continue
        (seat,) = state.to_act()
        legal = acres.legal_commands(state, seat)
        assert ai.rollout(state, seat, rnd) in legal
        assert ai.heuristic(state, seat, legal, rnd) in legal


def test_rollouts_bring_back_a_loaded_reserve():
    """The British heuristic stores Regular Infantry in its reserve and strikes with it later (ai/score.py: reserve
    and retrieve_reserve): a playout that never retrieved a reserve would not see the siege coming."""
    state = (Table(edition="first").control("french", "louisbourg", piece="disc")
             .control("british", "halifax", "canso", piece="disc")
             .reserve("british", "b-regular-infantry-1", "b-regular-infantry-2", "b-regular-infantry-3")
             .hand("british", "b-halifax", "b-new-haven", "b-militia-1").money("british", 3)
             .turn("british").state())
    picks = [ai.rollout(state, "british", random.Random(i))["type"] for i in range(200)]
    assert picks.count("retrieve_reserve") >= 50


def test_playouts_finish_the_turn_before_the_leaf_is_scored(monkeypatch):
    """The search scores every leaf at the start of a turn (ai.turn_of), never between a besiege and its
    reinforcements or between a turn's two actions."""
    scored = []
    evaluate = ai.evaluate
    monkeypatch.setattr(ai, "evaluate", lambda state: scored.append(state) or evaluate(state))
    for state, _ in STATES[::12]:
        if not state.over:
            (seat,) = state.to_act()
            Search(acres, state, seat, acres.legal_commands(state, seat), random.Random(1)).run(
                Budget(iterations=30))
    assert len(scored) > 200
    for leaf in scored:
        assert leaf.over or (leaf.phase == "actions" and leaf.actions_left == 2)  # a siege check may ask first


def play(levels: dict[str, str], seed: int, edition: str, cap: int = 3000):
    state = acres.fold(acres.setup({"edition": edition}, 2, seeded_rng(str(seed), 0)))
    rnd = random.Random(seed)
    for n in range(cap):
        if state.over:
            break
        (seat,) = state.to_act()
        legal = acres.legal_commands(state, seat)
        if levels[seat] == "random":
            cmd = random_command(legal, rnd)
        elif levels[seat] == "rollout":
            cmd = ai.rollout(ai.sample(state, seat, rnd), seat, rnd)
            assert cmd in legal
        else:
            cmd = ai.heuristic(ai.sample(state, seat, rnd), seat, legal, rnd)
        state = acres.fold(acres.decide(state, seat, cmd, seeded_rng(str(seed), n + 1)), state)
    return state


@pytest.mark.parametrize("edition", EDITIONS)
def test_heuristic_beats_random_with_either_nation(edition):
    for seat in SEATS:
        final = play({seat: "heuristic", OPPONENT[seat]: "random"}, seed=11, edition=edition)
        assert final.over and final.result["winner"] == seat


@pytest.mark.parametrize("edition", EDITIONS)
def test_heuristic_and_rollout_games_end(edition):
    for seed, levels in ((1, {"british": "heuristic", "french": "heuristic"}),
                         (2, {"british": "rollout", "french": "heuristic"})):
        assert play(levels, seed, edition).over


# -- the heuristic's judgement ------------------------------------------------------------------------
def choice(state, seat: str) -> dict:
    return ai.heuristic(state, seat, acres.legal_commands(state, seat), random.Random(0))


def test_heuristic_settles_quebec_to_win_at_once_in_the_second_edition():
    state = (Table().neutral("quebec").control("british", "tadoussac")
             .hand("british", "b-tadoussac", "b-st-marys", "b-boston", "b-new-york", "b-philadelphia")
             .turn("british").state())
    assert choice(state, "british")["location"] == "quebec"  # AC-END-2


def test_heuristic_reinforces_the_defence_of_its_capital():
    state = (Table().siege("french", "boston", 2, french=["f-regular-infantry-1"])
             .hand("british", "b-regular-infantry-1", "b-new-haven", "b-norfolk", "b-pemaquid", "b-st-marys")
             .turn("british").state())
    assert choice(state, "british") == {"type": "reinforce", "siege": "french", "card": "b-regular-infantry-1"}


def test_heuristic_blocks_a_raid_on_a_town_and_loses_its_cheapest_card_to_an_ambush():
    table = (Table().control("british", "albany", piece="disc").control("french", "fort-william-henry")
             .hand("french", "f-coureurs-de-bois", "n-native-americans-1")
             .hand("british", "n-native-americans-2", "b-regular-infantry-1", "b-militia-1", "b-norfolk")
             .turn("french"))
    _, raided = when(table.state(), "french", {"type": "raid", "location": "albany", "cards": ["f-coureurs-de-bois"]})
    assert choice(raided, "british") == {"type": "block", "card": "n-native-americans-2"}
    _, ambushed = when(table.state(), "french", {"type": "ambush", "card": "f-coureurs-de-bois"})
    _, lost = when(ambushed, "british", {"type": "no_block"})
    assert choice(lost, "british") == {"type": "choose_card", "card": "b-militia-1"}


def test_heuristic_occupies_a_place_it_won():
    table = (Table().siege("british", "port-royal", 3, british=["b-regular-infantry-1"])
             .hand("british", "b-boston", "b-new-haven").turn("french", actions=0))
    _, after = when(table.state(), "french", {"type": "end_turn"})
    assert after.pending and after.pending[0]["kind"] == "occupy"
    assert choice(after, "british") == {"type": "occupy", "settler": "b-boston"}


@pytest.mark.parametrize("edition", EDITIONS)
def test_heuristic_never_passes_in_the_opening(edition):
    for seed in range(5):
        state = acres.new_game({"edition": edition}, seed=seed)[0]
        assert choice(state, "british")["type"] != "pass"


# -- evaluate -------------------------------------------------------------------------------------
def test_evaluate_gives_probabilities_and_the_true_result_at_the_end():
    for state, _ in STATES:
        values = ai.evaluate(state)
        assert set(values) == set(SEATS)
        assert all(0.0 <= v <= 1.0 for v in values.values()) and abs(sum(values.values()) - 1) < 1e-9
    final = play({"british": "heuristic", "french": "random"}, seed=4, edition="second")
    assert ai.evaluate(final)[final.result["winner"]] == 1.0


def test_evaluate_follows_the_score_and_a_capital_about_to_fall():
    even = Table().turn("british").state()
    ahead = Table().control("british", "albany", "deerfield", "detroit", piece="disc").turn("british").state()
    assert ai.evaluate(ahead)["british"] > ai.evaluate(even)["british"] + 0.1
    falling = Table().siege("british", "quebec", 5, british=["b-regular-infantry-1"]).turn("french").state()
    assert ai.evaluate(falling)["british"] > 0.8


def test_worths_cover_every_card():
    assert set(CARDS) <= set(WORTH)


def test_priors_rank_the_heuristics_choice_first():
    for state, _ in STATES[::5]:
        if state.over:
            continue
        (seat,) = state.to_act()
        legal = acres.legal_commands(state, seat)
        values = ai.priors(state, seat, legal, random.Random(3))
        assert len(values) == len(legal)
        assert legal[values.index(max(values))] == ai.heuristic(state, seat, legal, random.Random(3))


def text_of(cmd: dict) -> str:
    return json.dumps(cmd, sort_keys=True)


def test_evaluate_weighs_each_edition_on_its_own():
    """Drafted cards count in the second edition's evaluation, not in the first's (fitted on its games)."""
    def british(edition: str, drafted: bool) -> float:
        table = Table(edition=edition).turn("british")
        if drafted:
            table.discard("british", "b-regular-infantry-5")
        return ai.evaluate(table.state())["british"]
    assert british("second", True) > british("second", False) + 0.01
    assert british("first", True) == pytest.approx(british("first", False))


def test_heuristic_uses_the_scenario_options_free_actions_before_ending_its_turn():
    # AC-VAR-17: the card of Kennebec, held by the French, is dead weight
    lost = (Table(free_lost_discard=True).control("french", "kennebec").hand("british", "b-kennebec", "b-boston")
            .turn("british", actions=0).state())
    assert choice(lost, "british") == {"type": "discard_lost", "card": "b-kennebec"}
    # AC-VAR-11: a fur card sold for a coin when broke, and nothing sold without the option
    fur = Table(free_fur_sale=True).turn("french", actions=0).hand("french", "f-gaspe").money("french", 0)
    assert choice(fur.state(), "french") == {"type": "sell_fur", "card": "f-gaspe"}
    assert choice(Table().turn("french", actions=0).hand("french", "f-gaspe").state(), "french")["type"] == "end_turn"
