"""Goofspiel's typed state (engine.core.Engine.state_schemas, docs/state-schemas.md): the JSON Schema of its view
(and its position, the full state), of each event in every form (`redact` leaves out a bid's card for the other
seats and where a reshuffled prize went for everyone), its decisions (none: every seat bids at once, no question
is ever pending) and its result. tests/conformance/test_state_schemas.py validates seeded games against it."""
from __future__ import annotations

from typing import Any

from engine.core import Json
from engine.dialect import array, boolean, const, enum, event, integer, mapping, obj, one_of, ref

from .state import PRIZES, SUITS, TIES, card

Schema = dict[str, Any]


def cards(description: str) -> Schema:
    return array(description, ref("Card"))


def count(description: str, minimum: int = 0) -> Schema:
    """A number of things (cards, points, rounds): an integer from 0 unless told."""
    return integer(description, minimum)


CARD_IDS = [card(s, r) for s in (*SUITS, PRIZES) for r in range(1, 14)]
GAME = const("The game: goofspiel.", "goofspiel")
ROUND = count("The round: the number of prizes turned face up so far.")
CARDS = integer("Ranks in each suit (GS-SETUP-1).", 3, 13)
TIE_RULE = enum("What becomes of a prize tied for (GS-TIE-1).", TIES)
SEAT = ref("Seat")


def defs() -> Json:
    return {
        "Seat": enum("A seat: the suit it bids with.", SUITS),
        "Card": enum("A card: <suit>-<rank>; the prizes are diamonds.", CARD_IDS),
        "Result": result("The final scores (GS-END-1)."),
        "TableView": obj("The table as a seat or a spectator sees it.", {
            "game": GAME,
            "seat": enum("The viewer's seat; null: a spectator.", SUITS, nullable=True),
            "round": ROUND, "cards": CARDS, "ties": TIE_RULE,
            "prize": enum("The prize face up; null: none (the game is over).", CARD_IDS, nullable=True),
            "deck": count("Prizes still face down (their order is hidden from everyone)."),
            "discarded": cards("Prizes tied for and discarded, in order."),
            "hand": array("The viewer's cards; null: a spectator.", ref("Card"), nullable=True),
            "bid": enum("The viewer's bid this round, face down; null: none yet, or a spectator.", CARD_IDS,
                        nullable=True),
            "players": mapping("Each seat as everyone sees it.", obj("A seat as everyone sees it.", {
                "hand": count("Cards in hand."),
                "has_bid": boolean("It has bid this round."),
                "played": cards("Its revealed bids, in order."),
                "won": cards("The prizes it won, in order."),
                "score": count("Its points so far.")})),
            "to_act": array("The seats yet to bid this round.", SEAT),
            "result": result("The result once the game is over; null while it goes on.", nullable=True)}),
        "Position": obj("The whole table, every hidden card included (the full state).", {
            "game": GAME,
            "seats": array("The seats, in seat order.", SEAT, 2, 3),
            "cards": CARDS, "ties": TIE_RULE,
            "deck": cards("The prizes face down, top first."),
            "prize": enum("The prize face up; null: none.", CARD_IDS, nullable=True),
            "hands": mapping("Each seat's hand, by rank.", cards("A hand.")),
            "bids": mapping("This round's bids so far, face down.", ref("Card")),
            "played": mapping("Each seat's revealed bids.", cards("Revealed bids, in order.")),
            "won": mapping("The prizes each seat won.", cards("Prizes, in order.")),
            "discarded": cards("Prizes tied for and discarded."),
            "round": ROUND,
            "result": result("The result once the game is over; null while it goes on.", nullable=True)}),
    }


def result(description: str, nullable: bool = False) -> Schema:
    return obj(description, {
        "scores": mapping("Each seat's points: the ranks of the prizes it won.", count("Points.")),
        "winners": array("The seats with the most points (tied seats all win).", SEAT, 1)}, nullable=nullable)


EVENTS: dict[str, Schema] = {
    "GameStarted": event("GameStarted", "The game began: its position (unredacted), or the table as a seat sees "
                                        "it (redacted).", {},
                         {"position": ref("Position"), "view": ref("TableView")}),
    "PrizeRevealed": event("PrizeRevealed", "The top prize was turned face up (GS-ROUND-1).", {
        "card": ref("Card"), "round": ROUND}),
    "BidPlaced": event("BidPlaced", "A seat bid, face down (GS-BID-1): the card only for that seat.", {
        "seat": SEAT}, {"card": ref("Card")}),
    "BidsRevealed": event("BidsRevealed", "Every bid of the round, face up (GS-BID-2).", {
        "bids": mapping("Each seat's bid.", ref("Card"))}),
    "PrizeWon": event("PrizeWon", "The one highest bid took the prize (GS-WIN-1).", {
        "seat": SEAT, "card": ref("Card"), "points": count("The prize's rank.", 1)}),
    "PrizeDiscarded": event("PrizeDiscarded", "A prize tied for was discarded (GS-TIE-1).", {"card": ref("Card")}),
    "PrizeReturned": event("PrizeReturned", "A prize tied for went back into the deck (GS-TIE-1): where, only "
                                            "unredacted.", {"card": ref("Card")},
                           {"at": count("Its place in the deck, from the top.")}),
    "GameEnded": event("GameEnded", "The hands are empty: the most points win (GS-END-1).", {
        "scores": mapping("Each seat's points.", count("Points.")),
        "winners": array("The winners.", SEAT, 1)}),
}


def state_schemas() -> Json:
    return {"view": one_of("A seat's or a spectator's table; the whole position for the full state.", "TableView",
                           "Position"),
            "events": EVENTS, "decisions": {}, "result": ref("Result"), "defs": defs()}
