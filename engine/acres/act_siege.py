"""Sieges: besiege, reinforce, Military Leader, withdraw, and the answers after a siege is decided
(AC-SIEGE, AC-REINFORCE, AC-WITHDRAW)."""
from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from ..core import IllegalCommand
from .commands import (
    Besiege,
    ChooseCard,
    DeclineOccupy,
    DeclineRedraw,
    MilitaryLeader,
    Occupy,
    Redraw,
    Reinforce,
    Withdraw,
)
from .data import CARDS, LOCATION_CARD, LOCATIONS, SIEGE_TRACK
from .flow import Ctx, end_siege, finish_siege, resolve_siege, return_zone, siege_loss_choices
from .options import Rules
from .query import Query, card_name, card_strength, check_route, name, routes
from .scoring import BRITISH_SIEGE_SCORE, british_sieges_open, duquesne_win, game_over


def clamp(rules: Rules, track: str, value: int) -> int:
    """AC-SIEGE-10: the value stays on the track (OQ-AC-25 'unclamped' keeps the plain sum)."""
    if rules.siege_track != "clamp":
        return value
    low, high = SIEGE_TRACK[track]
    return max(low, min(high, value))


def defence(q: Query, location: str) -> int:
    """AC-SIEGE-7: 1, plus 2 for a fortification disc, plus the printed modifier."""
    return 1 + (2 if location in q.state.forts else 0) + LOCATIONS[location].defence


# -- besiege --------------------------------------------------------------------------------------
def check_besiege(q: Query, cmd: Besiege) -> dict[str, Any]:
    state, seat = q.state, q.seat
    loc, via, transport, military = cmd["location"], cmd["via"], cmd["transport"], cmd["military"]
    if seat in state.sieges:
        raise IllegalCommand("AC-SIEGE-2", f"you already besiege {name(state.sieges[seat]['location'])}: "
                                           "a player attacks one location at a time")
    if not _may_begin_siege(q):
        raise IllegalCommand("AC-VAR-16", "the British may not begin a siege before the French have begun one or "
                                          f"the British score has reached {BRITISH_SIEGE_SCORE}")
    if state.owner.get(loc) != q.opp:
        raise IllegalCommand("AC-SIEGE-1", f"{name(loc)} is not controlled by your opponent")
    q.require_in_hand(via, transport, military)
    check_route(q, via, transport, loc, "AC-SIEGE-3")
    strength = _siege_card_strength(q, military, loc, attacker=True, rule="AC-SIEGE-4")
    q.require_usable(military)
    cost = CARDS[military].play_cost
    if state.money[seat] < cost:
        raise IllegalCommand("AC-SIEGE-6", f"{card_name(military)} costs {cost} money to play; you have "
                                           f"{state.money[seat]}")
    d = defence(q, loc)
    value = clamp(q.rules, seat, clamp(q.rules, seat, -d) + strength)
    return {"cards": [via, transport], "siege_card": military, "cost": cost, "strength": strength,
            "defence": d, "value": value}


def _may_begin_siege(q: Query) -> bool:
    """AC-VAR-16 (british_siege_delay) holds the British back; nothing else does."""
    return q.seat != "british" or not q.rules.british_siege_delay or british_sieges_open(q.state)


def _siege_card_strength(q: Query, card_id: str, location: str, attacker: bool, rule: str) -> int:
    card = CARDS[card_id]
    if card.role == "military_leader":
        raise IllegalCommand("AC-REINFORCE-7", "Military Leader is played as a free action (military_leader)")
    if card.role == "fortification" and attacker:
        raise IllegalCommand("AC-REINFORCE-8", "a Fortification card helps only the defender of a siege")
    strength = card_strength(card, location, defender=not attacker, natives=q.rules.natives_in_sieges)
    if strength == 0:
        ship = " or, here, a ship symbol" if LOCATIONS[location].ship else ""
        raise IllegalCommand(rule, f"{card.name} shows no military symbol{ship}")
    return strength


def do_besiege(ctx: Ctx, seat: str, cmd: Besiege, plan: dict[str, Any]) -> None:
    ctx.emit("SiegeBegun", seat=seat, location=cmd["location"], **plan)


def gen_besiege(q: Query) -> Iterator[Besiege]:
    if q.seat in q.state.sieges or not _may_begin_siege(q):
        return
    usable = q.usable_hand
    owner = q.state.owner
    natives = q.rules.natives_in_sieges
    for loc, via, t in routes(q, usable, lambda loc: owner.get(loc) == q.opp):
        for m in usable:
            if m != via and m != t and card_strength(CARDS[m], loc, defender=False, natives=natives) > 0:
                yield {"type": "besiege", "location": loc, "via": via, "transport": t, "military": m}


# -- reinforce and Military Leader ----------------------------------------------------------------
def _check_reinforcement(q: Query, cmd: Reinforce | MilitaryLeader, leader: bool) -> dict[str, Any]:
    track, card = cmd["siege"], cmd["card"]
    side = q.side_in(track)
    rule = "AC-REINFORCE-7" if leader else "AC-REINFORCE-1"
    if side is None:
        raise IllegalCommand(rule, f"there is no siege on the {track} track in which you fight")
    q.require_in_hand(card)
    state = q.state
    location = state.sieges[track]["location"]
    if leader:
        if CARDS[card].role != "military_leader":
            raise IllegalCommand(rule, f"{card_name(card)} is not a Military Leader")
        strength = 1
    else:
        strength = _siege_card_strength(q, card, location, attacker=side == "attacker", rule=rule)
        q.require_usable(card)
    if (not leader or q.rules.military_leader_chain) and not q.can_reinforce(track):
        raise IllegalCommand("AC-REINFORCE-9", f"no chain of your locations links your capital to {name(location)}")
    cost = CARDS[card].play_cost
    if state.money[q.seat] < cost:
        raise IllegalCommand("AC-REINFORCE-6", f"{card_name(card)} costs {cost} money to play; you have "
                                               f"{state.money[q.seat]}")
    value = state.sieges[track]["value"] + (strength if side == "attacker" else -strength)
    return {"strength": strength, "cost": cost, "value": clamp(q.rules, track, value)}


def check_reinforce(q: Query, cmd: Reinforce) -> dict[str, Any]:
    return _check_reinforcement(q, cmd, leader=False)


def check_military_leader(q: Query, cmd: MilitaryLeader) -> dict[str, Any]:
    return _check_reinforcement(q, cmd, leader=True)


def do_reinforce(ctx: Ctx, seat: str, cmd: Reinforce | MilitaryLeader, plan: dict[str, Any]) -> None:
    ctx.emit("SiegeReinforced", seat=seat, siege=cmd["siege"], card=cmd["card"], free=cmd["type"] == "military_leader",
             **plan)


def gen_reinforce(q: Query) -> Iterator[Reinforce]:
    for track in q.state.sieges:
        if q.side_in(track):
            for c in q.hand:
                if CARDS[c].role != "military_leader":
                    yield {"type": "reinforce", "siege": track, "card": c}


def gen_military_leader(q: Query) -> Iterator[MilitaryLeader]:
    leaders = [c for c in q.hand if CARDS[c].role == "military_leader"]
    for track in q.state.sieges:
        for c in leaders:
            yield {"type": "military_leader", "siege": track, "card": c}


# -- withdraw -------------------------------------------------------------------------------------
def check_withdraw(q: Query, cmd: Withdraw) -> None:
    side = q.side_in(cmd["siege"])
    if side is None:
        raise IllegalCommand("AC-WITHDRAW-1", f"there is no siege on the {cmd['siege']} track in which you fight")
    if side == "defender" and not q.rules.defender_may_withdraw:
        raise IllegalCommand("AC-WITHDRAW-1", "in the 1st edition only the attacker may withdraw from a siege")


def do_withdraw(ctx: Ctx, seat: str, cmd: Withdraw, plan: Any) -> None:
    track = cmd["siege"]
    ctx.emit("SiegeWithdrawn", seat=seat, siege=track)
    if track != seat and ctx.state.rules.defender_withdrawal == "surrender":
        resolve_siege(ctx, track, winner=track, surrender=True)  # OQ-AC-22: the attacker wins
    else:
        finish_siege(ctx, track)


def gen_withdraw(q: Query) -> Iterator[Withdraw]:
    for track in q.state.sieges:
        yield {"type": "withdraw", "siege": track}


# -- after a siege is decided ---------------------------------------------------------------------
def check_occupy(q: Query, cmd: Occupy) -> dict[str, Any]:
    loc = q.state.pending[0]["location"]
    settler = cmd.get("settler")
    if LOCATIONS[loc].settler:
        if settler is None:
            raise IllegalCommand("AC-SIEGE-23", f"{name(loc)} shows a settler symbol: play a settler card from "
                                                "your hand to place a cube, or decline")
        q.require_in_hand(settler)
        if not CARDS[settler].settler:
            raise IllegalCommand("AC-SIEGE-23", f"{card_name(settler)} shows no settler symbol")
        q.require_usable(settler)
    elif settler is not None:
        raise IllegalCommand("AC-SIEGE-24", f"{name(loc)} shows no settler symbol: a cube is placed without a card")
    own = LOCATION_CARD.get((q.seat, loc))
    return {"card": settler, "gained": own if own in q.state.avail_locations[q.seat] else None}


def do_occupy(ctx: Ctx, seat: str, cmd: Occupy, plan: dict[str, Any]) -> None:
    decision = ctx.state.pending[0]
    ctx.emit("LocationOccupied", seat=seat, location=decision["location"], **plan)
    if duquesne_win(ctx.state, seat, decision["location"]):
        game_over(ctx, "fort_duquesne", winner=seat)  # AC-VAR-2: before the siege is cleared, as AC-SIEGE-31
        return
    finish_siege(ctx, decision["siege"])


def gen_occupy(q: Query) -> Iterator[Occupy]:
    loc = q.state.pending[0]["location"]
    if LOCATIONS[loc].settler:
        for c in q.usable_hand:
            if CARDS[c].settler:
                yield {"type": "occupy", "settler": c}
    else:
        yield {"type": "occupy"}


def do_decline_occupy(ctx: Ctx, seat: str, cmd: DeclineOccupy, plan: Any) -> None:
    decision = ctx.state.pending[0]
    ctx.emit("OccupationDeclined", seat=seat, location=decision["location"])
    finish_siege(ctx, decision["siege"])


def gen_decline_occupy(q: Query) -> Iterator[DeclineOccupy]:
    yield {"type": "decline_occupy"}


def check_redraw(q: Query, cmd: Redraw) -> None:
    q.require_in_hand(cmd["card"])  # AC-VAR-5: any card of the hand


def do_redraw(ctx: Ctx, seat: str, cmd: Redraw, plan: Any) -> None:
    ctx.emit("RedrawDiscarded", seat=seat, card=cmd["card"])
    ctx.draw(seat, 1, "redraw")


def gen_redraw(q: Query) -> Iterator[Redraw]:
    for c in q.hand:
        yield {"type": "redraw", "card": c}


def do_decline_redraw(ctx: Ctx, seat: str, cmd: DeclineRedraw, plan: Any) -> None:
    ctx.emit("RedrawDeclined", seat=seat)


def gen_decline_redraw(q: Query) -> Iterator[DeclineRedraw]:
    yield {"type": "decline_redraw"}


def check_siege_loss(q: Query, cmd: ChooseCard) -> None:
    track = q.state.pending[0]["siege"]
    if cmd["card"] not in siege_loss_choices(q.state, track):
        raise IllegalCommand("AC-SIEGE-30", "return one of your empire cards from this siege")


def do_siege_loss(ctx: Ctx, seat: str, cmd: ChooseCard, plan: Any) -> None:
    track = ctx.state.pending[0]["siege"]
    card = cmd["card"]
    ctx.emit("SiegeCardReturned", seat=seat, siege=track, card=card, to=return_zone(card), chosen=True)
    end_siege(ctx, track)


def gen_siege_loss(q: Query) -> Iterator[ChooseCard]:
    for c in siege_loss_choices(q.state, q.state.pending[0]["siege"]):
        yield {"type": "choose_card", "card": c}
