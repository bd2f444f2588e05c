"""The end of The First Sparks: when the game ends (FS-END-1/2, FS-END-5) and who wins (FS-END-4, OQ-FS-17).

Three ends, each named in GameEnded's `reason`: a clan of 13 members or more after phase 3 (`clan_size`);
every clan starved away, as no one could ever place a member again (`no_members`); and the bureaucracy
setting the table two earlier rounds began at (`repetition`, repetition.py).
"""
from __future__ import annotations

from typing import Any

from ..decider import Ctx
from .repetition import third_time
from .state import State

END_SIZE = 13  # FS-END-1


def end_after_expansion(state: State) -> str | None:
    """FS-END-1/2: the reason the game ends once phase 3 is over, before the bureaucracy; None: it goes on."""
    if any(state.size(seat) >= END_SIZE for seat in state.seats):
        return "clan_size"
    if not any(state.size(seat) for seat in state.seats):
        return "no_members"
    return None


def end_after_bureaucracy(state: State) -> str | None:
    """FS-END-5: the round about to begin would begin at a table two earlier rounds began at."""
    return "repetition" if third_time(state) else None


def final_result(state: State) -> dict[str, Any]:
    """FS-END-4 / OQ-FS-17: most members wins, then most food; players tied on both all win. The ranking
    breaks the remaining ties by turn order."""
    scores = {seat: {"members": state.size(seat), "food": state.food[seat]} for seat in state.seats}
    best = max((v["members"], v["food"]) for v in scores.values())
    winners = [seat for seat in state.order if (scores[seat]["members"], scores[seat]["food"]) == best]
    ranking = sorted(state.seats, key=lambda seat: (-scores[seat]["members"], -scores[seat]["food"],
                                                     state.order.index(seat)))
    return {"winner": winners[0] if len(winners) == 1 else None, "winners": winners, "scores": scores,
            "ranking": ranking, "round": state.round}


def game_over(ctx: Ctx[State], reason: str) -> None:
    """The game ends for `reason` (FS-END-1 `clan_size`, or FS-END-5 `no_members` or `repetition`)."""
    ctx.emit("GameEnded", **final_result(ctx.state), reason=reason)
