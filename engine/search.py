"""Level `search`: single-observer information-set Monte Carlo tree search (SO-ISMCTS; Cowling, Powley and
Whitehouse, "Information Set Monte Carlo Tree Search", IEEE TCIAIG 2012), over any engine of the protocol.

Each iteration draws a determinization — a full state consistent with what the searching seat knows — from
the game's `ai.sample`, walks one tree shared by all determinizations (edges are commands, so an edge means
the same thing in every determinization), expands one edge, plays a few `ai.rollout` plies (on to the end of
the turn, for a game whose `ai.turn_of` names its turns) and scores the leaf with `ai.evaluate`; it steps with
the engine's `play` (decide and fold at once). The game's `ai.priors` (its heuristic's scores) decide which
commands a node opens first: a node visited n times considers only its 1 + sqrt(n) best (progressive
unpruning; `ai.WIDENING` may scale the sqrt), so a short search weighs the few commands worth weighing, and a
long one still sees them all. Every node keeps the reward of the seat whose command led to it, so the same code
serves 2 and 6 players (each seat maximises its own chance). Selection is UCB1 over *available* children: a
child's exploration term counts the iterations in which its command was legal, not its parent's visits,
because an opponent's options differ between determinizations.

The module is pure: chance goes through `rng`, and a time budget uses the `clock` its caller passes in.
"""
from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .core import Engine, Json

EXPLORATION = 0.7  # UCB1 constant for rewards in [0, 1]; lower than sqrt(2) since the evaluations are informed
WIDENING = 1.0  # a node visited n times considers its 1 + WIDENING * sqrt(n) best commands by prior


@dataclass(frozen=True)
class Budget:
    """Stop after `iterations`, or once `clock()` has advanced `seconds`, whichever comes first (at least one
    iteration always runs)."""
    iterations: int | None = None
    seconds: float | None = None
    clock: Callable[[], float] | None = None

    def __post_init__(self) -> None:
        if self.iterations is None and (self.seconds is None or self.clock is None):
            raise ValueError("a search budget needs iterations, or seconds and a clock")


class Node:
    __slots__ = ("available", "children", "mover", "priors", "reward", "visits")

    def __init__(self, mover: str | None):
        self.mover = mover  # the seat whose command led here
        self.children: dict[Any, tuple[Json, Node]] = {}
        self.visits = 0
        self.reward = 0.0  # summed over visits, from the mover's side
        self.available = 0  # iterations in which this node's command was legal at its parent
        self.priors: dict[Any, float] = {}  # the prior score of every command seen legal here, asked once each


def command_key(cmd: Json) -> Any:
    """A hashable identity of a command (lists become tuples; legal commands are canonical already)."""
    return tuple(sorted((k, tuple(v) if isinstance(v, list) else v) for k, v in cmd.items()))


@dataclass
class Stats:
    iterations: int = 0
    nodes: int = 0
    max_depth: int = 0


class Search:
    """One decision's search for `seat` in `state` (a sample of the seat's information set) of `game`, whose
    bot (`game.ai`) gives the samples, priors, playouts and evaluations; `rollout_plies`, `exploration` and
    `widening` override the bot's own settings (for tuning)."""

    def __init__(self, game: Engine, state: Any, seat: str, legal: list[Json], rng: random.Random,
                 rollout_plies: int | None = None, exploration: float | None = None, widening: float | None = None):
        self.game, self.ai, self.state, self.seat = game, game.ai, state, seat
        self.legal, self.rng = legal, rng
        self.rollout_plies = rollout_plies if rollout_plies is not None else self.ai.ROLLOUT_PLIES
        self.exploration = exploration if exploration is not None else self.ai.EXPLORATION
        # a playout goes on to the end of the turn (`ai.turn_of`), at most ROLLOUT_MAX_PLIES plies
        self.rollout_max = max(self.rollout_plies, self.ai.ROLLOUT_MAX_PLIES)
        self.widening = widening if widening is not None else self.ai.WIDENING
        self.root = Node(None)
        self.root_keys = [command_key(cmd) for cmd in legal]
        self.stats = Stats()

    def run(self, budget: Budget) -> Json:
        """The command of `legal` the search likes best: the most visited child of the root."""
        if len(self.legal) == 1:
            return self.legal[0]
        start = budget.clock() if budget.clock and budget.seconds is not None else 0.0
        while True:
            self.iterate()
            if budget.iterations is not None and self.stats.iterations >= budget.iterations:
                break
            if budget.seconds is not None and budget.clock and budget.clock() - start >= budget.seconds:
                break
        return self.best()

    def best(self) -> Json:
        cmd, _ = max(self.root.children.values(), key=lambda cn: (cn[1].visits, cn[1].reward))
        return cmd

    def ranking(self) -> list[tuple[Json, int, float]]:
        """The root's commands with their visits and mean reward, most visited first (for tests and tools)."""
        out = [(cmd, n.visits, n.reward / n.visits if n.visits else 0.0) for cmd, n in self.root.children.values()]
        return sorted(out, key=lambda t: (-t[1], -t[2]))

    # -- one iteration --------------------------------------------------------------------------------
    def iterate(self) -> None:
        game, ai, rng = self.game, self.ai, self.rng
        state = ai.sample(self.state, self.seat, rng)
        node, path = self.root, [self.root]
        actor = self.seat
        # the root's commands are the same in every determinization: the seat knows its own
        legal, keys = self.legal, self.root_keys
        while True:
            child = self._select_or_expand(node, state, actor, legal, keys)
            cmd, next_node = child
            state = game.play(state, actor, cmd, rng)[1]
            path.append(next_node)
            if next_node.visits == 0 or game.result(state) is not None:
                break
            node = next_node
            actor = _actor(game, state)
            legal = game.legal_commands(state, actor)
            keys = [command_key(cmd) for cmd in legal]
        values = ai.evaluate(self._playout(state))
        self.root.visits += 1
        for n in path[1:]:
            n.visits += 1
            n.reward += values.get(n.mover or "", 0.0)
        self.stats.iterations += 1
        self.stats.max_depth = max(self.stats.max_depth, len(path) - 1)

    def _playout(self, state: Any) -> Any:
        """`rollout_plies` plies of `ai.rollout`; with `ai.turn_of`, on to the end of the turn then in play, at most
        `rollout_max` plies, so that every leaf is scored at the start of a turn."""
        game, ai, rng, turn_of = self.game, self.ai, self.rng, self.ai.turn_of
        plies, turn = 0, turn_of(state)
        while plies < self.rollout_max and game.result(state) is None:
            actor = _actor(game, state)
            state = game.play(state, actor, ai.rollout(state, actor, rng), rng)[1]
            plies += 1
            before, turn = turn, turn_of(state)
            if plies >= self.rollout_plies and (turn is None or turn != before):
                break
        return state

    def _select_or_expand(self, node: Node, state: Any, actor: str, legal: list[Json],
                          keys: list[Any]) -> tuple[Json, Node]:
        """Progressive unpruning (Chaslot et al. 2008): of the commands legal in this determinization, only the
        best few by the game's prior are open, more as the node is visited; an open command not yet tried is
        expanded first (best prior first), else UCB1 picks among the open ones."""
        priors = node.priors
        new = [i for i, key in enumerate(keys) if key not in priors]
        if new:
            for i, value in zip(new, self._priors(state, actor, [legal[i] for i in new])):
                priors[keys[i]] = value
        width = 1 + int(self.widening * math.sqrt(node.visits))
        ranked = sorted(range(len(keys)), key=lambda i: -priors[keys[i]])[:width]
        children = node.children
        open_children: list[tuple[Json, Node]] = []
        for i in ranked:
            found = children.get(keys[i])
            if found is None:
                child = Node(actor)
                child.available = 1
                children[keys[i]] = (legal[i], child)
                self.stats.nodes += 1
                return legal[i], child
            open_children.append(found)
        for _, child in open_children:
            child.available += 1
        c = self.exploration
        return max(open_children, key=lambda cn: cn[1].reward / cn[1].visits + c * math.sqrt(
            math.log(cn[1].available) / cn[1].visits))


    def _priors(self, state: Any, actor: str, commands: list[Json]) -> list[float]:
        return self.ai.priors(state, actor, commands, self.rng)


def _actor(game: Engine, state: Any) -> str:
    """The seat whose command the tree takes next; seats asked at once answer in seat-name order."""
    return min(game.to_act(state))


def choose(game: Engine, state: Any, seat: str, legal: list[Json], rng: random.Random, budget: Budget,
           **options: Any) -> Json:
    """The search's command for `seat` (`state` must already be a sample of the seat's information set)."""
    return Search(game, state, seat, legal, rng, **options).run(budget)
