"""What clans hunt, for the First Sparks bots: the food a set of tools takes in one hunt from the shared
piles (FS-HUNT-4..7), in the next hunt with every clan hunting in turn (FS-HUNT-1), and over the next few
rounds (`Flow`), which is what a card is worth to its buyer."""
from __future__ import annotations

from collections.abc import Iterable

from ..data import AREA_FOOD, Card, yield_for
from ..flow import RESUPPLY_BASE
from ..query import surcharge
from ..state import FOODS, VALUE, State

LASTING = 3  # rounds over which a card's worth is averaged
REACH = 0.7  # a tool for an area one member away: it pays once that member stands there


def area_counts(state: State, spaces: Iterable[str]) -> dict[str, int]:
    """For each food, how many different hunting areas of its type the spaces border (FS-HUNT-5)."""
    board = state.board
    counts = dict.fromkeys(FOODS, 0)
    for area in {board.area_of(s) for s in spaces}:
        counts[AREA_FOOD[board.areas[area]]] += 1
    return counts


def hunt_value(state: State, seat: str, tools: Iterable[int], areas: dict[str, int], piles: dict[str, int]) -> int:
    """Food value one hunt gives with `tools` (each tool of a food after the other, best yield first) from
    `piles`, which it takes from (FS-HUNT-4..7); Herbs and fields give their fixed crops (FS-HUNT-3)."""
    total = 0
    pack = state.pack
    by_food: dict[str, list[Card]] = {}
    for n in tools:
        card = pack.card(n)
        if card.food == "field":
            total += card.yield_fixed or 0
            if card.kind == "field" and state.knows(seat, "plough"):
                total += pack.plough_bonus
        elif card.food is not None and areas[card.food]:
            by_food.setdefault(card.food, []).append(card)
    for food, cards in by_food.items():
        bonus = areas[food] - 1
        if len(cards) > 1:
            cards.sort(key=lambda c: -yield_for(c, piles[food] + bonus))
        for card in cards:
            take = min(yield_for(card, piles[food] + bonus), piles[food])
            piles[food] -= take
            total += take * VALUE[food]
    return total


def resupply(state: State) -> dict[str, int]:
    """FS-BUREAU-5: tokens each harvest space gets per round."""
    base = RESUPPLY_BASE[state.players]
    out = {food: base[i] for i, food in enumerate(FOODS)}
    for area in state.board.areas.values():
        out[AREA_FOOD[area]] += 1
    return out


def hunt_piles(state: State) -> dict[str, int]:
    """The piles a typical coming hunt meets: the harvest now before this round's hunt, else after resupply."""
    if state.phase in ("hunt",) or state.round == 0 or state.phase == "buy":
        return dict(state.harvest)
    more = resupply(state)
    return {f: state.harvest[f] + more[f] for f in FOODS}


def incomes(state: State, areas: dict[str, dict[str, int]] | None = None,
            tools: dict[str, list[int]] | None = None, order: list[str] | None = None) -> dict[str, int]:
    """Food each seat's cards give in one coming hunt, the seats hunting in reverse order from shared piles
    (FS-HUNT-1). `areas` and `tools` override a seat's bordered areas or tools (to price a choice), `order`
    the turn order of that hunt (default: the order now)."""
    piles = hunt_piles(state)
    out = {}
    for seat in reversed(state.order if order is None else order):
        seat_areas = areas[seat] if areas and seat in areas else area_counts(state, state.clans.get(seat, ()))
        seat_tools = tools[seat] if tools and seat in tools else state.tools(seat)
        out[seat] = hunt_value(state, seat, seat_tools, seat_areas, piles)
    return out


def card_take(state: State, seat: str, card: int, areas: dict[str, int], piles: dict[str, int]) -> float:
    """Food one card alone gives `seat` in a hunt from `piles` (FS-HUNT-3..5, FS-KNOW-2)."""
    info = state.card(card)
    if info.food == "field":
        plough = state.pack.plough_bonus if info.kind == "field" and state.knows(seat, "plough") else 0
        return (info.yield_fixed or 0) + plough
    if info.food is None or not areas[info.food]:
        return 0.0
    pile = piles[info.food]
    return min(yield_for(info, pile + areas[info.food] - 1), pile) * VALUE[info.food]


def market_upgrades(state: State, seat: str, piles: dict[str, int] | None = None) -> dict[int, float]:
    """The food a round each market card would add to `seat`'s hunts over the next rounds (`Flow.value`):
    a tool in place of the clan's least useful one when its slots are full (FS-CARD-6/7), the plough by its
    bonus per field (FS-KNOW-2). Other knowledge cards add no food here.

    A tool hunts only next to an area of its type (FS-HUNT-2). For an area the clan does not border yet, it
    counts at REACH of what it would hunt there, if the clan can pay for the card and, in this round's
    expansion, for one member next to such an area (roughly: after spoilage and the feeding, with what its
    cards would hunt alone); otherwise it adds nothing."""
    piles = hunt_piles(state) if piles is None else piles
    own = state.clans.get(seat, ())
    areas = area_counts(state, own)
    tools = state.tools(seat)
    full = len(tools) >= state.tool_limit(seat)
    lasting = Flow(state, seat, piles, takes(state, piles))
    base = {"": lasting.value(tools, areas)}
    reach = reach_costs(state, seat)
    spare = hunt_value(state, seat, tools, areas, dict(piles)) - len(own)  # this round's hunt less the feeding
    fire = state.knows(seat, "fire")
    fields = sum(state.card(n).kind == "field" for n in tools)
    out = {}
    for card in state.market:
        info = state.card(card)
        if info.knowledge:
            if not state.knows(seat, info.knowledge):
                out[card] = float(state.pack.plough_bonus * fields) if info.knowledge == "plough" else 0.0
            continue
        food, weight, with_areas = "", 1.0, areas
        if info.kind == "tool" and info.food and not areas[info.food]:
            left = state.food[seat] - info.price
            if info.food not in reach or (left if fire else left - left // 3) + spare < reach[info.food]:
                out[card] = 0.0
                continue
            food, weight, with_areas = info.food, REACH, {**areas, info.food: 1}
            if food not in base:
                base[food] = lasting.value(tools, with_areas)
        sets = [[t for t in tools if t != drop] + [card] for drop in tools] if full else [[*tools, card]]
        out[card] = weight * (max(lasting.value(t, with_areas) for t in sets) - base[food])
    return out


def reach_costs(state: State, seat: str) -> dict[str, int]:
    """For each food whose hunting areas the clan does not border: the cheapest single member placed next to
    the clan on a space bordering such an area (FS-EXPAND-4/6/7)."""
    board = state.board
    own = set(state.clans.get(seat, ()))
    bordered = {board.area_of(s) for s in own}
    out: dict[str, int] = {}
    for space in {nb for s in own for nb in board.adjacency[s]} - own:
        if board.area_of(space) in bordered:
            continue
        food = AREA_FOOD[board.areas[board.area_of(space)]]
        mountain = all(board.crosses_mountain(space, x) for x in own if x in board.adjacency[space])
        price = 1 + surcharge(state, seat, space) + mountain
        out[food] = min(price, out.get(food, price))
    return out


class Flow:
    """What a set of tools hunts a round over the next LASTING rounds: the piles get their resupply each
    round, and the other clans take what their tools take first (pessimistic, as some hunt later). An
    accumulated pile pays for a while; a food many clans hunt pays little for long."""

    def __init__(self, state: State, seat: str, piles: dict[str, int], takes: dict[str, dict[str, int]]):
        self.state, self.seat, self.piles = state, seat, piles
        self.supply = resupply(state)
        self.demand = {f: sum(t[f] for s, t in takes.items() if s != seat) for f in FOODS}

    def value(self, tools: list[int], areas: dict[str, int]) -> float:
        piles, total = dict(self.piles), 0.0
        for _ in range(LASTING):
            for food in FOODS:
                piles[food] = max(0, piles[food] - self.demand[food])
            total += hunt_value(self.state, self.seat, tools, areas, piles)
            for food in FOODS:
                piles[food] += self.supply[food]
        return total / LASTING


def takes(state: State, piles: dict[str, int]) -> dict[str, dict[str, int]]:
    """The tokens of each food each seat's tools would take from `piles` if it hunted first."""
    out = {}
    for seat in state.seats:
        left = dict(piles)
        hunt_value(state, seat, state.tools(seat), area_counts(state, state.clans.get(seat, ())), left)
        out[seat] = {f: piles[f] - left[f] for f in FOODS}
    return out


def flow(state: State, seat: str) -> Flow:
    piles = hunt_piles(state)
    return Flow(state, seat, piles, takes(state, piles))


def lasting_incomes(state: State) -> dict[str, float]:
    """Each seat's food a round from its cards over the next rounds (see Flow)."""
    piles = hunt_piles(state)
    taken = takes(state, piles)
    return {s: Flow(state, s, piles, taken).value(state.tools(s), area_counts(state, state.clans.get(s, ())))
            for s in state.seats}
