"""Scores (AC-SCORE-1..4) and the end conditions tested at the start of a turn (AC-END-4..6)."""
from __future__ import annotations

from ..core import Json
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
