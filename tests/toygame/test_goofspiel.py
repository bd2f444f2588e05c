"""Goofspiel's own rules and what the conformance suite cannot see in any game: that the bot's sample deals the
hidden bids again, and that a reshuffled prize's place stays hidden (a number, which the suite does not track)."""
from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

import pytest

from engine.core import IllegalCommand, InvalidOrder, InvalidPosition, Json, NotYourTurn

from . import ai, export_position, fold, legal_commands, orders, play, redact, setup, view
from .state import State

ROOT = Path(__file__).resolve().parents[2]


def table(options: Json | None = None, seats: int = 2, seed: int = 0) -> State:
    return fold(setup(options, seats, random.Random(seed)))


def bid(state: State, seat: str, rank: int, seed: int = 0) -> tuple[list[Json], State]:
    return play(state, seat, {"type": "bid", "card": f"{seat}-{rank}"}, random.Random(seed))


def test_GS_BID_1_a_seat_bids_a_card_of_its_hand_once_a_round() -> None:
    state = table()
    assert [c["card"] for c in legal_commands(state, "hearts")] == [f"hearts-{r}" for r in range(1, 14)]
    with pytest.raises(IllegalCommand) as refused:
        play(state, "hearts", {"type": "bid", "card": "spades-3"}, random.Random(0))
    assert refused.value.rule_id == "GS-BID-1"
    _, state = bid(state, "hearts", 3)
    assert state.to_act() == {"spades"} and state.bids == {"hearts": "hearts-3"}
    with pytest.raises(NotYourTurn):
        bid(state, "hearts", 4)


def test_GS_BID_2_GS_WIN_1_the_bids_are_revealed_together_and_the_highest_takes_the_prize() -> None:
    state = table(seed=3)
    prize = state.prize
    assert prize is not None
    _, state = bid(state, "hearts", 2)
    events, state = bid(state, "spades", 9)
    assert [e["type"] for e in events] == ["BidPlaced", "BidsRevealed", "PrizeWon", "PrizeRevealed"]
    assert events[1]["bids"] == {"hearts": "hearts-2", "spades": "spades-9"}
    assert state.won == {"hearts": [], "spades": [prize]} and state.score("spades") == int(prize.split("-")[1])
    assert state.round == 2 and state.prize == events[3]["card"]


@pytest.mark.parametrize("ties", ["discard", "reshuffle"])
def test_GS_TIE_1_a_prize_tied_for_is_discarded_or_shuffled_back_at_a_hidden_place(ties: str) -> None:
    state = table({"ties": ties}, seats=3, seed=1)
    prize, deck = state.prize, list(state.deck)
    assert prize is not None
    _, state = bid(state, "hearts", 7)
    _, state = bid(state, "spades", 7)
    events, state = bid(state, "clubs", 2, seed=5)
    if ties == "discard":
        assert events[2] == {"type": "PrizeDiscarded", "card": prize} and state.discarded == [prize]
        return
    returned = events[2]
    assert returned["type"] == "PrizeReturned" and returned["card"] == prize
    deck.insert(returned["at"], prize)
    assert state.deck == deck[1:] and state.prize == deck[0] == events[3]["card"]  # then the top is turned up
    for seat in ("hearts", "spades", "clubs", None):
        assert redact(returned, seat) == {"type": "PrizeReturned", "card": prize}


def test_GS_END_1_the_most_points_win_when_the_hands_are_empty() -> None:
    state = table({"cards": 3})
    for rank, other in ((3, 1), (1, 2), (2, 3)):
        _, state = bid(state, "hearts", rank)
        events, state = bid(state, "spades", other)
    assert events[-1]["type"] == "GameEnded" and state.result == {"scores": {"hearts": state.score("hearts"),
                                                                            "spades": state.score("spades")},
                                                                 "winners": events[-1]["winners"]}
    assert state.to_act() == set() and not legal_commands(state, "hearts")


def test_sample_deals_the_other_bids_again_and_keeps_what_the_seat_knows() -> None:
    state = table(seats=3, seed=2)
    _, state = bid(state, "spades", 5)
    _, state = bid(state, "hearts", 8)
    samples = [ai.sample(state, "hearts", random.Random(k)) for k in range(30)]
    assert len({s.bids["spades"] for s in samples}) > 3 and {s.bids["hearts"] for s in samples} == {"hearts-8"}
    assert len({tuple(s.deck) for s in samples}) > 3
    assert all(view(s, "hearts") == view(state, "hearts") for s in samples)


def test_standing_orders_bid_lowest_highest_or_the_prizes_rank() -> None:
    state = table(seed=4)
    assert state.prize is not None
    prize = int(state.prize.split("-")[1])
    answers = {mode: orders.answer(state, "spades", orders.validate_order({"bid": mode})) for mode in orders.MODES}
    assert answers == {"ask": None, "lowest": {"type": "bid", "card": "spades-1"},
                       "highest": {"type": "bid", "card": "spades-13"},
                       "prize": {"type": "bid", "card": f"spades-{prize}"}}
    with pytest.raises(InvalidOrder) as bad:
        orders.validate_order({"bid": "boldly"})
    assert bad.value.details == {"field": "bid"}


@pytest.mark.parametrize(("field", "value", "path"), [
    ("cards", 2, "cards"), ("seats", ["hearts", "hearts"], "seats[1]"), ("bids", {"hearts": "hearts-1"}, "hands.hearts"),
    ("deck", [], "deck"), ("result", {"winners": []}, "result"), ("extra", 1, "extra"),
])
def test_malformed_positions_are_refused_naming_the_field(field: str, value: object, path: str) -> None:
    position = {**export_position(table()), field: value}
    with pytest.raises(InvalidPosition) as refused:
        setup(None, 2, random.Random(0), position=position)
    assert refused.value.details["path"] == path


def test_the_package_type_checks_as_an_engine() -> None:
    """mypy --strict, with probe.py assigning the package to an engine.core.Engine."""
    done = subprocess.run([sys.executable, "-m", "mypy", "--strict", "--follow-imports=silent", "--no-incremental",
                           "tests/toygame"], cwd=ROOT, capture_output=True, text=True, timeout=300, check=False)
    assert done.returncode == 0, done.stdout + done.stderr
