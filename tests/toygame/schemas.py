"""Goofspiel's typed state (engine.core.Engine.state_schemas, docs/state-schemas.md): the JSON Schema of its view
(and its position, the full state), of each event in every form (`redact` leaves out a bid's card for the other
seats and where a reshuffled prize went for everyone), its decisions (none: every seat bids at once, no question
is ever pending) and its result. tests/conformance/test_state_schemas.py validates seeded games against it."""
from __future__ import annotations

from typing import Any

from engine.core import Json

from .state import PRIZES, SUITS, TIES, card

Schema = dict[str, Any]


def ref(name: str) -> Schema:
    return {"$ref": f"#/$defs/{name}"}


def obj(description: str, required: dict[str, Schema], optional: dict[str, Schema] | None = None) -> Schema:
    return {"type": "object", "description": description, "properties": {**required, **(optional or {})},
            "required": list(required), "additionalProperties": False}


def by_seat(description: str, value: Schema) -> Schema:
    """An object keyed by seat (2 or 3 of them)."""
    return {"type": "object", "description": description, "additionalProperties": value}


def cards(description: str) -> Schema:
    return {"type": "array", "description": description, "items": ref("Card")}


def integer(description: str, minimum: int = 0) -> Schema:
    return {"type": "integer", "description": description, "minimum": minimum}


def nullable(schema: Schema) -> Schema:
    return {**schema, "type": [schema["type"], "null"], **({"enum": [*schema["enum"], None]} if "enum" in schema
                                                          else {})}


GAME = {"type": "string", "const": "goofspiel", "description": "The game: goofspiel."}
ROUND = integer("The round: the number of prizes turned face up so far.")
CARDS = {"type": "integer", "minimum": 3, "maximum": 13, "description": "Ranks in each suit (GS-SETUP-1)."}
TIE_RULE = {"type": "string", "enum": list(TIES), "description": "What becomes of a prize tied for (GS-TIE-1)."}
SEAT = ref("Seat")


def defs() -> Json:
    return {
        "Seat": {"type": "string", "enum": list(SUITS), "description": "A seat: the suit it bids with."},
        "Card": {"type": "string", "enum": [card(s, r) for s in (*SUITS, PRIZES) for r in range(1, 14)],
                 "description": "A card: <suit>-<rank>; the prizes are diamonds."},
        "Result": result("The final scores (GS-END-1)."),
        "TableView": obj("The table as a seat or a spectator sees it.", {
            "game": GAME,
            "seat": nullable({**SEAT_VALUES, "description": "The viewer's seat; null: a spectator."}),
            "round": ROUND, "cards": CARDS, "ties": TIE_RULE,
            "prize": nullable({**ref_free_card(), "description": "The prize face up; null: none (the game is "
                                                                 "over)."}),
            "deck": integer("Prizes still face down (their order is hidden from everyone)."),
            "discarded": cards("Prizes tied for and discarded, in order."),
            "hand": {"type": ["array", "null"], "items": ref("Card"),
                     "description": "The viewer's cards; null: a spectator."},
            "bid": nullable({**ref_free_card(), "description": "The viewer's bid this round, face down; null: "
                                                               "none yet, or a spectator."}),
            "players": by_seat("Each seat as everyone sees it.", obj("A seat as everyone sees it.", {
                "hand": integer("Cards in hand."),
                "has_bid": {"type": "boolean", "description": "It has bid this round."},
                "played": cards("Its revealed bids, in order."),
                "won": cards("The prizes it won, in order."),
                "score": integer("Its points so far.")})),
            "to_act": {"type": "array", "items": SEAT, "description": "The seats yet to bid this round."},
            "result": nullable(result("The result once the game is over; null while it goes on."))}),
        "Position": obj("The whole table, every hidden card included (the full state).", {
            "game": GAME,
            "seats": {"type": "array", "items": SEAT, "minItems": 2, "maxItems": 3,
                      "description": "The seats, in seat order."},
            "cards": CARDS, "ties": TIE_RULE,
            "deck": cards("The prizes face down, top first."),
            "prize": nullable({**ref_free_card(), "description": "The prize face up; null: none."}),
            "hands": by_seat("Each seat's hand, by rank.", cards("A hand.")),
            "bids": by_seat("This round's bids so far, face down.", ref("Card")),
            "played": by_seat("Each seat's revealed bids.", cards("Revealed bids, in order.")),
            "won": by_seat("The prizes each seat won.", cards("Prizes, in order.")),
            "discarded": cards("Prizes tied for and discarded."),
            "round": ROUND,
            "result": nullable(result("The result once the game is over; null while it goes on."))}),
    }


def result(description: str) -> Schema:
    return obj(description, {
        "scores": by_seat("Each seat's points: the ranks of the prizes it won.", integer("Points.")),
        "winners": {"type": "array", "description": "The seats with the most points (tied seats all win).",
                    "items": SEAT, "minItems": 1}})


SEAT_VALUES: Schema = {"type": "string", "enum": list(SUITS)}


def ref_free_card() -> Schema:
    """A card id inline (a nullable value cannot be a lone $ref)."""
    return {"type": "string", "enum": [card(s, r) for s in (*SUITS, PRIZES) for r in range(1, 14)]}


def event(kind: str, description: str, required: dict[str, Schema], optional: dict[str, Schema] | None = None
          ) -> Schema:
    return obj(description, {"type": {"type": "string", "const": kind, "description": "The event type."},
                             **required}, optional)


EVENTS: dict[str, Schema] = {
    "GameStarted": event("GameStarted", "The game began: its position (unredacted), or the table as a seat sees "
                                        "it (redacted).", {},
                         {"position": ref("Position"), "view": ref("TableView")}),
    "PrizeRevealed": event("PrizeRevealed", "The top prize was turned face up (GS-ROUND-1).", {
        "card": ref("Card"), "round": ROUND}),
    "BidPlaced": event("BidPlaced", "A seat bid, face down (GS-BID-1): the card only for that seat.", {
        "seat": SEAT}, {"card": ref("Card")}),
    "BidsRevealed": event("BidsRevealed", "Every bid of the round, face up (GS-BID-2).", {
        "bids": by_seat("Each seat's bid.", ref("Card"))}),
    "PrizeWon": event("PrizeWon", "The one highest bid took the prize (GS-WIN-1).", {
        "seat": SEAT, "card": ref("Card"), "points": integer("The prize's rank.", 1)}),
    "PrizeDiscarded": event("PrizeDiscarded", "A prize tied for was discarded (GS-TIE-1).", {"card": ref("Card")}),
    "PrizeReturned": event("PrizeReturned", "A prize tied for went back into the deck (GS-TIE-1): where, only "
                                            "unredacted.", {"card": ref("Card")},
                           {"at": integer("Its place in the deck, from the top.")}),
    "GameEnded": event("GameEnded", "The hands are empty: the most points win (GS-END-1).", {
        "scores": by_seat("Each seat's points.", integer("Points.")),
        "winners": {"type": "array", "items": SEAT, "minItems": 1, "description": "The winners."}}),
}


def state_schemas() -> Json:
    return {"view": {"oneOf": [ref("TableView"), ref("Position")],
                     "description": "A seat's or a spectator's table; the whole position for the full state."},
            "events": EVENTS, "decisions": {}, "result": ref("Result"), "defs": defs()}
