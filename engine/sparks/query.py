"""Questions about the table that several rules ask: what a clan borders, what a placement costs, whether a
clan stays one group, what a hunting tool takes. They are asked of the state and a clan (the neutral clan's too)
by the rules, the automatic steps and the bots; `Query` asks them for the seat whose command is checked, and is
what every check and generator of the action tables (rules.py) is given."""
from __future__ import annotations

from collections.abc import Iterable

from .data import AREA_FOOD, yield_for
from .state import NEUTRAL, State

EXPANSION_COST = (0, 1, 3, 6, 10, 15)  # FS-EXPAND-4: total base cost by members placed in one phase
MAX_PER_PHASE = 5  # FS-EXPAND-5
MAX_ON_BOARD = 15  # FS-COMP-2


def areas_bordered(state: State, clan: str, food: str) -> set[str]:
    """The different hunting areas of `food`'s type that the clan's members border (FS-HUNT-2, FS-HUNT-5)."""
    board = state.board
    areas = (board.area_of(s) for s in state.clans.get(clan, ()))
    return {a for a in areas if AREA_FOOD[board.areas[a]] == food}


def tool_take(state: State, clan: str, card: int, harvest: dict[str, int] | None = None) -> int:
    """Tokens one hunting tool takes (FS-HUNT-4..6) from `harvest` (default: the harvest spaces now): read at
    real tokens + V, capped by the real tokens; nothing without a member at an area of its type."""
    food = state.card(card).food
    assert food is not None
    if food == "field":
        fixed = state.card(card).yield_fixed or 0
        plough = state.pack.plough_bonus if state.card(card).kind == "field" and state.knows(clan, "plough") else 0
        return fixed + plough  # FS-HUNT-3, FS-KNOW-2 (Herbs get no plough bonus: OQ-FS-22)
    areas = areas_bordered(state, clan, food)
    if not areas:
        return 0
    real = (state.harvest if harvest is None else harvest)[food]
    return min(yield_for(state.card(card), real + len(areas) - 1), real)


def surcharge(state: State, clan: str, space: str) -> int:
    """FS-EXPAND-7 / FS-KNOW-4: X for joining other clans on a space (X = members once the new one is there)."""
    others = len([c for c in state.occupants(space) if c != clan])
    if not others:
        return 0
    x = others + 1
    return x - 1 if clan != NEUTRAL and state.knows(clan, "language") else x


def expansion_cost(state: State, clan: str, spaces: Iterable[str]) -> int | None:
    """The total cost of placing `spaces` in the cheapest legal order (OQ-FS-14, OQ-FS-15), or None when no
    order places every one next to a member of the clan.

    Mountains: a group of new spaces linked to the clan by plain borders costs nothing extra; each group that
    can only be entered across a mountain costs 1, once (its first member crosses, the rest follow plainly).
    """
    new = list(spaces)
    board = state.board
    own = set(state.clans.get(clan, ()))
    # every new space must be reachable from the clan through new spaces (any border)
    new_set = set(new)
    reached, frontier = set(own), list(own)
    while frontier:
        s = frontier.pop()
        for nb in board.adjacency[s]:
            if nb in new_set and nb not in reached:
                reached.add(nb)
                frontier.append(nb)
    if not new_set <= reached:
        return None
    base = EXPANSION_COST[len(new)] if len(new) < len(EXPANSION_COST) else 10**6
    mountains = sum(1 for touches in _touch_plainly(state, own, new) if not touches)
    return base + mountains + sum(surcharge(state, clan, s) for s in new)


def _touch_plainly(state: State, own: set[str], new: list[str]) -> list[bool]:
    """For each plain-border group of the `new` spaces, whether it touches the clan (`own`) plainly."""
    board = state.board
    members = set(new)
    grouped: set[str] = set()
    out: list[bool] = []
    for start in new:
        if start in grouped:
            continue
        grouped.add(start)
        touches = False
        stack = [start]
        while stack:
            s = stack.pop()
            for nb in board.adjacency[s]:
                if board.crosses_mountain(s, nb):
                    continue
                if nb in own:
                    touches = True
                elif nb in members and nb not in grouped:
                    grouped.add(nb)
                    stack.append(nb)
        out.append(touches)
    return out


def placement_order(state: State, clan: str, spaces: Iterable[str]) -> list[str]:
    """A cheapest order to place `spaces` (plain borders first, across a mountain only when needed)."""
    board = state.board
    placed = set(state.clans.get(clan, ()))
    todo = set(spaces)
    out: list[str] = []
    while todo:
        plain = sorted(s for s in todo if any(nb in placed and not board.crosses_mountain(s, nb)
                                              for nb in board.adjacency[s]))
        step = plain[0] if plain else min(s for s in todo if board.adjacency[s] & placed)
        out.append(step)
        placed.add(step)
        todo.remove(step)
    return out


def connected(state: State, spaces: Iterable[str]) -> bool:
    """FS-FEED-3 / OQ-FS-13: one group by plain adjacency (mountains do not split a clan)."""
    spaces = set(spaces)
    if not spaces:
        return True
    adjacency = state.board.adjacency
    start = next(iter(spaces))
    seen, stack = {start}, [start]
    while stack:
        for nb in adjacency[stack.pop()]:
            if nb in spaces and nb not in seen:
                seen.add(nb)
                stack.append(nb)
    return seen == spaces


def can_pay(state: State, seat: str, card: int) -> bool:
    """OQ-FS-9: the food plus the bonus when it lies on this card covers the price."""
    bonus = 1 if state.bonus == card else 0
    return state.food[seat] + bonus >= state.card(card).price


def may_take(state: State, seat: str, card: int) -> bool:
    """FS-TECH-16 / FS-CARD-8 / OQ-FS-9: a seat may offer or claim the card."""
    knowledge = state.card(card).knowledge
    if knowledge and state.knows(seat, knowledge):
        return False
    return can_pay(state, seat, card)


def neutral_target(state: State) -> int:
    """FS-2P-11: neutrals to add so the neutral clan is as large as the first player's clan."""
    return max(0, state.size(state.first_player) - state.size(NEUTRAL))


def growth_room(state: State, clan: str) -> set[str]:
    """Spaces the clan could still reach by chains of placements (no space holding one of its members)."""
    own = set(state.clans.get(clan, ()))
    adjacency = state.board.adjacency
    seen: set[str] = set()
    stack = list(own)
    while stack:
        for nb in adjacency[stack.pop()]:
            if nb not in own and nb not in seen:
                seen.add(nb)
                stack.append(nb)
    return seen


class Query:
    """The questions of one seat's command: the subject of every check and generator (`check(q, cmd)`,
    `gen(q)`). Built once per decide or legal_commands call, so it keeps nothing that a command changes."""

    __slots__ = ("seat", "state")

    def __init__(self, state: State, seat: str):
        self.state = state
        self.seat = seat

    @property
    def own(self) -> list[str]:
        """The spaces of the seat's clan."""
        return self.state.clans[self.seat]

    @property
    def food(self) -> int:
        return self.state.food[self.seat]

    def knows(self, knowledge: str) -> bool:
        return self.state.knows(self.seat, knowledge)

    def tools(self) -> list[int]:
        """The cards that take a tool slot (FS-CARD-6)."""
        return self.state.tools(self.seat)

    def hunting_tools(self) -> list[int]:
        """The tools that take from a harvest space; Herbs and Field cards always give (FS-HUNT-3)."""
        state = self.state
        return [n for n in state.cards[self.seat] if state.card(n).kind == "tool"]

    def can_pay(self, card: int) -> bool:
        return can_pay(self.state, self.seat, card)

    def surcharge(self, space: str) -> int:
        return surcharge(self.state, self.seat, space)

    def expansion_cost(self, spaces: Iterable[str]) -> int | None:
        return expansion_cost(self.state, self.seat, spaces)
