"""What each seat sees: `view` and `redact` are allowlists (a field reaches a seat only if it is named here).

Hidden: the order of the face-down prizes from everyone (GS-SETUP-2), a bid from the other seats until all are
in (GS-BID-1), and where a reshuffled prize went (GS-TIE-1)."""
from __future__ import annotations

from engine.core import Json

from .state import State, state_from_position

# event type -> the fields every seat sees; PRIVATE adds the fields only the event's seat sees
PUBLIC: dict[str, tuple[str, ...]] = {
    "PrizeRevealed": ("card", "round"), "BidPlaced": ("seat",), "BidsRevealed": ("bids",),
    "PrizeWon": ("seat", "card", "points"), "PrizeDiscarded": ("card",), "PrizeReturned": ("card",),
    "GameEnded": ("scores", "winners"),
}
PRIVATE: dict[str, tuple[str, ...]] = {"BidPlaced": ("card",)}


def view(state: State, seat: str | None) -> Json:
    return {
        "game": "goofspiel", "seat": seat, "round": state.round, "cards": state.cards, "ties": state.ties, "prize": state.prize,
        "deck": len(state.deck), "discarded": list(state.discarded),
        "hand": list(state.hands[seat]) if seat in state.hands else None,
        "bid": state.bids.get(seat) if seat is not None else None,
        "players": {s: {"hand": len(state.hands[s]), "has_bid": s in state.bids, "played": list(state.played[s]),
                        "won": list(state.won[s]), "score": state.score(s)} for s in state.seats},
        "to_act": sorted(state.to_act()), "result": state.result,
    }


def redact(event: Json, seat: str | None) -> Json | None:
    kind = event["type"]
    if kind == "GameStarted":
        return {"type": kind, "view": view(state_from_position(event["position"]), seat)}
    if kind not in PUBLIC:
        return None
    shown = PUBLIC[kind] + (PRIVATE.get(kind, ()) if seat is not None and event.get("seat") == seat else ())
    return {"type": kind, **{f: event[f] for f in shown}}
