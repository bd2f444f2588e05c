"""The end of the game: scores (AC-SCORE-1..4), the end conditions tested at the start of a turn (AC-END-4..6),
the capitals whose fall ends it at once (AC-END-1/2), and the GameEnded event with the result."""
from __future__ import annotations

from ..core import Json
from ..decider import Ctx
from .data import LOCATIONS, SEATS, piece_value
from .state import State


def captured_points(state: State, seat: str) -> int:
    return sum(piece_value(piece) * n for piece, n in state.captured[seat].items())


def scores(state: State) -> dict[str, Json]:
    """Per seat: location points (a town doubles its location's value), captured points and the total."""
    out = {}
    for seat in SEATS:
        villages = towns = 0
        for lid, who in state.owner.items():
            if who == seat:
                vp = LOCATIONS[lid].vp
                if state.piece[lid] == "disc":
                    towns += 2 * vp
                else:
                    villages += vp
        captured = captured_points(state, seat)
        out[seat] = {"villages": villages, "towns": towns, "captured": captured, "total": villages + towns + captured}
    return out


BRITISH_SIEGE_SCORE = 25  # AC-VAR-16


def british_sieges_open(state: State) -> bool:
    """AC-VAR-16: the British may besiege once the French have begun a siege (remembered in the state, as is a
    score of 25 reached once) or while their score is 25 or more."""
    return state.british_sieges_open or scores(state)["british"]["total"] >= BRITISH_SIEGE_SCORE


def winner_on_points(table: dict[str, Json]) -> str:
    """AC-SCORE-4: the higher total wins; the French win ties."""
    return "british" if table["british"]["total"] > table["french"]["total"] else "french"


def end_reason(state: State, seat: str) -> str | None:
    """AC-END-4: why the game ends at the start of `seat`'s turn, or None."""
    rules = state.rules
    no_siege = not state.sieges
    out_of_pieces = state.cubes[seat] == 0 or state.discs[seat] == 0
    if out_of_pieces and (no_siege or rules.end_by_pieces_ignores_sieges):
        return "pieces_placed"
    if captured_points(state, seat) >= 12 and no_siege:
        return "captures"
    return None


def is_enemy_capital(attacker: str, location: str) -> bool:
    """AC-END-1/2: Quebec is the British player's target, Boston and New York the French player's."""
    return location == "quebec" if attacker == "british" else location in ("boston", "new-york")


def capital_win(state: State, seat: str, location: str) -> bool:
    """AC-END-2: in the 2nd edition settling the enemy capital (Quebec; Boston or New York) wins at once."""
    return state.rules.settle_wins and is_enemy_capital(seat, location)


def duquesne_win(state: State, seat: str, location: str) -> bool:
    """AC-VAR-2 (duquesne_win): a French village placed on Fort Duquesne wins at once."""
    return state.rules.duquesne_win and seat == "french" and location == "fort-duquesne"


def game_over(ctx: Ctx[State], reason: str, winner: str | None = None) -> None:
    """AC-END: the game ends; without a `winner` named by the rule that ends it, the scores decide (AC-SCORE-4)."""
    table = scores(ctx.state)
    ctx.emit("GameEnded", reason=reason, winner=winner or winner_on_points(table), scores=table)
