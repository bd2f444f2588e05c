"""Before the first round: laying the tiles (FS-SETUP-8, FS-2P-2) and the placement round (FS-PLACE,
FS-2P-7)."""
from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from ..core import IllegalCommand
from .board import Placement, legal_placements, placement_problem
from .commands import LayTile, PlaceMember, SkipSecondMember
from .flow import Ctx, reverse, start_round
from .query import Query
from .state import NEUTRAL, State


def _tiles(state: State) -> dict[str, Any]:
    return {t.id: t for t in state.pack.tiles}


# -- laying the tiles ------------------------------------------------------------------------------------
def check_lay(q: Query, cmd: LayTile) -> Placement:
    state = q.state
    tiles = _tiles(state)
    tile = tiles[state.tiles_to_lay[0]]
    p = Placement(tile.id, cmd["q"], cmd["r"], cmd["rotation"])
    laid = [tiles[q.tile] for q in state.placements]
    why = placement_problem(tile, p, laid, state.placements)
    if why:
        raise IllegalCommand("FS-SETUP-8", why)
    return p


def do_lay(ctx: Ctx, seat: str, cmd: LayTile, p: Placement) -> None:
    s = ctx.state
    ctx.emit("TileLaid", seat=seat, tile=p.tile, q=p.q, r=p.r, rotation=p.rotation,
             next_tile=s.tiles_to_lay[1] if len(s.tiles_to_lay) > 1 else None)
    if not s.tiles_to_lay:
        begin_placement(ctx)


def gen_lay(q: Query) -> Iterator[LayTile]:
    state = q.state
    tiles = _tiles(state)
    laid = [tiles[q.tile] for q in state.placements]
    for p in legal_placements(tiles[state.tiles_to_lay[0]], laid, state.placements):
        yield {"type": "lay_tile", "q": p.q, "r": p.r, "rotation": p.rotation}


def begin_placement(ctx: Ctx) -> None:
    """FS-PLACE-2 / FS-2P-7: with 2 players the second player first places a neutral member."""
    s = ctx.state
    if s.players == 2:
        ctx.emit("PhaseBegan", phase="place_neutral", queue=[s.second_player])
    else:
        ctx.emit("PhaseBegan", phase="place_first", queue=reverse(s))


# -- the placement round ---------------------------------------------------------------------------------
def _placing_clan(state: State, seat: str) -> str:
    return NEUTRAL if state.phase == "place_neutral" else seat


def check_place(q: Query, cmd: PlaceMember) -> int:
    """The cost of the member (0 for a first member)."""
    space: str = cmd["space"]
    state = q.state
    if state.phase in ("place_neutral", "place_first"):
        if state.occupants(space):
            raise IllegalCommand("FS-PLACE-2", f"space {space} already holds a member: a first member goes on an "
                                               f"empty space")
        area = state.board.area_of(space)
        for clan, spaces in state.clans.items():
            if clan != _placing_clan(state, q.seat) and any(state.board.area_of(x) == area for x in spaces):
                raise IllegalCommand("FS-PLACE-3", f"the hunting area {area} of space {space} already has "
                                                   f"{clan}'s first member beside it")
        return 0
    own = q.own
    board = state.board
    if space in own:
        raise IllegalCommand("FS-PLACE-5", f"your clan already stands on space {space}")
    if not any(space in board.adjacency[x] for x in own):
        raise IllegalCommand("FS-PLACE-4", f"space {space} is not adjacent to your first member")
    mountain = all(board.crosses_mountain(space, x) for x in own if space in board.adjacency[x])
    cost = 1 + int(mountain) + q.surcharge(space)
    if cost > q.food:
        raise IllegalCommand("FS-PLACE-6", f"the second member on {space} costs {cost}, you have {q.food}")
    return cost


def do_place(ctx: Ctx, seat: str, cmd: PlaceMember, cost: int) -> None:
    s = ctx.state
    step = {"place_neutral": "neutral", "place_first": "first", "place_second": "second"}[s.phase]
    ctx.emit("MemberPlaced", seat=seat, clan=_placing_clan(s, seat), space=cmd["space"], cost=cost, step=step)
    advance_placement(ctx)


def check_skip(q: Query, cmd: SkipSecondMember) -> None:
    if q.state.phase != "place_second":
        raise IllegalCommand("FS-PLACE-2", "the first member must be placed")


def do_skip(ctx: Ctx, seat: str, cmd: SkipSecondMember, plan: None) -> None:
    ctx.emit("SecondMemberSkipped", seat=seat)
    advance_placement(ctx)


def gen_place(q: Query) -> Iterator[PlaceMember]:
    for space in q.state.board.spaces:
        yield {"type": "place_member", "space": space}


def gen_skip(q: Query) -> Iterator[SkipSecondMember]:
    yield {"type": "skip_second_member"}


def advance_placement(ctx: Ctx) -> None:
    s = ctx.state
    if s.queue:
        return
    if s.phase == "place_neutral":
        ctx.emit("PhaseBegan", phase="place_first", queue=reverse(s))
    elif s.phase == "place_first":
        ctx.emit("PhaseBegan", phase="place_second", queue=list(s.order))
    else:  # FS-ORDER-1: the larger clan first, then the higher Herbs
        order = sorted(s.order, key=lambda seat: (-s.size(seat), -s.herbs[seat]))
        ctx.emit("OrderSet", order=order, reason="FS-ORDER-1")
        start_round(ctx)
