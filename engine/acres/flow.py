"""The automatic parts of the game: drawing, turn changes, the start-of-turn end and siege checks, siege
resolution and the game's end. `decide` emits through a `Ctx`, which folds each event into its own copy of
the state at once, so the next rule sees the table as it now is."""
from __future__ import annotations

from typing import Any

from .. import decider
from .data import CARDS, HAND_SIZE, LOCATIONS, OPPONENT, RESHUFFLE_COST
from .evolve import apply
from .query import Query
from .scoring import end_reason, game_over, is_enemy_capital
from .state import State


class Ctx(decider.Ctx[State]):
    apply = staticmethod(apply)  # evolve.apply: each event is folded as it is emitted

    def query(self, seat: str) -> Query:
        return Query(self.state, seat)

    def draw(self, seat: str, count: int, reason: str, reshuffle: bool = True) -> bool:
        """Draw `count` cards at random; an empty deck is refilled from the discard pile if `reshuffle`
        (AC-TURN-7), never during a turn under AC-VAR-25 (`pass_turn` does it then). With deck and discard both
        empty, drawing stops (OQ-AC-3). Whether it reshuffled."""
        zones = self.state.zones[seat]
        reshuffle = reshuffle and not self.state.rules.reshuffle_at_turn_end
        reshuffled = False
        while count > 0:
            if not zones["deck"]:
                if not (reshuffle and zones["discard"]):
                    break
                self.emit("DeckReshuffled", seat=seat, count=len(zones["discard"]))
                reshuffled = True
            assert self.rng is not None, "a draw needs the rng of decide"
            cards = self.rng.sample(sorted(zones["deck"]), min(count, len(zones["deck"])))
            self.emit("CardsDrawn", seat=seat, cards=cards, count=len(cards), reason=reason)
            count -= len(cards)
        return reshuffled

    def request(self, seat: str, kind: str, **context: Any) -> None:
        self.emit("DecisionRequested", seat=seat, kind=kind, **context)


# -- turns ----------------------------------------------------------------------------------------
def end_turn(ctx: Ctx, seat: str) -> None:
    """AC-TURN-7: refill to five (its reshuffle paid for with AC-VAR-0), then `refilled`; in the 1st edition's
    phase after_draw, the turn passes."""
    state = ctx.state
    if state.phase != "actions":
        pass_turn(ctx, seat)
        return
    if ctx.draw(seat, HAND_SIZE - len(state.hand(seat)), "refill") and state.rules.paid_reshuffle:
        charge_reshuffle(ctx, seat)
    if not state.pending:
        refilled(ctx, seat)


def charge_reshuffle(ctx: Ctx, seat: str) -> None:
    """AC-VAR-0: pay for the refill's reshuffle, or else discard cards after the refill (reshuffle_penalty)."""
    if ctx.state.money[seat] >= RESHUFFLE_COST:
        ctx.emit("ReshufflePaid", seat=seat, cost=RESHUFFLE_COST)
    elif ctx.state.hand(seat):
        ctx.request(seat, "reshuffle_penalty")


def refilled(ctx: Ctx, seat: str) -> None:
    """The refill is over: in the 1st edition free actions stay open (AC-TURN-9), else the turn passes."""
    if ctx.state.rules.free_actions_after_draw:
        ctx.emit("DrawCompleted", seat=seat)
        return
    pass_turn(ctx, seat)


def pass_turn(ctx: Ctx, seat: str) -> None:
    """The turn passes; with AC-VAR-25 an empty deck is first rebuilt from the discard pile."""
    zones = ctx.state.zones[seat]
    if ctx.state.rules.reshuffle_at_turn_end and not zones["deck"] and zones["discard"]:
        ctx.emit("DeckReshuffled", seat=seat, count=len(zones["discard"]))
    start_turn(ctx, OPPONENT[seat])


def start_turn(ctx: Ctx, seat: str) -> None:
    """AC-END-4 on the table as the turn starts (OQ-AC-23), then the siege check (AC-SIEGE-20/21)."""
    state = ctx.state
    reason = end_reason(state, seat)
    if reason:
        game_over(ctx, reason)
        return
    turn = state.turn + 1
    resolve = [t for t in ("british", "french") if t in state.sieges and _wins_check(state, t, seat)]
    ctx.emit("TurnStarted", seat=seat, turn=turn, actions=1 if turn <= 2 else 2, resolve=resolve)


def _wins_check(state: State, track: str, seat: str) -> bool:
    value: int = state.sieges[track]["value"]
    return value >= 2 if track == seat else value <= -1


def advance(ctx: Ctx) -> None:
    """Resolve what needs no decision: the sieges won at this turn's check, one after the other
    (British track first, as Yucata does: OQ-AC-11)."""
    state = ctx.state
    while not state.over and not state.pending and state.to_resolve:
        track = state.to_resolve[0]
        winner = state.active
        resolve_siege(ctx, track, winner)


# -- sieges ---------------------------------------------------------------------------------------
def resolve_siege(ctx: Ctx, track: str, winner: str, surrender: bool = False) -> None:
    """AC-SIEGE-22..31: the winner of the siege on `track` is known; settle its consequences."""
    state = ctx.state
    siege = state.sieges[track]
    loc = siege["location"]
    attacker_won = winner == track
    ctx.emit(
        "SiegeWon", siege=track, winner=winner, location=loc, by="surrender" if surrender else "check",
        captured=state.piece[loc] if attacker_won else None, fort_returned=attacker_won and loc in state.forts,
    )
    if attacker_won and is_enemy_capital(track, loc):
        game_over(ctx, "siege_of_capital", winner=track)  # AC-END-1/2, AC-SIEGE-31
        return
    if attacker_won and state.cubes[track] > 0:
        ctx.request(track, "occupy", location=loc, siege=track, settler_needed=LOCATIONS[loc].settler)
        return
    finish_siege(ctx, track)


def siege_loss_choices(state: State, track: str) -> list[str]:
    """AC-SIEGE-30: the loser returns one empire card of his siege cards."""
    siege = state.sieges[track]
    loser = OPPONENT[siege["won_by"]]
    return [c for c in siege["cards"][loser] if CARDS[c].kind == "empire"]


def finish_siege(ctx: Ctx, track: str) -> None:
    """The loser's returned card (his choice when the candidates differ), then the rest to the discards."""
    state = ctx.state
    choices = siege_loss_choices(state, track)
    loser = OPPONENT[state.sieges[track]["won_by"]]
    if len({CARDS[c].name for c in choices}) > 1:
        ctx.request(loser, "siege_loss", siege=track)
        return
    if choices:
        returned = min(choices)
        ctx.emit("SiegeCardReturned", seat=loser, siege=track, card=returned, to=return_zone(returned), chosen=False)
    end_siege(ctx, track)


def end_siege(ctx: Ctx, track: str) -> None:
    winner = ctx.state.sieges[track]["won_by"]
    ctx.emit("SiegeEnded", siege=track, winner=winner)
    if _redraw_owed(ctx.state, winner):
        ctx.request("french", "redraw")


def _redraw_owed(state: State, winner: str | None) -> bool:
    """AC-VAR-5 (french_siege_redraw): a siege the French won at their turn's check. A siege ended on the French
    turn with the French as winner was won at the check: only the seat whose turn it is withdraws (AC-WITHDRAW-1),
    and withdrawing hands the siege to the opponent."""
    return state.rules.french_siege_redraw and winner == "french" == state.active and bool(state.hand("french"))


def return_zone(card: str) -> str:
    c = CARDS[card]
    if c.side == "neutral":
        return "display"
    return "available_locations" if c.kind == "location" else "available_empire"


__all__ = [
    "Ctx",
    "advance",
    "end_siege",
    "end_turn",
    "finish_siege",
    "refilled",
    "resolve_siege",
    "return_zone",
    "siege_loss_choices",
    "start_turn",
]
