"""Phase 2: hunting and feeding, and starvation (FS-HUNT, FS-FEED)."""
from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations, permutations, product

from ..core import IllegalCommand
from .commands import FOOD_ORDER, Hunt, RemoveMembers, canonical_tools
from .flow import Ctx, after_hunt
from .query import Query, connected, tool_take


def check_hunt(q: Query, cmd: Hunt) -> list[int]:
    """The tools in the order they are used: the fixed crops first, then the named hunting tools."""
    tools = q.hunting_tools()
    named: list[int] = cmd["tools"]
    for card in named:
        if card not in tools:
            raise IllegalCommand("FS-HUNT-2", f"card {card} is not one of your hunting tools "
                                              f"({', '.join(map(str, tools)) or 'none'}); Herbs and Field cards "
                                              f"give their crops without being named (FS-HUNT-3)")
    fixed = [n for n in q.tools() if q.state.card(n).kind != "tool"]
    return fixed + named


def do_hunt(ctx: Ctx, seat: str, cmd: Hunt, tools: list[int]) -> None:
    """FS-HUNT-4..8: each tool in turn, each read against the pile the previous one left; then feeding."""
    s = ctx.state
    takes = []
    harvest = dict(s.harvest)
    for card in tools:
        food = s.card(card).food
        assert food is not None
        tokens = tool_take(s, seat, card, harvest)
        if food != "field":
            harvest[food] -= tokens
        takes.append({"card": card, "food": food, "tokens": tokens})
    ctx.emit("Hunted", seat=seat, takes=takes)
    feed(ctx, seat)
    if not s.pending:
        next_hunter(ctx)


def feed(ctx: Ctx, seat: str) -> None:
    """FS-FEED-1/2: one food per member; a clan short of food pays all it has and loses as many members as it
    is short. Losing every member needs no choice."""
    s = ctx.state
    members = s.size(seat)
    paid = min(members, s.food[seat])
    short = members - paid
    ctx.emit("Fed", seat=seat, paid=paid, short=short)
    if short == members and short:
        ctx.emit("MembersRemoved", seat=seat, spaces=list(s.clans[seat]), reason="FS-FEED-2")
    elif short:
        ctx.emit("DecisionRequested", seat=seat, kind="remove_members", count=short)


def next_hunter(ctx: Ctx) -> None:
    if not ctx.state.queue:
        after_hunt(ctx)


def gen_hunt(q: Query) -> Iterator[Hunt]:
    """Every subset of the hunting tools, and for tools of one food every order (the only order that
    matters: FS-HUNT-7/8; OQ-FS-12 lets a tool stay unused)."""
    state = q.state
    tools = q.hunting_tools()

    def food(card: int) -> str:
        return state.card(card).food or ""

    for k in range(len(tools), -1, -1):
        for subset in combinations(tools, k):
            groups: dict[str, list[int]] = {}
            for card in subset:
                groups.setdefault(food(card), []).append(card)
            options = [list(permutations(groups[f])) for f in sorted(groups, key=FOOD_ORDER.__getitem__)]
            for combo in product(*options):
                yield {"type": "hunt", "tools": canonical_tools([c for g in combo for c in g], food)}


def check_remove(q: Query, cmd: RemoveMembers) -> list[str]:
    count = q.state.pending[0]["count"]
    own = q.own
    spaces: list[str] = cmd["spaces"]
    if len(spaces) != count:
        raise IllegalCommand("FS-FEED-2", f"remove exactly {count} member(s), as many as food is short")
    for space in spaces:
        if space not in own:
            raise IllegalCommand("FS-FEED-2", f"your clan has no member on space {space}")
    if not connected(q.state, set(own) - set(spaces)):
        raise IllegalCommand("FS-FEED-3", "the members left must stay one connected group")
    return spaces


def do_remove(ctx: Ctx, seat: str, cmd: RemoveMembers, spaces: list[str]) -> None:
    ctx.emit("DecisionTaken", seat=seat, kind="remove_members")
    ctx.emit("MembersRemoved", seat=seat, spaces=spaces, reason="FS-FEED-2")
    next_hunter(ctx)


def gen_remove(q: Query) -> Iterator[RemoveMembers]:
    count = q.state.pending[0]["count"]
    for spaces in combinations(q.own, count):
        yield {"type": "remove_members", "spaces": sorted(spaces)}
