"""`rollout` for the search (engine/search.py): a cheap playout policy that never lists every legal expansion."""
from __future__ import annotations

import random

from ...core import IllegalCommand, Json
from ..act_expand import check_expand
from ..commands import FOOD_ORDER
from ..query import MAX_ON_BOARD, MAX_PER_PHASE, Query, expansion_cost, may_take
from ..rules import RULES
from ..scoring import END_SIZE
from ..state import State
from . import hunt, model
from .heuristic import heuristic


def rollout(state: State, seat: str, rng: random.Random) -> Json:
    """A legal command for `seat`, chosen fast: expansions are built greedily and checked by the engine's own
    check (never listed), hunts use every tool, buying follows the income a card adds per food; the rare
    rest asks the heuristic."""
    if not state.pending:
        if state.phase == "expand":
            return greedy_expansion(state, seat, rng)
        if state.phase == "buy":
            return _quick_buy(state, seat)
        if state.phase == "hunt":
            return _full_hunt(state, seat)
    return heuristic(state, seat, RULES.legal_commands(state, seat), rng)


def own_income(state: State, seat: str) -> float:
    """The seat's next hunt alone (no other clan taking first): cheaper than hunt.incomes."""
    areas = hunt.area_counts(state, state.clans.get(seat, ()))
    return hunt.hunt_value(state, seat, state.tools(seat), areas, hunt.hunt_piles(state))


def greedy_expansion(state: State, seat: str, rng: random.Random) -> Json:
    """The longest run of the cheapest spaces next to the clan (a new hunting area first) that the clan can
    pay for and still feed next round; when the game ends this phase, all the food pays for (FS-END-3), and
    the 13th member only if it wins. The engine's own check has the last word."""
    size, food = state.size(seat), state.food[seat]
    if not size or food < 1:
        return {"type": "expand", "spaces": []}
    ending = any(state.size(s) >= END_SIZE for s in state.seats)
    income = 0.0 if ending else own_income(state, seat)
    fire = state.knows(seat, "fire")
    spaces = _cheapest_spaces(state, seat, min(MAX_PER_PHASE, MAX_ON_BOARD - size, food), rng)
    for n in range(len(spaces), 0, -1):
        cost = expansion_cost(state, seat, spaces[:n])
        if cost is None or cost > food:
            continue
        if not ending and (model.keep(food - cost, fire) + income < size + n if size + n < END_SIZE
                           else not model.wins_now(state, seat, size + n, food - cost)):
            continue
        chosen = sorted(spaces[:n])
        try:
            check_expand(Query(state, seat), {"type": "expand", "spaces": chosen})
        except IllegalCommand:
            continue
        return {"type": "expand", "spaces": chosen}
    return {"type": "expand", "spaces": []}


def _cheapest_spaces(state: State, seat: str, count: int, rng: random.Random) -> list[str]:
    board = state.board
    own = set(state.clans[seat])
    bordered = {board.area_of(s) for s in own}
    occupants: dict[str, int] = {}
    for clan, spaces in state.clans.items():
        if clan != seat:
            for space in spaces:
                occupants[space] = occupants.get(space, 0) + 1
    language = state.knows(seat, "language")
    chosen: list[str] = []
    for _ in range(count):
        reached = own | set(chosen)
        frontier = sorted({nb for s in reached for nb in board.adjacency[s]} - reached)
        if not frontier:
            break

        def price(space: str, reached: set[str] = reached) -> tuple[float, float]:
            """Its surcharge (FS-EXPAND-7, FS-KNOW-4), a mountain crossing (FS-EXPAND-6), less a little for a
            new area."""
            others = occupants.get(space, 0)
            extra = others + 1 - language if others else 0
            mountain = all(board.crosses_mountain(space, x) for x in reached if x in board.adjacency[space])
            return extra + mountain - 0.5 * (board.area_of(space) not in bordered), rng.random()

        best = min(frontier, key=price)
        chosen.append(best)
        bordered.add(board.area_of(best))
    return chosen


def _full_hunt(state: State, seat: str) -> Json:
    """Every hunting tool, grouped by food (the canonical order), each food's tools best yield first."""
    areas = hunt.area_counts(state, state.clans.get(seat, ()))
    piles = dict(state.harvest)
    tools = [n for n in state.cards[seat] if state.card(n).kind == "tool"]
    ranked = sorted(tools, key=lambda n: (FOOD_ORDER[state.card(n).food or "field"],
                                          -hunt.card_take(state, seat, n, areas, piles), n))
    return {"type": "hunt", "tools": ranked}


def _quick_buy(state: State, seat: str) -> Json:
    """Offer (or, answering an offer, want) the card that adds the most food a round per food paid, if it
    adds any and this round's feeding stays covered; else pass (decline)."""
    gains = quick_gains(state, seat)
    income = own_income(state, seat)
    fire = state.knows(seat, "fire")

    def good(card: int) -> bool:
        food = state.food[seat] - state.card(card).price + (1 if state.bonus == card else 0)
        return gains.get(card, 0) > 0 and may_take(state, seat, card) and \
            model.keep(food, fire) + income + gains[card] >= state.size(seat)

    if state.offer is not None:
        card = state.offer["card"]
        return {"type": "want_card" if good(card) else "decline_card"}
    cards = [c for c in state.current if good(c)]
    if not cards:
        return {"type": "pass_buying"}
    return {"type": "offer_card", "card": max(cards, key=lambda c: (gains[c] / max(1, state.card(c).price), -c))}


def quick_gains(state: State, seat: str) -> dict[int, float]:
    """What each current market tool alone would hunt for the clan now, less its weakest tool when its slots
    are full: a cheap stand-in for hunt.market_upgrades (knowledge cards: none)."""
    areas = hunt.area_counts(state, state.clans.get(seat, ()))
    piles = hunt.hunt_piles(state)
    tools = state.tools(seat)
    full = len(tools) >= state.tool_limit(seat)
    weakest = min((hunt.card_take(state, seat, n, areas, piles) for n in tools), default=0.0) if full else 0.0
    return {c: hunt.card_take(state, seat, c, areas, piles) - weakest
            for c in state.current if not state.card(c).knowledge}
