"""Expansion: settle, develop, fortify (AC-SETTLE, AC-DEVELOP, AC-FORTIFY)."""
from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from ..core import IllegalCommand
from .commands import Develop, Fortify, Settle
from .data import CARDS, LOCATION_CARD, LOCATIONS
from .flow import Ctx
from .query import Query, card_name, check_route, name, routes
from .scoring import capital_win, duquesne_win, game_over

FORTIFY_COST = 3


# -- settle ---------------------------------------------------------------------------------------
def settle_target(q: Query, location: str) -> bool:
    """True for a re-settle of one's own location to take back its card (OQ-AC-20), False for a neutral one."""
    state, seat = q.state, q.seat
    owner = state.owner.get(location)
    if owner is None:
        return False
    if owner == seat and q.rules.resettle_own and LOCATION_CARD.get((seat, location)) in state.avail_locations[seat]:
        return True
    raise IllegalCommand("AC-SETTLE-1", f"{name(location)} is not neutral, so it cannot be settled")


def check_settle(q: Query, cmd: Settle) -> dict[str, Any]:
    loc, via, transport, settler = cmd["location"], cmd["via"], cmd["transport"], cmd.get("settler")
    resettle = settle_target(q, loc)
    cards = [via, transport] + ([settler] if settler else [])
    q.require_in_hand(*cards)
    check_route(q, via, transport, loc, "AC-SETTLE-2")
    if LOCATIONS[loc].settler:
        if settler is None:
            raise IllegalCommand("AC-SETTLE-4", f"{name(loc)} shows a settler symbol: add a third card with one")
        if not CARDS[settler].settler:
            raise IllegalCommand("AC-SETTLE-4", f"{card_name(settler)} shows no settler symbol")
        q.require_usable(settler)
    elif settler is not None:
        raise IllegalCommand("AC-SETTLE-4", f"{name(loc)} shows no settler symbol: settle it with two cards")
    if not resettle and q.state.cubes[q.seat] == 0:
        raise IllegalCommand("AC-SETTLE-6", "you have no village cube left in stock")
    own = LOCATION_CARD.get((q.seat, loc))
    gained = own if own in q.state.avail_locations[q.seat] else None
    return {"cards": cards, "gained": gained, "cube": not resettle}


def do_settle(ctx: Ctx, seat: str, cmd: Settle, plan: dict[str, Any]) -> None:
    ctx.emit("LocationSettled", seat=seat, location=cmd["location"], **plan)
    if plan["cube"] and capital_win(ctx.state, seat, cmd["location"]):
        game_over(ctx, "settled_capital", winner=seat)
    elif plan["cube"] and duquesne_win(ctx.state, seat, cmd["location"]):
        game_over(ctx, "fort_duquesne", winner=seat)


def settle_open(q: Query, location: str) -> bool:
    """Whether `location` passes the target tests of check_settle: neutral with a cube in stock, or one's
    own place whose card is available to take back (OQ-AC-20)."""
    state, seat = q.state, q.seat
    owner = state.owner.get(location)
    if owner is None:
        return state.cubes[seat] > 0
    return (owner == seat and q.rules.resettle_own
            and LOCATION_CARD.get((seat, location)) in state.avail_locations[seat])


def gen_settle(q: Query) -> Iterator[Settle]:
    usable = q.usable_hand
    settlers = [c for c in usable if CARDS[c].settler]
    # most printed connections lead to places already held: routes judges each target once (as check_settle
    # would, AC-SETTLE-1 and AC-SETTLE-6) before pairing cards for it
    for loc, via, t in routes(q, usable, lambda loc: settle_open(q, loc)):
        if LOCATIONS[loc].settler:
            for s in settlers:
                if s != via and s != t:
                    yield {"type": "settle", "location": loc, "via": via, "transport": t, "settler": s}
        else:
            yield {"type": "settle", "location": loc, "via": via, "transport": t}


# -- develop --------------------------------------------------------------------------------------
def check_develop(q: Query, cmd: Develop) -> None:
    lc, settler = cmd["location_card"], cmd["settler"]
    q.require_in_hand(lc, settler)
    card = CARDS[lc]
    if card.kind != "location" or card.location is None:
        raise IllegalCommand("AC-DEVELOP-1", f"develop needs the location card of the village; {card.name} is not one")
    loc = card.location
    state = q.state
    if state.owner.get(loc) != q.seat or state.piece.get(loc) != "cube":
        raise IllegalCommand("AC-DEVELOP-2", f"you have no village (cube) on {name(loc)} to develop")
    if LOCATIONS[loc].vp <= 0:
        raise IllegalCommand("AC-DEVELOP-2", f"{name(loc)} has no victory-point value, so it cannot become a town")
    q.require_usable(lc)
    if not CARDS[settler].settler:
        raise IllegalCommand("AC-DEVELOP-1", f"{card_name(settler)} shows no settler symbol")
    q.require_usable(settler)
    if state.discs[q.seat] == 0:
        raise IllegalCommand("AC-DEVELOP-3", "you have no town disc left in stock")


def do_develop(ctx: Ctx, seat: str, cmd: Develop, plan: Any) -> None:
    loc = CARDS[cmd["location_card"]].location
    ctx.emit("LocationDeveloped", seat=seat, location=loc, cards=[cmd["location_card"], cmd["settler"]])


def gen_develop(q: Query) -> Iterator[Develop]:
    usable = q.usable_hand
    settlers = [c for c in usable if CARDS[c].settler]
    for lc in usable:
        loc = CARDS[lc].location
        if loc and q.state.piece.get(loc) == "cube" and LOCATIONS[loc].vp > 0:
            for s in settlers:
                if s != lc:
                    yield {"type": "develop", "location_card": lc, "settler": s}


# -- fortify --------------------------------------------------------------------------------------
def check_fortify(q: Query, cmd: Fortify) -> None:
    lc, fort = cmd["location_card"], cmd["fortification"]
    q.require_in_hand(lc, fort)
    if CARDS[fort].role != "fortification":
        raise IllegalCommand("AC-FORTIFY-1", f"fortify needs a Fortification card; {card_name(fort)} is not one")
    card = CARDS[lc]
    if card.kind != "location" or card.location is None:
        raise IllegalCommand("AC-FORTIFY-1", f"fortify needs the location card of the place; {card.name} is not one")
    loc, state = card.location, q.state
    if not state.controls(q.seat, loc):
        raise IllegalCommand("AC-FORTIFY-2", f"you do not control {name(loc)}")
    if loc in state.forts:
        raise IllegalCommand("AC-FORTIFY-2", f"{name(loc)} is already fortified")
    if state.besieged(loc):
        raise IllegalCommand("AC-FORTIFY-2", f"{name(loc)} is under siege and cannot be fortified")
    q.require_usable(lc)
    if state.forts_stock == 0:
        raise IllegalCommand("AC-FORTIFY-3", "no fortification disc is left in stock")
    if state.money[q.seat] < FORTIFY_COST:
        raise IllegalCommand("AC-FORTIFY-1", f"fortifying costs {FORTIFY_COST} money; you have {state.money[q.seat]}")


def do_fortify(ctx: Ctx, seat: str, cmd: Fortify, plan: Any) -> None:
    loc = CARDS[cmd["location_card"]].location
    ctx.emit("LocationFortified", seat=seat, location=loc, cards=[cmd["location_card"], cmd["fortification"]],
             cost=FORTIFY_COST)


def gen_fortify(q: Query) -> Iterator[Fortify]:
    forts = [c for c in q.hand if CARDS[c].role == "fortification"]
    if not forts:
        return
    for lc in q.usable_hand:
        if CARDS[lc].kind == "location" and CARDS[lc].location not in q.state.forts:
            for f in forts:
                yield {"type": "fortify", "location_card": lc, "fortification": f}
