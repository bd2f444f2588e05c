"""Phase 3: expansion (FS-EXPAND, FS-END-1/2) and, with 2 players, the neutral clan's growth (FS-2P-11)."""
from __future__ import annotations

from collections.abc import Iterator

from ..core import IllegalCommand
from .commands import Expand, GrowNeutral
from .flow import Ctx, after_expansion, reverse
from .query import (
    EXPANSION_COST,
    MAX_ON_BOARD,
    MAX_PER_PHASE,
    Query,
    growth_room,
    neutral_target,
    placement_order,
)
from .state import NEUTRAL, State


def check_expand(q: Query, cmd: Expand) -> int:
    spaces: list[str] = cmd["spaces"]
    own = set(q.own)
    if len(spaces) > MAX_PER_PHASE:
        raise IllegalCommand("FS-EXPAND-5", f"at most {MAX_PER_PHASE} members per phase, not {len(spaces)}")
    if len(own) + len(spaces) > MAX_ON_BOARD:
        raise IllegalCommand("FS-EXPAND-5", f"at most {MAX_ON_BOARD} members on the board: you have {len(own)}")
    for space in spaces:
        if space in own:
            raise IllegalCommand("FS-EXPAND-3", f"your clan already stands on space {space}")
    cost = q.expansion_cost(spaces)
    if cost is None:
        far = sorted(set(spaces) - reachable_from(q.state, own, set(spaces)))
        raise IllegalCommand("FS-EXPAND-2", f"space {far[0]} is not adjacent to any of your clan members "
                                            f"(nor to a space placed before it)")
    if cost > q.food:
        raise IllegalCommand("FS-EXPAND-8", f"these {len(spaces)} placements cost {cost} food and you have {q.food}")
    return cost


def reachable_from(state: State, own: set[str], new: set[str]) -> set[str]:
    """The spaces of `new` that a chain of spaces of `new` links to `own`."""
    reached: set[str] = set()
    stack = list(own)
    while stack:
        for nb in state.board.adjacency[stack.pop()]:
            if nb in new and nb not in reached:
                reached.add(nb)
                stack.append(nb)
    return reached


def do_expand(ctx: Ctx, seat: str, cmd: Expand, cost: int) -> None:
    s = ctx.state
    order = placement_order(s, seat, cmd["spaces"])
    ctx.emit("Expanded", seat=seat, clan=seat, spaces=order, cost=cost, size=s.size(seat) + len(order))
    if not s.queue:
        after_expansion(ctx)


def gen_expand(q: Query) -> Iterator[Expand]:
    """Every affordable set of spaces that can be placed (the cost only grows when a space is added, so a
    set too dear for the clan's food is never extended).

    Sets grow one neighbour at a time from sets already placeable, so every candidate is reachable and only
    its price is needed; it is `expansion_cost`'s, computed from per-space surcharges taken once per call.
    """
    own = frozenset(q.own)
    limit = min(MAX_PER_PHASE, MAX_ON_BOARD - len(own))
    food = q.food
    board = q.state.board
    adjacency, plain, mountain = board.adjacency, board.plain_adjacency, board.mountain_spaces
    around_own = {nb for space in own for nb in adjacency[space]} - own
    extra: dict[str, int] = {}
    # each placeable set with the sum of its surcharges
    level: dict[frozenset[str], int] = {frozenset(): 0}
    yield {"type": "expand", "spaces": []}
    for size in range(1, limit + 1):
        grown: dict[frozenset[str], int] = {}
        tried: set[frozenset[str]] = set()  # each candidate set is priced once, however it is reached
        base = EXPANSION_COST[size]
        for placed, surcharges in level.items():
            around = around_own.union(*(adjacency[space] for space in placed)) - own - placed
            for nb in around:
                new = placed | {nb}
                if new in tried:
                    continue
                tried.add(new)
                if nb not in extra:
                    extra[nb] = q.surcharge(nb)
                total = surcharges + extra[nb]
                cost = base + total
                # only a group holding a space by a mountain can touch the clan across mountains alone
                if cost <= food and not mountain.isdisjoint(new):
                    cost += _groups_across_mountains(new, own, plain)
                if cost <= food:
                    grown[new] = total
        for spaces in sorted(sorted(new) for new in grown):
            yield {"type": "expand", "spaces": spaces}
        level = grown
        if not level:
            break


def _groups_across_mountains(new: frozenset[str], own: frozenset[str], plain: dict[str, frozenset[str]]) -> int:
    """The plain-border groups of `new` that touch the clan only across a mountain (1 food each: OQ-FS-14).
    A group with no space by a mountain always touches the clan across plain borders: it was grown from
    the clan, and its spaces' borders are all plain, so it is never counted."""
    count, seen = 0, set()
    for start in new:
        if start in seen:
            continue
        seen.add(start)
        stack, touches = [start], False
        while stack:
            for nb in plain[stack.pop()]:
                if nb in own:
                    touches = True
                elif nb in new and nb not in seen:
                    seen.add(nb)
                    stack.append(nb)
        count += not touches
    return count


# -- the neutral clan (2 players) ----------------------------------------------------------------------
def check_grow(q: Query, cmd: GrowNeutral) -> None:
    space = cmd["space"]
    own = q.state.clans[NEUTRAL]
    if space in own:
        raise IllegalCommand("FS-2P-11", f"the neutral clan already stands on space {space}")
    if not any(space in q.state.board.adjacency[x] for x in own):
        raise IllegalCommand("FS-2P-11", f"space {space} is not adjacent to a neutral member")


def do_grow(ctx: Ctx, seat: str, cmd: GrowNeutral, plan: None) -> None:
    s = ctx.state
    ctx.emit("NeutralGrew", seat=seat, clan=NEUTRAL, space=cmd["space"], size=s.size(NEUTRAL) + 1)
    if not neutral_target(s) or not growth_room(s, NEUTRAL):  # OQ-FS-21
        ctx.emit("PhaseBegan", phase="expand", queue=reverse(s))


def gen_grow(q: Query) -> Iterator[GrowNeutral]:
    own = q.state.clans[NEUTRAL]
    adjacency = q.state.board.adjacency
    for space in sorted({nb for x in own for nb in adjacency[x]} - set(own)):
        yield {"type": "grow_neutral", "space": space}
