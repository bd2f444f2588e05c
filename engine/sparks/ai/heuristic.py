"""Level `heuristic` for The First Sparks: each legal command gets a score from the economic model
(model.py, hunt.py), and the best one is played (a little rng noise breaks ties).

- Buying: a card is worth what it adds to the members the clan can expect at the end, by the projection,
  with its price paid now and its income from the next hunt on (shared piles, other clans hunting first).
  A tool for an area one affordable member away counts too (hunt.market_upgrades). With 2 players,
  taking the card the rival offers also counts what he loses by it.
- Hunting: the tools in the order that takes the most food.
- Expansion: each set of spaces is priced by the engine and projected, and the next feeding is checked in
  the turn order the new sizes will give (a clan that grows past the others hunts after them). Sets that
  end the game are played only when they win it.
- Starvation and the tool limit: keep what hunts the most.
- Placement round, tiles, the 2-player neutral: simple rules about hunting areas.
"""
from __future__ import annotations

import random
from collections.abc import Callable

from ...core import Json
from ..act_buy import box_take
from ..data import AREA_FOOD
from ..flow import bureaucracy_order
from ..query import EXPANSION_COST, expansion_cost, may_take, surcharge, tool_take
from ..scoring import END_SIZE
from ..state import FOODS, VALUE, State
from . import hunt, model

STARVING = 2.0  # members lost to starvation count double: the food spent on them is lost too
# Members at the end a knowledge card is worth besides the food it adds, rough. Fire is the projection's blind
# spot: it spends almost all its food each round, but a clan without spoilage can save for a dear tool or for
# the last jump to 13 members, which a clan at the size its hunts feed can do no other way (FS-SPOIL-1/3).
KNOWLEDGE_WORTH = {"fire": 2.0, "transport_sled": 0.5, "language": 0.4, "intelligence": 0.1}
EXACT_FEW = 40  # expansions scored at their exact cost (the engine's pricing of a set is the slow part)
DENIAL = 0.5  # 2 players: a member the rival loses is worth this many of one's own
BUY_MARGIN = 0.1  # a card must beat passing by this many members at the end (an offer nobody wants binds)


def heuristic(state: State, seat: str, legal: list[Json], rng: random.Random) -> Json:
    """One of `legal`, the command the model likes best for `seat`."""
    if len(legal) == 1:
        return legal[0]
    scores = priors(state, seat, legal, rng)
    best = max(range(len(legal)), key=lambda i: scores[i] + rng.random() * 1e-6)
    return legal[best]


def priors(state: State, seat: str, legal: list[Json], rng: random.Random) -> list[float]:
    """The model's score of each command of `legal` (any commands `seat` may send now; higher is better)."""
    if len(legal) == 1:
        return [0.0]
    return [float(x) for x in SCORERS.get(legal[0]["type"], _indifferent)(state, seat, legal, rng)]


def _indifferent(state: State, seat: str, legal: list[Json], rng: random.Random) -> list[float]:
    """Tiles (FS-SETUP-8): the model has no view on where they go; the heuristic picks one at random."""
    return [0.0] * len(legal)


# -- buying ------------------------------------------------------------------------------------------------
class Outlook:
    """What `seat` can expect from here: every clan's next hunt, the rounds left (the horizon), and what
    each market card would add to the seat's income."""

    def __init__(self, state: State, seat: str):
        self.state, self.seat = state, seat
        self.now = hunt.incomes(state)  # the next hunt: what feeding can count on
        self.income = hunt.lasting_incomes(state)  # a round over the next rounds: what the projection uses
        self.gains = hunt.market_upgrades(state, seat)
        clans = model.clans_now(state, self.income, {seat: self.gains})
        self.rounds = model.horizon(clans, {s: model.step_of(state, s) for s in clans})
        self.fire = state.knows(seat, "fire")
        self.extra = clans[seat].extra

    def clan(self, size: int, food: float, income: float, fire: bool, bought: int | None = None) -> model.Clan:
        return model.Clan(size, food, income, fire, model.upgrade_path(self.state, self.gains, bought), self.extra)


class Buying(Outlook):
    """What each card of the market is worth to `seat` now: expected standing at the end with the card,
    less without it. Both sides plan the same later purchases, and neither plans this card: a card passed
    now may be gone, and a plan to buy it later would always look as good as buying it now."""

    def score(self, food: float, income: float, fire: bool, card: int) -> float:
        clan = self.clan(self.state.size(self.seat), food, income, fire, card)
        return model.project(clan, self.rounds, "spoil")

    def gain(self, card: int) -> float:
        s, seat = self.state, self.seat
        info = s.card(card)
        food = s.food[seat] - info.price + (1 if s.bonus == card else 0)
        income = self.income[seat] + self.gains.get(card, 0.0)
        worth = KNOWLEDGE_WORTH.get(info.knowledge or "", 0.0) * min(1.0, self.rounds / 5)
        short = s.size(seat) - model.keep(food, self.fire) - self.now[seat] - self.gains.get(card, 0.0)
        base = self.score(s.food[seat], self.income[seat], self.fire, card)
        return (self.score(food, income, self.fire or info.knowledge == "fire", card) + worth - base
                - BUY_MARGIN - STARVING * max(0.0, short))


def _buying(state: State, seat: str, legal: list[Json], rng: random.Random) -> list[float]:
    b = Buying(state, seat)
    offered = state.offer["card"] if state.offer else None
    out = []
    for cmd in legal:
        kind = cmd["type"]
        if kind == "offer_card":
            out.append(b.gain(cmd["card"]))
        elif kind == "want_card":
            assert offered is not None
            gain = b.gain(offered)
            denial = _denial(state, seat, offered) if gain > 0 else 0.0
            out.append(gain - _better_later(state, seat, b, offered) + denial)
        elif kind == "keep_offered_card":
            assert offered is not None
            out.append(b.gain(offered))
        elif kind == "box_offered_card":
            out.append(_boxing_gain(state, seat, offered))
        else:  # pass_buying, decline_card
            out.append(0.0)
    return out


def _better_later(state: State, seat: str, b: Buying, offered: int) -> float:
    """How much more another card of the market is worth, which `seat` could still offer itself."""
    others = [b.gain(c) for c in state.current if c != offered and may_take(state, seat, c)]
    return max(0.0, max(others, default=0.0) - b.gain(offered) - 0.25) if others else 0.0


def _denial(state: State, seat: str, card: int) -> float:
    """2 players: what taking the offered card costs the rival who offered it, in his members at the end
    (DENIAL of it counts for `seat`). Had `seat` declined, the rival would keep it (or box it, FS-2P-9); now
    he must make another offer, which binds (FS-2P-10), so he loses the difference to his next best card.
    Counted only for a card worth having: a seat buys one card a round (FS-TECH-9), and a useless one can
    leave it without any tool to hunt with."""
    if state.players != 2 or state.offer is None:
        return 0.0
    rival = state.offer["offerer"]
    r = Buying(state, rival)
    others = [r.gain(c) for c in state.current if c != card and may_take(state, rival, c)]
    return DENIAL * max(0.0, r.gain(card) - max(others, default=0.0))


def _boxing_gain(state: State, seat: str, card: int | None) -> float:
    """2 players (FS-2P-9): boxing a tool takes tokens from a pile; worth a little if the rival hunts there."""
    if card is None or state.card(card).kind != "tool":
        return 0.0
    rival = next(s for s in state.seats if s != seat)
    food = state.card(card).food
    hunts = any(state.card(n).food == food for n in state.tools(rival))
    return 0.05 * box_take(state, card) * VALUE[food or "field"] * (1 if hunts else -0.5)


def _discard(state: State, seat: str, legal: list[Json], rng: random.Random) -> list[float]:
    """FS-CARD-7: keep the tools that hunt the most over the next rounds."""
    tools, flow = state.tools(seat), hunt.flow(state, seat)
    areas = hunt.area_counts(state, state.clans[seat])
    return [flow.value([t for t in tools if t != cmd["card"]], areas) for cmd in legal]


# -- hunting and starving ------------------------------------------------------------------------------------
def _hunt(state: State, seat: str, legal: list[Json], rng: random.Random) -> list[float]:
    def take(tools: list[int]) -> float:
        harvest, total = dict(state.harvest), 0
        for n in tools:
            food = state.card(n).food
            assert food is not None
            got = tool_take(state, seat, n, harvest)
            harvest[food] -= got
            total += got * VALUE[food]
        return total + 0.01 * len(tools)

    return [take(cmd["tools"]) for cmd in legal]


def _remove(state: State, seat: str, legal: list[Json], rng: random.Random) -> list[float]:
    own = state.clans[seat]
    out = []
    for cmd in legal:
        kept = [s for s in own if s not in cmd["spaces"]]
        areas = hunt.area_counts(state, kept)
        out.append(hunt.incomes(state, areas={seat: areas})[seat] + 0.1 * sum(areas.values()))
    return out


# -- expansion -----------------------------------------------------------------------------------------------
class Expansion(Outlook):
    """Scores sets of spaces for `seat`'s expansion (FS-EXPAND, FS-END)."""

    def __init__(self, state: State, seat: str):
        super().__init__(state, seat)
        self.size, self.food = state.size(seat), state.food[seat]
        self.ending = any(state.size(s) >= END_SIZE for s in state.seats)
        self.board = state.board
        self.bordered = frozenset(self.board.area_of(s) for s in state.clans[seat])
        self.surcharge = {s: surcharge(state, seat, s) for s in self.board.spaces}
        self._incomes: dict[tuple[frozenset[str], tuple[str, ...]], tuple[float, float]] = {}
        self.sizes = {s: state.size(s) for s in state.seats}
        self.orders: dict[int, list[str]] = {}  # members placed -> the next round's turn order
        self._projected: dict[tuple[int, float, float], float] = {}
        self.flow = hunt.flow(state, seat)

    def income_after(self, spaces: list[str]) -> tuple[float, float]:
        """The next hunt's food and the lasting food a round with these spaces added (new areas, more V). The
        next hunt follows the order the coming bureaucracy sets with the clan's new size: a clan that grows
        past its rivals goes first, so it hunts after them (FS-ORDER-2, FS-HUNT-1)."""
        bordered = self.bordered.union(self.board.area_of(s) for s in spaces)
        order = self.orders.get(len(spaces))
        if order is None:
            sizes = {**self.sizes, self.seat: self.size + len(spaces)}
            order = self.orders[len(spaces)] = bureaucracy_order(self.state, sizes)
        key = bordered, tuple(order)
        if key not in self._incomes:
            areas = dict.fromkeys(FOODS, 0)
            for area in bordered:
                areas[AREA_FOOD[self.board.areas[area]]] += 1
            now = hunt.incomes(self.state, areas={self.seat: areas}, order=order)[self.seat]
            lasting = self.flow.value(self.state.tools(self.seat), areas) + 0.02 * len(bordered)
            self._incomes[key] = now, lasting
        return self._incomes[key]

    def rough_cost(self, spaces: list[str]) -> int:
        """The base cost and the surcharges (FS-EXPAND-4/7), without mountains: a quick first ranking."""
        return EXPANSION_COST[len(spaces)] + sum(self.surcharge[s] for s in spaces)

    def score(self, spaces: list[str], cost: int | None = None) -> float:
        if cost is None:
            cost = expansion_cost(self.state, self.seat, spaces) or 0
        size, food = self.size + len(spaces), self.food - cost
        if self.ending:
            return size + food / 1000
        if size >= END_SIZE:  # this set ends the game (FS-END-1): worth it only if it wins
            wins = model.wins_now(self.state, self.seat, size, food)
            return (100.0 if wins else -100.0) + size + food / 1000
        now, income = self.income_after(spaces)
        key = (size, food, income)
        if key not in self._projected:  # many sets share their size, cost and areas
            self._projected[key] = model.project(self.clan(size, food, income, self.fire), self.rounds, "done")
        short = size - model.keep(food, self.fire) - now  # the next feeding, with no card bought
        return self._projected[key] + 0.001 * income - STARVING * max(0.0, short)


def _expand(state: State, seat: str, legal: list[Json], rng: random.Random) -> list[float]:
    """Every set scored at its exact cost when there are few; else all at a rough cost (no mountains, which
    cost at most 1 more) and the best EXACT_FEW again at their exact cost."""
    e = Expansion(state, seat)
    if len(legal) <= EXACT_FEW:
        return [e.score(cmd["spaces"]) for cmd in legal]
    scores = [e.score(cmd["spaces"], e.rough_cost(cmd["spaces"])) for cmd in legal]
    for i in sorted(range(len(legal)), key=lambda i: -scores[i])[:EXACT_FEW]:
        scores[i] = e.score(legal[i]["spaces"])
    return scores


# -- the placement round, the tiles and the neutral ---------------------------------------------------------
def area_worth(state: State, area: str, seat: str) -> float:
    """A hunting area's food per round (FS-BUREAU-5), shared with the other clans that border it."""
    food = AREA_FOOD[state.board.areas[area]]
    others = sum(1 for clan, spaces in state.clans.items() if clan != seat
                 and any(state.board.area_of(x) == area for x in spaces))
    return hunt.resupply(state)[food] * VALUE[food] / (1 + others)


def space_worth(state: State, space: str, seat: str) -> float:
    """A first member's space: its own area, and the areas one step away."""
    board = state.board
    own = board.area_of(space)
    near = {board.area_of(x) for x in board.adjacency[space]} - {own}
    return area_worth(state, own, seat) + 0.5 * sum(area_worth(state, a, seat) for a in near)


def _place(state: State, seat: str, legal: list[Json], rng: random.Random) -> list[float]:
    board = state.board
    if state.phase == "place_second":
        bordered = {board.area_of(x) for x in state.clans[seat]}
        out = []
        for cmd in legal:
            if cmd["type"] == "skip_second_member":
                out.append(1.0)
                continue
            space = cmd["space"]
            fresh = board.area_of(space) not in bordered
            price = surcharge(state, seat, space)
            out.append(3.0 + (area_worth(state, board.area_of(space), seat) / 4 if fresh else 0) - 2 * price)
        return out
    worth = [space_worth(state, cmd["space"], seat) for cmd in legal]
    if state.phase == "place_neutral":  # the second player's neutral takes the second-best area, not the best
        best_area = board.area_of(legal[max(range(len(legal)), key=worth.__getitem__)]["space"])
        return [w if board.area_of(c["space"]) != best_area else -w for w, c in zip(worth, legal, strict=True)]
    return worth


def _grow_neutral(state: State, seat: str, legal: list[Json], rng: random.Random) -> list[float]:
    """FS-2P-11: neutrals where the rival would grow (a surcharge for him), away from the own clan."""
    board = state.board
    rival = next(s for s in state.seats if s != seat)
    mine, theirs = set(state.clans[seat]), set(state.clans[rival])
    out = []
    for cmd in legal:
        space = cmd["space"]
        near = board.adjacency[space]
        out.append(float(len(near & theirs) - len(near & mine) - 2 * (space in mine) - (space in theirs)))
    return out


SCORERS: dict[str, Callable[[State, str, list[Json], random.Random], list[float]]] = {
    "offer_card": _buying, "pass_buying": _buying, "want_card": _buying, "decline_card": _buying,
    "keep_offered_card": _buying, "box_offered_card": _buying, "discard_tool": _discard,
    "hunt": _hunt, "remove_members": _remove, "expand": _expand,
    "place_member": _place, "skip_second_member": _place, "grow_neutral": _grow_neutral,
}
