"""Card management: draft, discard, reserve, retrieve, Governor, Intendant, Home Support, pass, end of turn
(AC-DRAFT, AC-DISCARD, AC-RESERVE, AC-GOVERNOR, AC-INTENDANT, AC-HOMESUPPORT, AC-PASS, AC-TURN-7)."""
from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations
from typing import Any

from ..core import IllegalCommand
from .commands import (
    ChooseCard,
    Discard,
    DiscardLost,
    Draft,
    EndTurn,
    Governor,
    HomeSupport,
    Intendant,
    Pass,
    Reserve,
    RetrieveReserve,
    StartingCard,
)
from .data import CARDS, HAND_SIZE, LOCATIONS, OPPONENT, RESHUFFLE_PENALTY
from .flow import Ctx, end_turn, refilled
from .query import Query, card_name, name

INTENDANT_COST = 2
HOME_SUPPORT_DRAW = 3


def check_draft(q: Query, cmd: Draft) -> dict[str, Any]:
    card = cmd["card"]
    c = CARDS[card]
    state = q.state
    if c.kind == "location" or c.side == OPPONENT[q.seat]:
        raise IllegalCommand("AC-DRAFT-2", f"you can only draft your own empire cards and neutral cards, not {c.name}")
    if card not in state.avail_empire[q.seat] and card not in state.display:
        raise IllegalCommand("AC-DRAFT-1", f"{c.name} ({card}) is not among the cards you can draft")
    if state.money[q.seat] < c.cost:
        raise IllegalCommand("AC-DRAFT-4", f"{c.name} costs {c.cost} money; you have {state.money[q.seat]}")
    return {"cost": c.cost}


def do_draft(ctx: Ctx, seat: str, cmd: Draft, plan: dict[str, Any]) -> None:
    ctx.emit("CardDrafted", seat=seat, card=cmd["card"], cost=plan["cost"])


def gen_draft(q: Query) -> Iterator[Draft]:
    money = q.state.money[q.seat]
    for card in sorted(q.state.avail_empire[q.seat] | q.state.display):
        if CARDS[card].cost <= money:
            yield {"type": "draft", "card": card}


def check_discard(q: Query, cmd: Discard) -> dict[str, Any]:
    cards = cmd["cards"]
    q.require_in_hand(*cards)
    cost = _discard_cost(q, len(cards))
    if q.state.money[q.seat] < cost:
        raise IllegalCommand("AC-DISCARD-1", f"discarding {len(cards)} cards costs {cost} money; you have "
                                             f"{q.state.money[q.seat]}")
    return {"cost": cost}


def _discard_cost(q: Query, count: int) -> int:
    """AC-DISCARD-1: the first card is free, each further one costs 1; nothing at all with AC-VAR-12."""
    return 0 if q.rules.free_discard else count - 1


def do_discard(ctx: Ctx, seat: str, cmd: Discard, plan: dict[str, Any]) -> None:
    ctx.emit("CardsDiscarded", seat=seat, cards=cmd["cards"], cost=plan["cost"])


def gen_discard(q: Query) -> Iterator[Discard]:
    hand = sorted(q.hand)
    affordable = len(hand) if q.rules.free_discard else q.state.money[q.seat] + 1  # AC-VAR-12
    for size in range(1, min(len(hand), affordable) + 1):
        for combo in combinations(hand, size):
            yield {"type": "discard", "cards": list(combo)}


def check_discard_lost(q: Query, cmd: DiscardLost) -> None:
    """AC-VAR-17: the card of a location the player no longer controls leaves the hand as a free action."""
    card = cmd["card"]
    if not q.rules.free_lost_discard:
        raise IllegalCommand("AC-VAR-17", "a free discard needs the option free_lost_discard")
    q.require_in_hand(card)
    if not _lost(q, card):
        raise IllegalCommand("AC-VAR-17", f"{card_name(card)} is not the card of a location you lost")


def _lost(q: Query, card: str) -> bool:
    """A location card whose location `q.seat` does not control (neutral or the opponent's)."""
    location = CARDS[card].location
    return location is not None and not q.state.controls(q.seat, location)


def do_discard_lost(ctx: Ctx, seat: str, cmd: DiscardLost, plan: Any) -> None:
    ctx.emit("LostCardDiscarded", seat=seat, card=cmd["card"])


def gen_discard_lost(q: Query) -> Iterator[DiscardLost]:
    if q.rules.free_lost_discard:
        for c in q.hand:
            if _lost(q, c):
                yield {"type": "discard_lost", "card": c}


def check_reserve(q: Query, cmd: Reserve) -> None:
    card = cmd["card"]
    q.require_in_hand(card)
    if CARDS[card].kind == "location" and not q.rules.reserve_locations:
        _check_lost_location_to_reserve(q, card)
    limit = q.rules.reserve_limit
    if limit is not None and len(q.state.zones[q.seat]["reserve"]) >= limit:
        raise IllegalCommand("AC-RESERVE-3", f"your reserve already holds {limit} cards")


def _check_lost_location_to_reserve(q: Query, card: str) -> None:
    """AC-RESERVE-2 keeps location cards out of the reserve; AC-VAR-20 lets in those of lost locations."""
    if not q.rules.lost_locations_in_reserve:
        raise IllegalCommand("AC-RESERVE-2", "only empire cards go to the reserve")
    if not _lost(q, card):
        raise IllegalCommand("AC-VAR-20", f"you still control the location of {card_name(card)}: only the card of a "
                                          "location you lost goes to the reserve")


def do_reserve(ctx: Ctx, seat: str, cmd: Reserve, plan: Any) -> None:
    ctx.emit("CardReserved", seat=seat, card=cmd["card"])


def gen_reserve(q: Query) -> Iterator[Reserve]:
    for c in q.hand:
        yield {"type": "reserve", "card": c}


def check_retrieve(q: Query, cmd: RetrieveReserve) -> dict[str, Any]:
    reserve = q.state.zones[q.seat]["reserve"]
    if not reserve:
        raise IllegalCommand("AC-RESERVE-6", "your reserve is empty")
    if q.state.money[q.seat] < len(reserve):
        raise IllegalCommand("AC-RESERVE-6", f"retrieving all {len(reserve)} reserve cards costs {len(reserve)} money; "
                                             f"you have {q.state.money[q.seat]}")
    return {"cards": list(reserve), "cost": len(reserve)}


def do_retrieve(ctx: Ctx, seat: str, cmd: RetrieveReserve, plan: dict[str, Any]) -> None:
    ctx.emit("ReserveRetrieved", seat=seat, **plan)


def gen_retrieve(q: Query) -> Iterator[RetrieveReserve]:
    yield {"type": "retrieve_reserve"}


def check_starting_card(q: Query, cmd: StartingCard) -> None:
    if cmd["card"] not in q.state.avail_empire[q.seat]:
        raise IllegalCommand("AC-VAR-13", f"{card_name(cmd['card'])} ({cmd['card']}) is not among your available "
                                          "empire cards")


def do_starting_card(ctx: Ctx, seat: str, cmd: StartingCard, plan: Any) -> None:
    ctx.emit("StartingCardAdded", seat=seat, card=cmd["card"])
    ctx.draw(seat, HAND_SIZE, "setup")  # AC-SETUP-8, from the deck with the card added


def gen_starting_card(q: Query) -> Iterator[StartingCard]:
    for c in sorted(q.state.avail_empire[q.seat]):
        yield {"type": "starting_card", "card": c}


def check_governor(q: Query, cmd: Governor) -> None:
    governor, cards = cmd["governor"], cmd["cards"]
    q.require_in_hand(governor, *cards)
    if CARDS[governor].role != "governor":
        raise IllegalCommand("AC-GOVERNOR-1", f"{card_name(governor)} is not a Governor")
    if len(cards) > 2:
        raise IllegalCommand("AC-GOVERNOR-1", "the Governor returns one or two cards")
    if q.rules.governor_not_on_start:  # AC-VAR-18
        for card in cards:
            if _starting_location(card):
                raise IllegalCommand("AC-VAR-18", f"the Governor may not return {card_name(card)}, a starting location")
    for card in cards:
        if _abandons_siege(q, card):
            raise IllegalCommand("AC-VAR-14", f"{card_name(card)} would give up {name(CARDS[card].location or '')}, "
                                              "which is under siege")


def _starting_location(card: str) -> bool:
    """AC-VAR-18: a location card of a location that a side starts with."""
    location = CARDS[card].location
    return CARDS[card].kind == "location" and location is not None and LOCATIONS[location].start_owner is not None


def _abandoned(q: Query, card: str) -> str | None:
    """AC-VAR-14: the location a returned card gives up, one the seat controls, or None."""
    location = CARDS[card].location
    if q.rules.governor_loses_control and location is not None and q.state.controls(q.seat, location):
        return location
    return None


def _abandons_siege(q: Query, card: str) -> bool:
    """AC-VAR-14 (OQ-AC-VAR-14): a besieged location may not be given up with the Governor."""
    location = _abandoned(q, card)
    return location is not None and q.state.besieged(location) is not None


def do_governor(ctx: Ctx, seat: str, cmd: Governor, plan: Any) -> None:
    ctx.emit("CardsReturned", seat=seat, governor=cmd["governor"], cards=cmd["cards"])
    for card in cmd["cards"]:
        location = _abandoned(ctx.query(seat), card)
        if location is not None:
            state = ctx.state
            ctx.emit("LocationAbandoned", seat=seat, location=location, piece=state.piece[location],
                     fort_returned=location in state.forts)


def gen_governor(q: Query) -> Iterator[Governor]:
    for g in q.hand:
        if CARDS[g].role == "governor":
            others = sorted(c for c in q.hand if c != g
                            and not (q.rules.governor_not_on_start and _starting_location(c))  # AC-VAR-18
                            and not _abandons_siege(q, c))  # AC-VAR-14
            for size in (1, 2):
                for combo in combinations(others, size):
                    yield {"type": "governor", "governor": g, "cards": list(combo)}


def check_intendant(q: Query, cmd: Intendant) -> None:
    intendant, card = cmd["intendant"], cmd["card"]
    q.require_in_hand(intendant)
    if CARDS[intendant].role != "intendant":
        raise IllegalCommand("AC-INTENDANT-1", f"{card_name(intendant)} is not the Intendant")
    if card not in q.state.zones[q.seat]["discard"]:
        raise IllegalCommand("AC-INTENDANT-1", f"{card_name(card)} is not in your discard pile")
    if q.state.money[q.seat] < INTENDANT_COST:
        raise IllegalCommand("AC-INTENDANT-1", f"the Intendant costs {INTENDANT_COST} money")


def do_intendant(ctx: Ctx, seat: str, cmd: Intendant, plan: Any) -> None:
    ctx.emit("IntendantUsed", seat=seat, intendant=cmd["intendant"], card=cmd["card"], cost=INTENDANT_COST)


def gen_intendant(q: Query) -> Iterator[Intendant]:
    for i in q.hand:
        if CARDS[i].role == "intendant":
            for c in sorted(set(q.state.zones[q.seat]["discard"])):
                yield {"type": "intendant", "intendant": i, "card": c}


def check_home_support(q: Query, cmd: HomeSupport) -> None:
    q.require_in_hand(cmd["card"])
    if CARDS[cmd["card"]].role != "home_support":
        raise IllegalCommand("AC-HOMESUPPORT-1", f"{card_name(cmd['card'])} is not Home Support")
    if not q.rules.home_support_draw_reshuffles and not q.state.zones[q.seat]["deck"]:
        if q.rules.home_support_reshuffles:  # AC-VAR-25 holds the reshuffle back until the turn passes
            raise IllegalCommand("AC-VAR-25", "your draw deck is empty, and no reshuffle comes before your turn ends")
        raise IllegalCommand("AC-HOMESUPPORT-3", "your draw deck is empty, and Home Support never reshuffles")


def do_home_support(ctx: Ctx, seat: str, cmd: HomeSupport, plan: Any) -> None:
    # AC-HOMESUPPORT-2: the card reaches the discard pile only after the draw, so it is never redrawn
    ctx.draw(seat, HOME_SUPPORT_DRAW, "home_support", reshuffle=ctx.state.rules.home_support_draw_reshuffles)
    ctx.emit("HomeSupportPlayed", seat=seat, card=cmd["card"])


def gen_home_support(q: Query) -> Iterator[HomeSupport]:
    for c in q.hand:
        if CARDS[c].role == "home_support":
            yield {"type": "home_support", "card": c}


def check_penalty(q: Query, cmd: ChooseCard) -> None:
    """AC-VAR-0: any card of the hand."""
    q.require_in_hand(cmd["card"])


def do_penalty(ctx: Ctx, seat: str, cmd: ChooseCard, plan: Any) -> None:
    """AC-VAR-0: one card of the penalty discarded; another is asked for, or the refill is over."""
    ctx.emit("ReshuffleCardDiscarded", seat=seat, card=cmd["card"])
    state = ctx.state
    # the refill's reshuffle emptied the discard pile: it holds just the penalty's cards discarded so far
    if len(state.zones[seat]["discard"]) < RESHUFFLE_PENALTY and state.hand(seat):
        ctx.request(seat, "reshuffle_penalty")
    else:
        refilled(ctx, seat)


def gen_penalty(q: Query) -> Iterator[ChooseCard]:
    for c in q.hand:
        yield {"type": "choose_card", "card": c}


def do_pass(ctx: Ctx, seat: str, cmd: Pass, plan: Any) -> None:
    ctx.emit("Passed", seat=seat)


def gen_pass(q: Query) -> Iterator[Pass]:
    yield {"type": "pass"}


def check_end_turn(q: Query, cmd: EndTurn) -> None:
    if q.state.phase == "actions" and q.state.actions_left > 0:
        raise IllegalCommand("AC-TURN-3", f"you still have {q.state.actions_left} action(s): "
                                          "take them or pass")


def do_end_turn(ctx: Ctx, seat: str, cmd: EndTurn, plan: Any) -> None:
    end_turn(ctx, seat)


def gen_end_turn(q: Query) -> Iterator[EndTurn]:
    yield {"type": "end_turn"}
