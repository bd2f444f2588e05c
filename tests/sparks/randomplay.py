"""Seeded games of The First Sparks for the invariant tests, the golden transcripts and the benchmark.

Uniform random play starves clans down to one member that never grows (Herbs feed exactly one member), so the
seats play a *sensible random* policy: buy tools for the areas the clan borders or could reach, hunt with every
tool, expand as far as a food reserve allows. Each seat draws its own temper per game (how much food it keeps,
how often it passes or declines) and chooses at random among what its temper allows, so games reach varied
positions. A game stops when it has stalled (no clan's members, food or cards changing for STALL_ROUNDS rounds)
or at the end of round CAP_ROUNDS (test_random_games counts the games that end).
"""
from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from engine import sparks
from engine.core import Json, seeded_rng
from engine.sparks.data import AREA_FOOD
from engine.sparks.query import EXPANSION_COST, tool_take
from engine.sparks.scoring import END_SIZE
from engine.sparks.state import VALUE, State

CAP_ROUNDS = 30  # a game still running when round CAP_ROUNDS + 1 would begin stops (see test_random_games)
STALL_ROUNDS = 5  # a game stops at the start of a round when it has stalled for this many rounds
PLAYER_COUNTS = (2, 3, 4, 5, 6)


def options_for(seed: int) -> Json:
    """Every 4th game lays its tiles by command, every 3rd uses the marked tiles first (OQ-FS-3)."""
    options: Json = {}
    if seed % 4 == 1:
        options["board"] = "laid"
    if seed % 3 == 2:
        options["tile_pool"] = "marked_first"
    return options


@dataclass
class Step:
    before: State
    seat: str
    command: Json
    legal: list[Json]
    events: list[Json]
    after: State


@dataclass
class Game:
    seed: int
    players: int
    options: Json
    setup: list[Json]
    steps: list[Step] = field(default_factory=list)

    @property
    def final(self) -> State:
        return self.steps[-1].after if self.steps else sparks.fold(self.setup)

    @property
    def outcome(self) -> str:
        """How the game stopped: ended, capped (round CAP_ROUNDS was played) or stalled."""
        final = self.final
        return "ended" if final.over else "capped" if final.round > CAP_ROUNDS else "stalled"

    @property
    def events(self) -> list[Json]:
        return self.setup + [e for s in self.steps for e in s.events]


# -- the policy ----------------------------------------------------------------------------------------------
def reachable_foods(state: State, clan: str) -> set[str]:
    """The foods of the areas the clan borders or could border with one more member."""
    board = state.board
    own = state.clans.get(clan, [])
    spaces = set(own)
    for space in own:
        spaces |= board.adjacency[space]
    return {AREA_FOOD[board.areas[board.area_of(s)]] for s in spaces if board.areas[board.area_of(s)] in AREA_FOOD}


class Policy:
    """One seat's temper for one game, drawn from `rng`."""

    def __init__(self, rng: random.Random):
        self.rng = rng
        self.keep = rng.choice((0, 2, 4))  # food kept after expanding, beyond what feeding needs
        self.pass_rate = rng.choice((0.02, 0.1))
        self.decline_rate = rng.choice((0.02, 0.1))
        self.knowledge_rate = rng.choice((0.1, 0.3))

    def useful(self, state: State, seat: str, card: int) -> bool:
        """A tool for a food the clan borders or could border, if there is room for it or it beats the clan's
        weakest tool; a field; sometimes a knowledge card."""
        info = state.card(card)
        if info.kind == "knowledge":
            return self.rng.random() < self.knowledge_rate
        tools = state.tools(seat)
        if card in tools:
            return True
        worth = self.worth(state, seat, card)
        return worth > 0 and (len(tools) < state.tool_limit(seat) or worth > min(self.worth(state, seat, n)
                                                                                  for n in tools))

    def worth(self, state: State, seat: str, card: int) -> int:
        """The most food the card could give the clan in one hunt."""
        info = state.card(card)
        if info.kind != "tool":
            return info.yield_fixed or 0
        if info.food not in reachable_foods(state, seat):
            return 0
        return max(take for _, take in info.yield_table or ((0, 0),)) * VALUE[info.food]

    def income(self, state: State, seat: str) -> int:
        """Food the clan's cards would give in a hunt now."""
        return sum(tool_take(state, seat, n) * VALUE[state.card(n).food] for n in state.tools(seat))

    def choose(self, state: State, seat: str, legal: list[Json]) -> Json:
        rng = self.rng
        kind = legal[0]["type"]
        if kind == "hunt":
            if rng.random() < 0.05:
                return rng.choice(legal)
            most = max(len(c["tools"]) for c in legal)
            return rng.choice([c for c in legal if len(c["tools"]) == most])
        if kind == "expand":
            return self.expand(state, seat, legal)
        if kind in ("offer_card", "pass_buying"):
            good = [c for c in legal if c["type"] == "offer_card" and self.useful(state, seat, c["card"])]
            if not good or rng.random() < self.pass_rate:
                return {"type": "pass_buying"}
            return rng.choice(good)
        if kind in ("want_card", "decline_card"):
            want = self.useful(state, seat, state.offer["card"]) and rng.random() >= self.decline_rate
            return {"type": "want_card" if want and {"type": "want_card"} in legal else "decline_card"}
        if kind in ("keep_offered_card", "box_offered_card"):
            keep = self.useful(state, seat, state.offer["card"]) or rng.random() < 0.2
            return {"type": "keep_offered_card" if keep else "box_offered_card"}
        if kind == "discard_tool":
            return min(legal, key=lambda c: (self.worth(state, seat, c["card"]), rng.random()))
        if kind in ("place_member", "skip_second_member") and state.phase == "place_second":
            places = [c for c in legal if c["type"] == "place_member"]
            if places and rng.random() < 0.85:
                return rng.choice(places)
            return {"type": "skip_second_member"}
        return rng.choice(legal)  # lay_tile, first members, remove_members, grow_neutral

    def expand(self, state: State, seat: str, legal: list[Json]) -> Json:
        """Grow while the next round's feeding stays covered (income counted; the base cost only, as pricing
        every option costs more than the game), preferring new areas that the clan's tools hunt in, then more
        members."""
        rng = self.rng
        food, size, income = state.food[seat], state.size(seat), self.income(state, seat)
        most = max(len(c["spaces"]) for c in legal)
        if size + most >= END_SIZE or any(state.size(s) >= END_SIZE for s in state.seats):
            return rng.choice([c for c in legal if len(c["spaces"]) == most])  # no feeding after the end
        keep = self.keep if state.market or state.deck_size else -size // 3  # nothing left to buy: push on
        ok = [c for c in legal
              if food - EXPANSION_COST[len(c["spaces"])] + income >= size + len(c["spaces"]) + keep]
        if not ok or rng.random() < 0.05:
            return rng.choice(ok or legal)
        if rng.random() < 0.15:
            return rng.choice(ok)
        board = state.board
        hunted = {state.card(n).food for n in state.tools(seat)}
        bordered = {board.area_of(s) for s in state.clans[seat]}

        def gain(c: Json) -> int:
            new = {board.area_of(s) for s in c["spaces"]} - bordered
            return sum(AREA_FOOD.get(board.areas[a]) in hunted for a in new)

        best = max((gain(c), len(c["spaces"])) for c in ok)
        return rng.choice([c for c in ok if (gain(c), len(c["spaces"])) == best])


# -- playing -------------------------------------------------------------------------------------------------
def setup_events(seed: int, players: int, options: Json | None = None) -> list[Json]:
    options = options_for(seed) if options is None else options
    return sparks.setup(options, players, seeded_rng(f"{players}p{seed}", 0))


def stalled(history: list[Any]) -> bool:
    """No clan's size, food or cards changed over the last STALL_ROUNDS rounds: each clan sits at the size its
    income feeds, with nothing left over to buy or grow with (only the harvest piles still change)."""
    return len(history) > STALL_ROUNDS and all(h == history[-1] for h in history[-STALL_ROUNDS - 1:])


def steps(seed: int, players: int, options: Json | None = None, cap: int = CAP_ROUNDS) -> Iterator[Step]:
    """Play a game, yielding each step, until it ends, stalls or round `cap` is over."""
    state = sparks.fold(setup_events(seed, players, options))
    chooser = random.Random(f"chooser:{players}p{seed}")
    policies = {seat: Policy(random.Random(chooser.random())) for seat in state.seats}
    version = 0
    history: list[Any] = []  # the clans, food and cards at the start of each round
    while not state.over and state.round <= cap:
        if state.phase == "buy" and len(history) < state.round:
            history.append((state.clans, state.food, state.cards))
            if stalled(history):
                return
        (seat,) = sparks.to_act(state)
        legal = sparks.legal_commands(state, seat)
        command = policies[seat].choose(state, seat, legal)
        version += 1
        events = sparks.decide(state, seat, command, seeded_rng(f"{players}p{seed}", version))
        after = sparks.fold(events, state)
        yield Step(state, seat, command, legal, events, after)
        state = after


def play(seed: int, players: int, options: Json | None = None, cap: int = CAP_ROUNDS,
         on_step: Callable[[Step, int], Any] | None = None) -> Game:
    options = options_for(seed) if options is None else options
    game = Game(seed, players, options, setup_events(seed, players, options))
    for step in steps(seed, players, options, cap):
        if on_step:
            on_step(step, len(game.steps))
        game.steps.append(step)
    return game
