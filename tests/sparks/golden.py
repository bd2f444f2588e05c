"""Golden playthroughs of The First Sparks: a seeded random game (randomplay.py) as text, one line per command
with the events it caused as a spectator sees them, then what changed on the table as a spectator's view shows
it, so a rules or visibility change shows up as a readable diff."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from engine import sparks

from .randomplay import play

HERE = Path(__file__).parent / "golden"
GAMES = {2: 25, 4: 14, 6: 1}  # players: seed of a short game that ends with a Fire owner (2, 6: tiles laid by
# command; 4: the marked tiles first)


def _value(v: Any) -> str:
    if isinstance(v, list) and all(isinstance(x, (int, str)) for x in v):
        return ",".join(map(str, v)) or "-"
    return json.dumps(v, separators=(",", ":"), sort_keys=True) if not isinstance(v, str) else v


def _compact(obj: dict) -> str:
    return " ".join(f"{k}={_value(v)}" for k, v in obj.items() if k != "type")


def _seat_line(view: dict, seat: str) -> str:
    p, clan = view["players"][seat], view["clans"][seat]
    food = "hidden" if p["food_hidden"] else p["food"]
    return f"{seat}: food={food} members={clan['size']} cards={_value(p['cards'])} on={_value(clan['members'])}"


def _table_lines(view: dict) -> list[str]:
    lines = [_seat_line(view, seat) for seat in view["players"]]
    if "neutral" in view["clans"]:
        lines.append(f"neutral: members={view['clans']['neutral']['size']} "
                     f"on={_value(view['clans']['neutral']['members'])}")
    m, d = view["market"], view["deck"]
    lines.append(f"market: current={_value(m['current'])} future={_value(m['future'])} bonus={m['bonus']} "
                 f"reshuffle_card={m['reshuffle_card']} stage={view['stage']} | deck: size={d['size']} "
                 f"top={_value(d['top'])} bottom={_value(d['bottom'])} | boxed={_value(view['boxed'])}")
    lines.append("harvest: " + " ".join(f"{k}={v}" for k, v in view["harvest"].items() if k != "field"))
    lines.append(f"order: {_value(view['order'])}")
    return lines


def render(players: int) -> str:
    seed = GAMES[players]
    game = play(seed, players)
    lines = [f"# The First Sparks, {players} players, random game seed {seed}, options {_value(game.options)}", ""]
    start = sparks.redact(game.setup[0], None)["view"]
    lines.append(f"setup: herbs={_value({s: p['herbs'] for s, p in start['players'].items()})} "
                 f"removed_unseen={start['removed_unseen']} tiles={_value(start['tiles'])} "
                 f"layout={_value(start['board']['layout'])}")
    shown = _table_lines(start)
    lines += ["  " + line for line in shown]
    for number, step in enumerate(game.steps, 1):
        events = "; ".join(f"{e['type']} {_compact(e)}".rstrip() for e in
                           (sparks.redact(e, None) for e in step.events))
        lines.append(f"#{number} {step.seat} {step.command['type']} {_compact(step.command)}".rstrip()
                     + f" => {events}")
        now = _table_lines(sparks.view(step.after, None))
        lines += ["  " + line for line, before in zip(now, shown, strict=True) if line != before]
        shown = now
    lines.append(f"result: {json.dumps(sparks.result(game.final), sort_keys=True)}")
    return "\n".join(lines) + "\n"
