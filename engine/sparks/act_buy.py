"""Phase 1, buying technology: offers, answers, purchases, the 2-player discard and the tool limit
(FS-TECH, FS-CARD-6..8, FS-2P-9/10)."""
from __future__ import annotations

from collections.abc import Iterator

from ..core import IllegalCommand
from .commands import BoxOfferedCard, DeclineCard, DiscardTool, KeepOfferedCard, OfferCard, PassBuying, WantCard
from .data import yield_for
from .flow import Ctx, draw, end_buying, move_back_intelligence
from .query import Query, may_take
from .state import State


# -- the offerer -----------------------------------------------------------------------------------------
def check_offer(q: Query, cmd: OfferCard) -> int:
    card: int = cmd["card"]
    state = q.state
    if card not in state.current:
        raise IllegalCommand("FS-TECH-3", f"card {card} is not in the current market "
                                          f"({', '.join(map(str, state.current)) or 'empty'})")
    knowledge = state.card(card).knowledge
    if knowledge and q.knows(knowledge):
        raise IllegalCommand("FS-CARD-8", f"you already own a {knowledge} card")
    _require_pay(q, card)
    return card


def _require_pay(q: Query, card: int) -> None:
    if not q.can_pay(card):
        raise IllegalCommand("FS-TECH-7", f"card {card} costs {q.state.card(card).price} and you have "
                                          f"{q.food} food (OQ-FS-9)")


def do_offer(ctx: Ctx, seat: str, cmd: OfferCard, card: int) -> None:
    s = ctx.state
    may_box = s.players == 2 and s.first_offer_open and seat == s.first_player
    asked = [x for x in s.order if x != seat and x not in s.done and _asked(s, x, card)]  # FS-TECH-5
    ctx.emit("CardOffered", seat=seat, card=card, asked=asked, may_box=may_box)
    if not asked:
        settle_offer(ctx)


def _asked(state: State, seat: str, card: int) -> bool:
    """OQ-FS-9: a player who cannot pay is not asked, since everyone sees his food; a Fire owner's food is hidden
    (FS-KNOW-1), so he is asked all the same and may only decline when he cannot pay."""
    if state.knows(seat, "fire"):
        knowledge = state.card(card).knowledge
        return not (knowledge and state.knows(seat, knowledge))
    return may_take(state, seat, card)


def gen_offer(q: Query) -> Iterator[OfferCard]:
    for card in q.state.current:
        yield {"type": "offer_card", "card": card}


def do_pass(ctx: Ctx, seat: str, cmd: PassBuying, plan: None) -> None:
    ctx.emit("BuyingPassed", seat=seat)
    continue_buying(ctx)


def gen_pass(q: Query) -> Iterator[PassBuying]:
    yield {"type": "pass_buying"}


# -- the others' answers -------------------------------------------------------------------------------
def check_want(q: Query, cmd: WantCard) -> None:
    offer = q.state.offer
    _require_pay(q, offer["card"] if offer else 0)


def do_answer(ctx: Ctx, seat: str, cmd: WantCard | DeclineCard, plan: None) -> None:
    offer = ctx.state.offer
    assert offer is not None  # an answer is open only while a card is on offer
    ctx.emit("OfferAnswered", seat=seat, card=offer["card"], wants=cmd["type"] == "want_card")
    if not offer["asked"]:
        settle_offer(ctx)


def gen_want(q: Query) -> Iterator[WantCard]:
    yield {"type": "want_card"}


def gen_decline(q: Query) -> Iterator[DeclineCard]:
    yield {"type": "decline_card"}


def settle_offer(ctx: Ctx) -> None:
    """FS-TECH-6 / OQ-FS-7: the willing player furthest back in turn order takes the card; with no taker the
    offerer must buy it, unless the 2-player first-offer right lets him box it (FS-2P-9)."""
    s = ctx.state
    offer = s.offer
    assert offer is not None
    if offer["wanting"]:
        buyer = max(offer["wanting"], key=s.order.index)
        buy(ctx, buyer, offer["card"])
    elif offer["may_box"]:
        ctx.emit("DecisionRequested", seat=offer["offerer"], kind="keep_or_box", card=offer["card"])
        return
    else:
        buy(ctx, offer["offerer"], offer["card"])
    continue_buying(ctx)


def buy(ctx: Ctx, seat: str, card: int) -> None:
    """FS-TECH-7..11, FS-TECH-16, FS-KNOW-5."""
    s = ctx.state
    ctx.emit("CardBought", seat=seat, card=card, price=s.card(card).price, bonus=s.bonus == card)
    if s.card(card).knowledge == "intelligence":
        ctx.emit("OrderSet", order=move_back_intelligence(s, s.order), reason="FS-KNOW-5")
    draw(ctx)
    if len(s.tools(seat)) > s.tool_limit(seat):
        ctx.emit("DecisionRequested", seat=seat, kind="discard_tool", card=card)


def continue_buying(ctx: Ctx) -> None:
    s = ctx.state
    if not s.pending and s.offer is None and s.offerer is None:  # FS-TECH-14
        end_buying(ctx)


# -- the 2-player choice ---------------------------------------------------------------------------------
def do_keep(ctx: Ctx, seat: str, cmd: KeepOfferedCard, plan: None) -> None:
    card = _offered(ctx.state)
    ctx.emit("DecisionTaken", seat=seat, kind="keep_or_box", choice="keep")
    buy(ctx, seat, card)
    continue_buying(ctx)


def do_box(ctx: Ctx, seat: str, cmd: BoxOfferedCard, plan: None) -> None:
    """FS-2P-9 / OQ-FS-20: a boxed tool takes from its harvest space what it would take there now, counting
    the real tokens only and needing no member; a field or knowledge card takes nothing."""
    s = ctx.state
    card = _offered(s)
    ctx.emit("DecisionTaken", seat=seat, kind="keep_or_box", choice="box")
    if s.bonus == card:
        ctx.emit("BonusReturned", card=card, reason="OQ-FS-20")
    info = s.card(card)
    food, tokens = None, 0
    if info.kind == "tool":
        food = info.food
        tokens = box_take(s, card)
    ctx.emit("OfferBoxed", seat=seat, card=card, food=food, tokens=tokens)
    draw(ctx)
    continue_buying(ctx)


def _offered(state: State) -> int:
    """The card on offer (keep_or_box is asked only while the refused first offer is)."""
    assert state.offer is not None
    card: int = state.offer["card"]
    return card


def box_take(state: State, card: int) -> int:
    food = state.card(card).food
    assert food is not None
    real = state.harvest[food]
    return min(yield_for(state.card(card), real), real)


def gen_keep(q: Query) -> Iterator[KeepOfferedCard]:
    yield {"type": "keep_offered_card"}


def gen_box(q: Query) -> Iterator[BoxOfferedCard]:
    yield {"type": "box_offered_card"}


# -- the tool limit --------------------------------------------------------------------------------------
def check_discard(q: Query, cmd: DiscardTool) -> int:
    card: int = cmd["card"]
    tools = q.tools()
    if card not in tools:
        raise IllegalCommand("FS-CARD-7", f"card {card} is not one of your tools ({', '.join(map(str, tools))})")
    return card


def do_discard(ctx: Ctx, seat: str, cmd: DiscardTool, card: int) -> None:
    ctx.emit("DecisionTaken", seat=seat, kind="discard_tool")
    ctx.emit("ToolDiscarded", seat=seat, card=card)
    continue_buying(ctx)


def gen_discard(q: Query) -> Iterator[DiscardTool]:
    for card in q.tools():
        yield {"type": "discard_tool", "card": card}

