"""Golden playthroughs: a seeded random game as text, with what each seat saw (events and view) at every
step, so a rules or visibility change shows up as a readable diff (OpenSpiel commits the same)."""
from __future__ import annotations

import json
from pathlib import Path

from engine import acres
from engine.acres.data import SEATS

from .randomplay import play

HERE = Path(__file__).parent / "golden"
GAMES = {"second": 34, "first": 54}  # seeds of short complete games under each edition


def _compact(obj: dict, skip: tuple[str, ...] = ("type",)) -> str:
    return " ".join(f"{k}={json.dumps(v, separators=(',', ':'))}" for k, v in obj.items() if k not in skip)


def _seat_line(view: dict, seat: str) -> str:
    me = view["seats"][seat]
    hand = f"hand={','.join(me['hand'])}" if "hand" in me else f"hand_size={me['hand_size']}"
    return (f"{seat[:2]}: money={me['money']} cubes={me['cubes']} discs={me['discs']} "
            f"captured={me['captured']['cube']}c{me['captured']['disc']}d {hand} deck={me['deck_size']} "
            f"discard={len(me['discard'])} reserve={','.join(me['reserve']) or '-'}")


def _board(view: dict) -> str:
    spots = [f"{lid}={(s['owner'] or '-')[0].upper()}{'*' if s['piece'] == 'disc' else ''}"
             f"{'F' if s['fortified'] else ''}" for lid, s in view["board"].items()]
    sieges = [f"{t}@{sg['location']}:{sg['value']}" for t, sg in view["sieges"].items()]
    return "board: " + " ".join(spots) + (" | sieges: " + " ".join(sieges) if sieges else "")


def render(edition: str) -> str:
    seed = GAMES[edition]
    game = play(seed, {"edition": edition})
    lines = [f"# A Few Acres of Snow, {edition} edition, random game seed {seed}", ""]
    state = acres.fold(game.setup)
    for seat in (*SEATS, None):
        lines.append(f"setup as seen by {seat or 'spectator'}: "
                     + "; ".join(_compact(acres.redact(e, seat) or {}) if e["type"] != "GameStarted" else "GameStarted"
                                 for e in game.setup))
    board = ""
    shown = {seat: "" for seat in SEATS}
    for number, step in enumerate(game.steps, 1):
        lines.append(f"#{number} {step.seat} {step.command['type']} {_compact(step.command)}".rstrip())
        for seat in SEATS:
            seen = [acres.redact(e, seat) or {} for e in step.events]
            lines.append(f"  {seat} sees: " + "; ".join(f"{e['type']} {_compact(e)}".rstrip() for e in seen))
        for seat in SEATS:  # each seat's own view, when it changed
            line = _seat_line(acres.view(step.after, seat), seat)
            if line != shown[seat]:
                lines.append("  " + line)
                shown[seat] = line
        new_board = _board(acres.view(step.after, None))
        if new_board != board:
            lines.append("  " + new_board)
            board = new_board
        state = step.after
    lines.append(f"result: {json.dumps(acres.result(state), sort_keys=True)}")
    return "\n".join(lines) + "\n"
