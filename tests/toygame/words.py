"""Goofspiel's log in plain words and its commands' labels (like every game's engine/<game>/words.py)."""
from __future__ import annotations

from engine.core import Json


def _card(card_id: str) -> str:
    suit, rank = card_id.rsplit("-", 1)
    return f"the {rank} of {suit}"


def narrate(event: Json) -> str:
    kind = event["type"]
    if kind == "GameStarted":
        return "The game starts: the diamonds are shuffled face down."
    if kind == "PrizeRevealed":
        return f"Round {event['round']}: {_card(event['card'])} is the prize."
    if kind == "BidPlaced":
        told = f": {_card(event['card'])}" if "card" in event else " face down"
        return f"{event['seat'].capitalize()} bids{told}."
    if kind == "BidsRevealed":
        return "The bids are revealed: " + ", ".join(f"{s} {_card(c)}" for s, c in sorted(event["bids"].items())) + "."
    if kind == "PrizeWon":
        return f"{event['seat'].capitalize()} wins {_card(event['card'])} ({event['points']} points)."
    if kind == "PrizeDiscarded":
        return f"A tie: {_card(event['card'])} is discarded."
    if kind == "PrizeReturned":
        return f"A tie: {_card(event['card'])} goes back into the deck."
    if kind == "GameEnded":
        return "The game ends; " + " and ".join(event["winners"]) + " won."
    return f"{kind}."


def label(command: Json) -> str:
    return f"Bid {_card(command['card'])}"
