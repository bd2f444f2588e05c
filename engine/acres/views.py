"""What each seat may see: `view` of a state and `redact` of an event. Both are allowlists: a field reaches
a seat only if it is named here (docs/acres-protocol.md says who sees what and why)."""
from __future__ import annotations

from typing import Any

from ..core import Json
from .data import SEATS
from .state import State, board_json, scenario_json, state_from_position

# event type -> fields everyone sees; PRIVATE adds fields only the event's `seat` sees
PUBLIC: dict[str, tuple[str, ...]] = {
    "TurnStarted": ("seat", "turn", "actions", "resolve"),
    "DrawCompleted": ("seat",),
    "CardsDrawn": ("seat", "count", "reason"),
    "DeckReshuffled": ("seat", "count"),
    "LocationSettled": ("seat", "location", "cards", "gained", "cube"),
    "LocationDeveloped": ("seat", "location", "cards"),
    "LocationFortified": ("seat", "location", "cards", "cost"),
    "SiegeBegun": ("seat", "location", "cards", "siege_card", "cost", "strength", "defence", "value"),
    "SiegeReinforced": ("seat", "siege", "card", "free", "strength", "cost", "value"),
    "SiegeWon": ("siege", "winner", "location", "by", "captured", "fort_returned"),
    "SiegeWithdrawn": ("seat", "siege"),
    "LocationOccupied": ("seat", "location", "card", "gained"),
    "OccupationDeclined": ("seat", "location"),
    "SiegeCardReturned": ("seat", "siege", "card", "to", "chosen"),
    "SiegeEnded": ("siege", "winner"),
    "RaidLaunched": ("seat", "location", "cards", "cost"),
    "RaidBlocked": ("seat", "card", "location"),
    "BlockDeclined": ("seat", "kind"),
    "LocationRaided": ("seat", "location", "piece", "replaced"),
    "AmbushLaunched": ("seat", "card", "cost"),
    "AmbushBlocked": ("seat", "card"),
    "CardLost": ("seat", "card", "from", "to"),
    "SiegeCardLost": ("seat", "siege", "card", "to", "value"),
    "HandRevealed": ("seat", "cards", "reason"),
    "NativesDemanded": ("seat", "card"),
    "NativesGiven": ("seat", "card", "from"),
    "MoneyTaken": ("seat", "action", "cards", "amount"),
    "PiracyCommitted": ("seat", "cards", "from_opponent", "from_bank"),
    "CardDrafted": ("seat", "card", "cost"),
    "CardsDiscarded": ("seat", "cards", "cost"),
    "CardReserved": ("seat", "card"),
    "ReserveRetrieved": ("seat", "cards", "cost"),
    "CardsReturned": ("seat", "governor", "cards"),
    "LocationAbandoned": ("seat", "location", "piece", "fort_returned"),
    "IntendantUsed": ("seat", "intendant", "card", "cost"),
    "HomeSupportPlayed": ("seat", "card"),
    "FurSold": ("seat", "card", "amount"),  # the card goes face up to the discard pile
    "LostCardDiscarded": ("seat", "card"),  # likewise
    "ReshufflePaid": ("seat", "cost"),
    "ReshuffleCardDiscarded": ("seat", "card"),  # likewise
    "RedrawDiscarded": ("seat", "card"),
    "RedrawDeclined": ("seat",),
    "StartingCardAdded": ("seat", "card"),  # AC-VAR-13: taken from the face-up available pile, so public
    "Passed": ("seat",),
    "DecisionRequested": ("seat", "kind", "location", "by", "siege", "settler_needed"),
    "GameEnded": ("reason", "winner", "scores"),
}
PRIVATE: dict[str, tuple[str, ...]] = {"CardsDrawn": ("cards",)}
PENDING_FIELDS = ("seat", "kind", "location", "by", "siege", "settler_needed")


def redact(event: Json, seat: str | None) -> Json | None:
    """The event as `seat` (None: a spectator) may see it; None for an event type not declared here."""
    kind = event.get("type")
    if kind == "GameStarted":
        return {"type": kind, "view": view(state_from_position(event["position"]), seat)}
    fields = PUBLIC.get(kind)  # type: ignore[arg-type]
    if fields is None:
        return None
    out = {"type": kind}
    out.update((f, event[f]) for f in fields if f in event)
    if seat is not None and event.get("seat") == seat:
        out.update((f, event[f]) for f in PRIVATE.get(kind, ()) if f in event)  # type: ignore[arg-type]
    return out


def view(state: State, seat: str | None) -> Json:
    """The table as `seat` sees it: its own hand, never another's, never any deck's contents."""
    seats: dict[str, Any] = {}
    for s in SEATS:
        zones = state.zones[s]
        seats[s] = {
            "money": state.money[s],
            "cubes": state.cubes[s],
            "discs": state.discs[s],
            "captured": dict(state.captured[s]),
            "hand_size": len(zones["hand"]),
            "deck_size": len(zones["deck"]),
            "discard": list(zones["discard"]),
            "reserve": list(zones["reserve"]),
            "available_locations": sorted(state.avail_locations[s]),
            "available_empire": sorted(state.avail_empire[s]),
        }
        if s == seat:
            seats[s]["hand"] = list(zones["hand"])
    return {
        "game": "acres",
        "seat": seat,
        "options": state.rules.to_json(),
        "turn": state.turn,
        "active": state.active,
        "phase": state.phase,
        "actions_left": state.actions_left,
        "to_act": sorted(state.to_act()),
        "seats": seats,
        "neutral_display": sorted(state.display),
        "board": board_json(state),
        "fortifications_in_stock": state.forts_stock,
        "sieges": {t: {"location": sg["location"], "value": sg["value"],
                       "cards": {s: list(c) for s, c in sg["cards"].items()}, "won_by": sg["won_by"]}
                   for t, sg in state.sieges.items()},
        "pending": [{f: p[f] for f in PENDING_FIELDS if f in p} for p in state.pending],
        "result": state.result,
        **scenario_json(state),
    }
