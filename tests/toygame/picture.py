"""A picture of a Goofspiel view: the prize, each seat's bids and winnings, the caller's hand (SVG, from the view
alone, like every game's engine/<game>/picture.py)."""
from __future__ import annotations

from xml.sax.saxutils import escape

from engine.core import Json

ROW = 24


def picture(view: Json) -> str:
    lines = [f"Goofspiel, round {view['round']}: prize {view['prize']}, {view['deck']} prizes face down",
             f"to act: {', '.join(view['to_act']) or 'nobody'}"]
    for seat, p in view["players"].items():
        lines.append(f"{seat}: {p['score']} points, won {p['won']}, played {p['played']}, {p['hand']} cards"
                     + (", has bid" if p["has_bid"] else ""))
    if view["hand"] is not None:
        lines.append(f"your hand ({view['seat']}): {view['hand']}" + (f", your bid {view['bid']}" if view["bid"]
                                                                       is not None else ""))
    if view["result"] is not None:
        lines.append(f"result: {view['result']}")
    height = ROW * (len(lines) + 1)
    text = "".join(f'<text x="12" y="{ROW * (i + 1)}">{escape(line)}</text>' for i, line in enumerate(lines))
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 720 {height}" font-family="sans-serif" '
            f'font-size="14"><rect width="720" height="{height}" fill="#fbf7ee"/>{text}</svg>')
