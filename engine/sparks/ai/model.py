"""A small economic model of The First Sparks that the bots share: how many members a clan can expect to
hold at the end (what its cards hunt is in hunt.py).

The projection plays a clan's own rounds alone, with the numbers that decide the game: size, food, income
per hunt, spoilage (FS-SPOIL-1), feeding (FS-FEED-1/2) and the base cost of expanding (FS-EXPAND-4). Each
round it grows as far as the next feeding stays covered, and in the last round it grows as far as its food
allows (no feeding follows the end, FS-END-3). The horizon is the round in which the leading clan would
reach 13 members on the same model.
"""
from __future__ import annotations

import math
from collections.abc import Iterator
from dataclasses import dataclass

from ..query import EXPANSION_COST, MAX_ON_BOARD, MAX_PER_PHASE, surcharge
from ..scoring import END_SIZE
from ..state import State

MAX_HORIZON = 10  # rounds the projection looks ahead at most
FOOD_WEIGHT = 0.05  # members are what wins; food breaks ties and pays for later growth
SURPLUS_WEIGHT = 0.3  # income beyond feeding, in members: what the clan could still grow by
STALLED_SURPLUS_WEIGHT = 1.0  # ... when no clan reaches 13 within the horizon: only spare income ends the game
LATER_CARDS = ((9, 3.0), (11, 3.0))  # (price, food a round) of cards the market typically offers later
SAVING = 3  # rounds a clan will save for a card it plans to buy
SPREAD = 2  # the projection weighs the game ending up to this many rounds before or after the horizon


# -- the projection ----------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Clan:
    size: int
    food: float
    income: float
    fire: bool = False
    upgrades: tuple[tuple[int, float], ...] = ()  # (price, income it adds) of cards to buy next, in order
    extra: float = 0.0  # surcharges and mountains a new member is expected to cost (FS-EXPAND-6/7)


def cost(k: int, extra: float) -> float:
    """What placing k members in one phase is expected to cost (FS-EXPAND-4, plus `extra` each)."""
    return EXPANSION_COST[k] + extra * k


def worth_buying(upgrade: tuple[int, float], hunts: int) -> bool:
    """A card pays when the income it adds over the hunts still to come clearly beats its price."""
    price, more = upgrade
    return more * hunts >= 1.5 * price


def keep(food: float, fire: bool) -> float:
    """Food left after spoilage (FS-SPOIL-1/3)."""
    return food if fire else food - food // 3


def growth(size: int, food: float, income: float, fire: bool, reserve: float = 0, extra: float = 0.0) -> int:
    """Members a clan adds in one expansion when the game goes on: only as many as leave the next feeding
    covered, and `reserve` (the price of the next card) in hand within SAVING rounds of saving (food left
    after spoilage, plus each hunt less the feeding). If even growing no one cannot save that much, the
    card is out of reach and the clan grows as far as feeding allows."""
    fallback = None
    for k in range(last_growth(size, food, extra), -1, -1):
        left = food - cost(k, extra)
        if keep(left, fire) + income >= size + k:
            fallback = k if fallback is None else fallback
            if not reserve or saves(left, income - size - k, fire, reserve):
                return k
    return fallback or 0


def saves(food: float, surplus: float, fire: bool, target: float) -> bool:
    """Whether `food` grows to `target` within SAVING rounds of spoilage and `surplus` a round."""
    for _ in range(SAVING):
        if food >= target:
            return True
        food = keep(food, fire) + surplus
    return food >= target


def last_growth(size: int, food: float, extra: float = 0.0) -> int:
    """Members a clan adds when no feeding follows (FS-END-3): as many as its food pays for."""
    if food < 1 + extra:
        return 0
    b = 1 + 2 * extra  # k(k+1)/2 + extra*k <= food, solved for k
    k = min(MAX_PER_PHASE, MAX_ON_BOARD - size, int((math.sqrt(b * b + 8 * food) - b) / 2))
    while k > 0 and cost(k, extra) > food:  # rounding
        k -= 1
    return max(0, k)


def trajectory(clan: Clan, rounds: int, step: str = "spoil") -> list[tuple[int, float, float]]:
    """Entry r: the clan's (members, food, income) if the game ends in the expansion `r` full rounds after the
    current one, when it then grows as far as its food pays (FS-END-3). `step` is where the clan stands in
    the current round: "spoil" (buying, then spoilage), "hunt", "expand" or "done"."""
    return list(ends(clan, rounds, step))


def ends(clan: Clan, rounds: int, step: str = "spoil") -> Iterator[tuple[int, float, float]]:
    """The entries of `trajectory`, one by one (a caller may stop early).

    Two plans are played and the better one counts at each end: growing (buy the `upgrades` in order while
    they pay, save for the next one when a few rounds of saving reach it, otherwise grow as far as the next
    feeding allows), and saving for one last push (a clan at the limit its hunts feed ends the game only so)."""
    for g, s in zip(_plan(clan, rounds, step, True), _plan(clan, rounds, step, False), strict=True):
        yield g if standing(*g) >= standing(*s) else s


def _plan(clan: Clan, rounds: int, step: str, grow: bool) -> Iterator[tuple[int, float, float]]:
    size, food, income, fire, upgrades, extra = (clan.size, float(clan.food), clan.income, clan.fire,
                                                 clan.upgrades if grow else (), clan.extra)
    first = {"spoil": 0, "hunt": 1, "expand": 2, "done": 3}[step]
    before = None
    entry = (size, food, income)
    for r in range(rounds + 1):
        if first == 0 and not upgrades and before == (size, food):  # a steady state: every later round alike
            for _ in range(rounds + 1 - r):
                yield entry
            return
        before = (size, food)
        if first <= 0:
            if r and upgrades and food >= upgrades[0][0] and worth_buying(upgrades[0], rounds - r + 1):
                food, income, upgrades = food - upgrades[0][0], income + upgrades[0][1], upgrades[1:]
            food = food if fire else food - food // 3  # spoilage (FS-SPOIL-1)
        if first <= 1:
            food += income - size
            if food < 0:  # starvation (FS-FEED-2)
                size, food = max(0, size + math.floor(food)), 0.0
        if first <= 2 and size:
            k = last_growth(size, food, extra)
            entry = (size + k, food - cost(k, extra), income)
            if grow:
                reserve = upgrades[0][0] if upgrades and worth_buying(upgrades[0], rounds - r) else 0
                k = growth(size, food, income, fire, reserve, extra)
                size, food = size + k, food - cost(k, extra)
        else:
            entry = (size, food, income)
        first = 0
        yield entry


def project(clan: Clan, rounds: int, step: str = "spoil") -> float:
    """The clan's expected standing at the end of the game, in members, when it ends about `rounds` full
    rounds after the current one. The horizon is a guess, so ends a round or two earlier or later count
    too (which also rewards growing sooner over growing as much later). Food counts a little (the
    tie-break, FS-END-4), and so does income beyond feeding: growth to come if the game goes on."""
    path = trajectory(clan, rounds + SPREAD, step)
    weights = [(r, SPREAD + 1 - abs(r - rounds)) for r in range(max(0, rounds - SPREAD), rounds + SPREAD + 1)]
    total = sum(w for _, w in weights)
    spare = STALLED_SURPLUS_WEIGHT if rounds >= MAX_HORIZON else SURPLUS_WEIGHT
    return sum(w * standing(*path[r], spare) for r, w in weights) / total


def standing(members: int, food: float, income: float, spare: float = SURPLUS_WEIGHT) -> float:
    return members + FOOD_WEIGHT * food + spare * max(0.0, income - members)


def horizon(clans: dict[str, Clan], steps: dict[str, str]) -> int:
    """Full rounds after this one until some clan reaches 13 members (FS-END-1), on the projection."""
    return race(clans, steps)[0]


def race(clans: dict[str, Clan], steps: dict[str, str]) -> tuple[int, dict[str, tuple[int, float, float]]]:
    """The round (after this one) in which some clan would first reach 13 members (FS-END-1; at most
    MAX_HORIZON), and every clan's (members, food, income) at that end. The clans' projections are played
    side by side, round by round, and stop there."""
    plans = {s: ends(c, MAX_HORIZON + SPREAD, steps[s]) for s, c in clans.items()}
    for r in range(MAX_HORIZON + 1):
        now = {s: next(p) for s, p in plans.items()}
        if r == MAX_HORIZON or any(e[0] >= END_SIZE for e in now.values()):
            return r, now
    raise AssertionError("unreachable")


def step_of(state: State, seat: str) -> str:
    """Where `seat` stands in the current round (see `trajectory`)."""
    phase = state.phase
    if phase in ("buy", "lay_tiles", "place_neutral", "place_first", "place_second"):
        return "spoil"
    if phase == "hunt":
        hunted = seat not in state.queue or any(p["seat"] == seat for p in state.pending)
        return "expand" if hunted else "hunt"
    if phase == "expand":
        return "expand" if seat in state.queue else "done"
    return "expand"  # grow_neutral


def upgrade_path(state: State, gains: dict[int, float], skip: int | None = None) -> tuple[tuple[int, float], ...]:
    """The cards the projection plans to buy: the best of the market by income per food paid (up to two),
    then cards still to come, of a typical price and worth (LATER_CARDS)."""
    ranked = sorted(((c, g) for c, g in gains.items() if c != skip and g > 0),
                    key=lambda cg: (-cg[1] / max(1, state.card(cg[0]).price), cg[0]))
    return tuple((state.card(c).price, g) for c, g in ranked[:2]) + LATER_CARDS


def clans_now(state: State, income: dict[str, float], gains: dict[str, dict[int, float]]) -> dict[str, Clan]:
    """Every seat as the projection sees it: with its plan of cards to buy from the market where `gains`
    prices them for it, else only the cards to come."""
    return {s: Clan(state.size(s), state.food[s], income[s], state.knows(s, "fire"),
                    upgrade_path(state, gains[s]) if s in gains else LATER_CARDS, crowding(state, s))
            for s in state.seats}


def crowding(state: State, seat: str) -> float:
    """The surcharge and mountain a new member of the clan is expected to pay: the mean over the three
    cheapest spaces next to it (FS-EXPAND-6/7)."""
    board = state.board
    own = set(state.clans.get(seat, ()))
    prices = []
    for space in {nb for s in own for nb in board.adjacency[s]} - own:
        mountain = all(board.crosses_mountain(space, x) for x in own if x in board.adjacency[space])
        prices.append(surcharge(state, seat, space) + mountain)
    cheapest = sorted(prices)[:3]
    return sum(cheapest) / len(cheapest) if cheapest else 0.0


def rivals_at_end(state: State, seat: str) -> list[tuple[int, int]]:
    """Each rival's best (members, food) if the game ends after this phase: those still to expand grow as
    far as their food pays the base cost (FS-END-1/2)."""
    out = []
    for rival in state.seats:
        if rival == seat:
            continue
        size, food = state.size(rival), state.food[rival]
        if rival in state.queue and size:
            k = last_growth(size, food)
            size, food = size + k, food - EXPANSION_COST[k]
        out.append((size, food))
    return out


def wins_now(state: State, seat: str, size: int, food: float) -> bool:
    """Ending the game with these members and food wins outright (FS-END-4), whatever the rivals still to
    expand do."""
    return all((size, food) > rival for rival in rivals_at_end(state, seat))
