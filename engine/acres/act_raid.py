"""Raids, ambushes and the Priest / Indian Leader demand, with the opponent's answers
(AC-RAID, AC-AMBUSH, AC-PRIEST)."""
from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations
from typing import Any

from ..core import IllegalCommand
from .act_siege import clamp
from .commands import Ambush, Block, ChooseCard, DemandNatives, NoBlock, Raid
from .data import CARDS, LOCATION_CARD, OPPONENT
from .flow import Ctx, return_zone
from .query import Query, card_name, card_strength, name

UNLIMITED = 99


# -- raid -----------------------------------------------------------------------------------------
def check_raid(q: Query, cmd: Raid) -> dict[str, Any]:
    loc, cards = cmd["location"], cmd["cards"]
    q.require_in_hand(*cards)
    for c in cards:
        if CARDS[c].kind == "location":
            raise IllegalCommand("AC-RAID-6", f"no location card is played in a raid ({card_name(c)})")
        if CARDS[c].raid is None:
            raise IllegalCommand("AC-RAID-1", f"{card_name(c)} cannot be played in a raid")
    if not any(CARDS[c].raid == "card" for c in cards):
        raise IllegalCommand("AC-RAID-2", "a Priest or an Indian Leader only extends a raid: add a raid card")
    problem = q.raid_target_problem(loc)
    if problem:
        raise IllegalCommand(*problem)
    cost = sum(1 for c in cards if CARDS[c].native)
    if q.state.money[q.seat] < cost:
        raise IllegalCommand("AC-RAID-3", f"each Native Americans card costs 1 money: {cost} needed, you have "
                                          f"{q.state.money[q.seat]}")
    reach = len(cards) + q.rules.raid_range_bonus
    distance = q.raid_distances(reach).get(loc)
    if distance is None:
        raise IllegalCommand(*_why_out_of_reach(q, loc, reach, len(cards)))
    return {"cost": cost}


def _why_out_of_reach(q: Query, loc: str, reach: int, n_cards: int) -> tuple[str, str]:
    """The rule that keeps `loc` out of a raid's reach: the sea, a fortified location, a siege, or range."""
    if q.raid_distances(UNLIMITED, forts=False, sieges=False).get(loc, UNLIMITED) <= reach:
        if q.raid_distances(reach, sieges=False).get(loc) is None:
            return "AC-RAID-8", f"every raid path to {name(loc)} within reach passes a fortified location"
        return "AC-RAID-9", f"every raid path to {name(loc)} within reach passes a location under siege"
    shortest = q.raid_distances(UNLIMITED).get(loc)
    if shortest is None:
        return "AC-RAID-5", (f"no raid path reaches {name(loc)} from a location you control: raids never cross "
                             "the sea, nor pass a fortified location")
    return "AC-RAID-4", f"{name(loc)} is {shortest} links away; {n_cards} raid card(s) reach {reach}"


def do_raid(ctx: Ctx, seat: str, cmd: Raid, plan: dict[str, Any]) -> None:
    ctx.emit("RaidLaunched", seat=seat, location=cmd["location"], cards=cmd["cards"], cost=plan["cost"])
    ctx.request(OPPONENT[seat], "raid_block", location=cmd["location"], by=seat)


def gen_raid(q: Query) -> Iterator[Raid]:
    raiders = [c for c in q.hand if CARDS[c].raid == "card"]
    if not raiders:
        return
    helpers = [c for c in q.hand if CARDS[c].raid == "extender"]
    pool = raiders + helpers
    money = q.state.money[q.seat]
    distances = q.raid_distances(len(pool) + q.rules.raid_range_bonus)
    targets = [(loc, d) for loc, d in sorted(distances.items()) if d > 0 and q.raid_target_problem(loc) is None]
    for size in range(1, len(pool) + 1):
        reach = size + q.rules.raid_range_bonus
        for combo in combinations(sorted(pool), size):
            if not any(CARDS[c].raid == "card" for c in combo) or sum(CARDS[c].native for c in combo) > money:
                continue
            for loc, d in targets:
                if d <= reach:
                    yield {"type": "raid", "location": loc, "cards": list(combo)}


# -- blocks (raid and ambush) ---------------------------------------------------------------------
def check_block(q: Query, cmd: Block) -> None:
    decision = q.state.pending[0]
    card = cmd["card"]
    q.require_in_hand(card)
    if decision["kind"] == "ambush_block":
        if not CARDS[card].block_ambush:
            raise IllegalCommand("AC-AMBUSH-2", f"{card_name(card)} cannot block an ambush")
        return
    if card == LOCATION_CARD.get((q.seat, decision["location"])):
        q.require_usable(card)  # OQ-AC-16: blocking with the location's card is a use of it
    elif not CARDS[card].block_raid:
        raise IllegalCommand("AC-RAID-11", f"{card_name(card)} cannot block a raid")


def do_block(ctx: Ctx, seat: str, cmd: Block, plan: Any) -> None:
    decision = ctx.state.pending[0]
    if decision["kind"] == "ambush_block":
        ctx.emit("AmbushBlocked", seat=seat, card=cmd["card"])
    else:
        ctx.emit("RaidBlocked", seat=seat, card=cmd["card"], location=decision["location"])


def gen_block(q: Query) -> Iterator[Block]:
    for c in q.hand:
        yield {"type": "block", "card": c}


def do_no_block(ctx: Ctx, seat: str, cmd: NoBlock, plan: Any) -> None:
    decision = ctx.state.pending[0]
    if decision["kind"] == "ambush_block":
        ctx.emit("BlockDeclined", seat=seat, kind="ambush")
        _ambush_succeeds(ctx, seat, decision["by"])
    else:
        ctx.emit("BlockDeclined", seat=seat, kind="raid")
        _raid_succeeds(ctx, decision["by"], decision["location"])


def gen_no_block(q: Query) -> Iterator[NoBlock]:
    yield {"type": "no_block"}


def _raid_succeeds(ctx: Ctx, raider: str, loc: str) -> None:
    """AC-RAID-13/14: the piece is captured; a town falls back to a village if its owner has a cube."""
    state = ctx.state
    victim = state.owner[loc]
    piece = state.piece[loc]
    ctx.emit("LocationRaided", seat=raider, location=loc, piece=piece,
             replaced=piece == "disc" and state.cubes[victim] > 0)
    besieger = state.besieged(loc)
    if besieger is not None and loc not in state.owner:
        # 1st edition only (AC-RAID-9 forbids it in the 2nd): a raid emptied a besieged location, so the
        # siege has nothing left to take. It is lifted: both sides' siege cards go to their discard piles.
        ctx.emit("SiegeEnded", siege=besieger, winner=None)


# -- ambush ---------------------------------------------------------------------------------------
def check_ambush(q: Query, cmd: Ambush) -> dict[str, Any]:
    card = cmd["card"]
    q.require_in_hand(card)
    if not CARDS[card].ambush:
        raise IllegalCommand("AC-AMBUSH-1", f"{card_name(card)} cannot ambush")
    cost = q.rules.native_ambush_cost if CARDS[card].native else 0
    if q.state.money[q.seat] < cost:
        raise IllegalCommand("AC-AMBUSH-1", f"an ambush with Native Americans costs {cost} money; you have "
                                            f"{q.state.money[q.seat]}")
    return {"cost": cost}


def do_ambush(ctx: Ctx, seat: str, cmd: Ambush, plan: dict[str, Any]) -> None:
    ctx.emit("AmbushLaunched", seat=seat, card=cmd["card"], cost=plan["cost"])
    ctx.request(OPPONENT[seat], "ambush_block", by=seat)


def gen_ambush(q: Query) -> Iterator[Ambush]:
    for c in q.hand:
        if CARDS[c].ambush:
            yield {"type": "ambush", "card": c}


def ambush_losses(q: Query) -> list[str]:
    """AC-AMBUSH-3: the victim's cards with the ambush symbol, in hand or reserve, and with ambush_siege_cards
    (AC-VAR-3) in his card space of either siege."""
    zones = q.state.zones[q.seat]
    cards = zones["hand"] + zones["reserve"]
    if q.rules.ambush_siege_cards:
        cards = cards + [c for siege in q.state.sieges.values() for c in siege["cards"][q.seat]]
    return [c for c in cards if CARDS[c].ambush_symbol]


def _siege_holding(q: Query, card: str) -> str | None:
    """The siege (its track) in whose card space the seat has `card`, if any."""
    return next((t for t, siege in q.state.sieges.items() if card in siege["cards"][q.seat]), None)


def _lose_siege_card(ctx: Ctx, seat: str, track: str, card: str) -> None:
    """AC-VAR-3: the card leaves the siege, and the track moves back by the strength it gave (AC-SIEGE-9/10)."""
    siege = ctx.state.sieges[track]
    rules = ctx.state.rules
    strength = card_strength(CARDS[card], siege["location"], defender=seat != track, natives=rules.natives_in_sieges)
    value = siege["value"] - strength if seat == track else siege["value"] + strength
    ctx.emit("SiegeCardLost", seat=seat, siege=track, card=card, to=return_zone(card),
             value=clamp(rules, track, value))


def _ambush_succeeds(ctx: Ctx, victim: str, ambusher: str) -> None:
    if ambush_losses(ctx.query(victim)):
        ctx.request(victim, "ambush_loss", by=ambusher)
    else:  # AC-AMBUSH-4: he shows his hand and loses nothing
        ctx.emit("HandRevealed", seat=victim, cards=sorted(ctx.state.hand(victim)), reason="ambush")


# -- Priest / Indian Leader -----------------------------------------------------------------------
def check_demand(q: Query, cmd: DemandNatives) -> None:
    q.require_in_hand(cmd["card"])
    if CARDS[cmd["card"]].role != "priest":
        raise IllegalCommand("AC-PRIEST-1", f"{card_name(cmd['card'])} is neither a Priest nor an Indian Leader")


def do_demand(ctx: Ctx, seat: str, cmd: DemandNatives, plan: Any) -> None:
    ctx.emit("NativesDemanded", seat=seat, card=cmd["card"])
    victim = OPPONENT[seat]
    if natives_owed(ctx.query(victim)):
        ctx.request(victim, "natives_demand", by=seat)
    else:  # AC-PRIEST-3
        ctx.emit("HandRevealed", seat=victim, cards=sorted(ctx.state.hand(victim)), reason="natives_demand")


def gen_demand(q: Query) -> Iterator[DemandNatives]:
    for c in q.hand:
        if CARDS[c].role == "priest":
            yield {"type": "demand_natives", "card": c}


def natives_owed(q: Query) -> list[str]:
    """AC-PRIEST-2/4: neutral Native Americans cards in hand or reserve (never the French blue one)."""
    zones = q.state.zones[q.seat]
    return [c for c in zones["hand"] + zones["reserve"] if CARDS[c].native and CARDS[c].side == "neutral"]


# -- the victim's card choices (ambush loss, natives demand) ------------------------------------------
def check_give(q: Query, cmd: ChooseCard) -> None:
    kind = q.state.pending[0]["kind"]
    if kind == "ambush_loss":
        if cmd["card"] not in ambush_losses(q):
            where = "hand, reserve or sieges" if q.rules.ambush_siege_cards else "hand or reserve"
            raise IllegalCommand("AC-AMBUSH-3", f"choose a card with the ambush symbol from your {where}")
    elif cmd["card"] not in natives_owed(q):
        if CARDS[cmd["card"]].native:
            raise IllegalCommand("AC-PRIEST-4", "the French Native Americans card is never handed over")
        raise IllegalCommand("AC-PRIEST-2", "choose a neutral Native Americans card from your hand or reserve")


def do_give(ctx: Ctx, seat: str, cmd: ChooseCard, plan: Any) -> None:
    kind = ctx.state.pending[0]["kind"]
    card = cmd["card"]
    track = _siege_holding(ctx.query(seat), card) if kind == "ambush_loss" else None
    if track is not None:  # AC-VAR-3
        _lose_siege_card(ctx, seat, track, card)
        return
    source = "hand" if card in ctx.state.hand(seat) else "reserve"
    if kind == "ambush_loss":
        ctx.emit("CardLost", seat=seat, card=card, **{"from": source},
                 to="display" if CARDS[card].side == "neutral" else "available_empire")
    else:
        ctx.emit("NativesGiven", seat=seat, card=card, **{"from": source})


def gen_give(q: Query) -> Iterator[ChooseCard]:
    kind = q.state.pending[0]["kind"]
    for c in ambush_losses(q) if kind == "ambush_loss" else natives_owed(q):
        yield {"type": "choose_card", "card": c}
