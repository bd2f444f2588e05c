"""The automatic parts of The First Sparks: market draws and the steps between commands (bonus, spoilage,
feeding, bureaucracy, the end). `decide` emits through a `Ctx`, which folds each event into its own copy of the
state at once, so the next rule sees the table as it now is."""
from __future__ import annotations

from .. import decider
from .data import AREA_FOOD
from .evolve import apply
from .query import growth_room, neutral_target
from .scoring import end_after_bureaucracy, end_after_expansion, game_over
from .state import FOODS, NEUTRAL, State

RESUPPLY_BASE = {2: (2, 1, 0, 0), 3: (3, 2, 1, 1), 4: (4, 2, 1, 1), 5: (5, 3, 2, 1), 6: (6, 4, 3, 1)}  # FS-BUREAU-5


class Ctx(decider.Ctx[State]):
    apply = staticmethod(apply)  # evolve.apply: each event is folded as it is emitted


# -- the market ------------------------------------------------------------------------------------------
def draw(ctx: Ctx) -> None:
    """Draw one card into the market (FS-TECH-11): the known top cards, then a random card of the shuffled
    middle, then the reshuffle card, then the cards put under it in order. An empty deck draws nothing."""
    s = ctx.state
    if s.deck_top:
        card: int | None = s.deck_top[0]
    elif s.deck:
        assert ctx.rng is not None
        card = ctx.rng.choice(sorted(s.deck))
    elif s.deck_reshuffle:
        card = None
    elif s.deck_bottom:
        card = s.deck_bottom[0]
    else:
        return
    ctx.emit("CardDrawn", card=card, reshuffle=card is None)
    if card is None:  # FS-TECH-13 / FS-BUREAU-8: it takes the slot; the rest of the deck is shuffled
        ctx.emit("DeckReshuffled", count=len(s.deck_top) + len(s.deck_bottom) + len(s.deck))
    elif s.bonus is not None and card < s.bonus:
        ctx.emit("BonusReturned", card=s.bonus, reason="FS-TECH-12")


# -- phases ------------------------------------------------------------------------------------------------
def reverse(state: State) -> list[str]:
    return list(reversed(state.order))


def start_round(ctx: Ctx) -> None:
    """FS-ROUND-1 / FS-TECH-1: phase 1 begins with the bonus on the lowest current card."""
    s = ctx.state
    ctx.emit("PhaseBegan", phase="buy", round=s.round + 1)
    if s.current:
        ctx.emit("BonusPlaced", card=s.current[0])


def end_buying(ctx: Ctx) -> None:
    """FS-TECH-15 (with OQ-FS-8), then spoilage (FS-SPOIL-1..3), then the hunt begins."""
    s = ctx.state
    if s.bonus is not None:
        card = s.bonus
        ctx.emit("BonusReturned", card=card, reason="FS-TECH-15")
        ctx.emit("CardBoxed", card=card, reason="FS-TECH-15")
        draw(ctx)
    for seat in s.order:
        if not s.knows(seat, "fire") and s.food[seat] // 3:
            ctx.emit("FoodSpoiled", seat=seat, amount=s.food[seat] // 3)
    ctx.emit("PhaseBegan", phase="hunt", queue=reverse(s))


def after_hunt(ctx: Ctx) -> None:
    s = ctx.state
    if s.players == 2 and neutral_target(s) and growth_room(s, NEUTRAL):
        ctx.emit("PhaseBegan", phase="grow_neutral", queue=[s.second_player])
    else:
        ctx.emit("PhaseBegan", phase="expand", queue=reverse(s))


def after_expansion(ctx: Ctx) -> None:
    """FS-END-1..5 (scoring.py): the game ends after phase 3, or after the bureaucracy; otherwise a new round."""
    reason = end_after_expansion(ctx.state)
    if reason is None:
        bureaucracy(ctx)
        reason = end_after_bureaucracy(ctx.state)
    if reason is not None:
        game_over(ctx, reason)
        return
    start_round(ctx)


def bureaucracy(ctx: Ctx) -> None:
    """FS-BUREAU-1..9: turn order, resupply, market."""
    s = ctx.state
    ctx.emit("OrderSet", order=bureaucracy_order(s, {seat: s.size(seat) for seat in s.order}), reason="FS-BUREAU-2")
    areas = list(s.board.areas.values())
    base = RESUPPLY_BASE[s.players]
    amounts = {food: base[i] + sum(AREA_FOOD[a] == food for a in areas) for i, food in enumerate(FOODS)}
    ctx.emit("Resupplied", amounts=amounts)
    if s.stage == 1 and not s.market_reshuffle and s.market:
        ctx.emit("CardUnderDeck", card=s.market[-1])  # FS-BUREAU-7
        draw(ctx)
    if s.market_reshuffle:  # FS-BUREAU-9 (OQ-FS-16)
        ctx.emit("StageChanged", boxed=s.market[:1])


def bureaucracy_order(state: State, sizes: dict[str, int]) -> list[str]:
    """The turn order the bureaucracy sets for clans of these sizes: the largest first, ties by the highest
    card (FS-ORDER-2), then Intelligence moves its owner back (FS-KNOW-5). The bots ask it of sizes to come."""
    order = sorted(state.order, key=lambda seat: (-sizes[seat], -max(state.cards[seat], default=0)))
    return move_back_intelligence(state, order)


def move_back_intelligence(state: State, order: list[str]) -> list[str]:
    """FS-KNOW-5: the owner of Intelligence moves one place back (the last stays last)."""
    order = list(order)
    owner = next((seat for seat in order if state.knows(seat, "intelligence")), None)
    if owner is not None:
        i = order.index(owner)
        if i + 1 < len(order):
            order[i], order[i + 1] = order[i + 1], order[i]
    return order
