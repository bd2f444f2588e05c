"""Goofspiel's table, how each event changes it (evolve), and its position: the whole table as JSON.

Cards are ids ``<suit>-<rank>``: each seat bids with its own suit, the prizes are diamonds (GS-SETUP-1).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.checks import Reader
from engine.core import InvalidPosition, Json

SUITS = ("hearts", "spades", "clubs")  # the seats, in seat order
PRIZES = "diamonds"
TIES = ("discard", "reshuffle")
FIELDS = ("seats", "cards", "ties", "deck", "prize", "hands", "bids", "played", "won", "discarded", "round",
          "result")


def card(suit: str, rank: int) -> str:
    return f"{suit}-{rank}"


def rank(card_id: str) -> int:
    return int(card_id.rsplit("-", 1)[1])


def suit_of(card_id: str) -> str:
    return card_id.rsplit("-", 1)[0]


@dataclass
class State:
    seats: tuple[str, ...]
    cards: int  # ranks 1..cards in every suit
    ties: str  # GS-TIE-1: what becomes of a prize tied for
    deck: list[str]  # the face-down prizes, top first: hidden from everyone (GS-SETUP-2)
    prize: str | None  # the face-up prize of this round (GS-ROUND-1)
    hands: dict[str, list[str]]  # sorted by rank
    bids: dict[str, str]  # this round's face-down bids, hidden until all are in (GS-BID-1)
    played: dict[str, list[str]] = field(default_factory=dict)  # revealed bids
    won: dict[str, list[str]] = field(default_factory=dict)
    discarded: list[str] = field(default_factory=list)  # prizes nobody won
    round: int = 0
    result: Json | None = None

    @property
    def over(self) -> bool:
        return self.result is not None

    def to_act(self) -> set[str]:
        """GS-BID-1: every seat that has not bid this round, at once."""
        return set() if self.over else {s for s in self.seats if s not in self.bids}

    def score(self, seat: str) -> int:
        return sum(rank(c) for c in self.won[seat])

    def copy(self) -> State:
        return State(self.seats, self.cards, self.ties, list(self.deck), self.prize,
                     {s: list(v) for s, v in self.hands.items()}, dict(self.bids),
                     {s: list(v) for s, v in self.played.items()}, {s: list(v) for s, v in self.won.items()},
                     list(self.discarded), self.round, self.result)


def apply(state: State, event: Json) -> None:
    """Folds `event` into `state` in place."""
    kind = event["type"]
    if kind == "PrizeRevealed":
        state.deck.remove(event["card"])
        state.prize = event["card"]
        state.round += 1
    elif kind == "BidPlaced":
        state.hands[event["seat"]].remove(event["card"])
        state.bids[event["seat"]] = event["card"]
    elif kind == "BidsRevealed":
        for seat, bid in event["bids"].items():
            state.played[seat].append(bid)
        state.bids.clear()
    elif kind == "PrizeWon":
        state.won[event["seat"]].append(event["card"])
        state.prize = None
    elif kind == "PrizeDiscarded":
        state.discarded.append(event["card"])
        state.prize = None
    elif kind == "PrizeReturned":
        state.deck.insert(event["at"], event["card"])
        state.prize = None
    elif kind == "GameEnded":
        state.result = {"scores": event["scores"], "winners": event["winners"]}
    else:
        raise ValueError(f"unknown event {kind!r}")


def export_position(state: State) -> Json:
    return {"game": "goofspiel", "seats": list(state.seats), "cards": state.cards, "ties": state.ties, "deck": list(state.deck),
            "prize": state.prize, "hands": {s: list(v) for s, v in state.hands.items()}, "bids": dict(state.bids),
            "played": {s: list(v) for s, v in state.played.items()}, "won": {s: list(v) for s, v in state.won.items()},
            "discarded": list(state.discarded), "round": state.round, "result": state.result}


def state_from_position(p: Json) -> State:
    """A state from a position this engine exported (trusted)."""
    return State(tuple(p["seats"]), p["cards"], p["ties"], list(p["deck"]), p["prize"],
                 {s: list(v) for s, v in p["hands"].items()}, dict(p["bids"]),
                 {s: list(v) for s, v in p["played"].items()}, {s: list(v) for s, v in p["won"].items()},
                 list(p["discarded"]), p["round"], p["result"])


def load_position(p: Any) -> State:
    """An outside position, checked: every card once, as many bids revealed by each seat as rounds played,
    the prize face up exactly while the game runs, the result exactly when every hand is empty."""
    read = Reader(InvalidPosition)
    read.obj(p, "$", keys=FIELDS, optional=("game",))  # game: what export_position writes, for the typed views
    if "game" in p:
        read.str(p["game"], "game", ("goofspiel",))
    seats = read.list(p["seats"], "seats", lambda v, at: read.str(v, at, SUITS), low=2, high=3, unique=True)
    n = read.int(p["cards"], "cards", 3, 13)
    read.str(p["ties"], "ties", TIES)
    rounds = read.int(p["round"], "round", 1, n)
    for zone in ("hands", "played", "won"):
        read.obj(p[zone], zone, keys=seats)
    read.obj(p["bids"], "bids", keys=(), optional=seats)

    def ids(value: Any, path: str) -> list[str]:
        return read.list(value, path, read.str)

    prizes = [*ids(p["deck"], "deck"), *ids(p["discarded"], "discarded")]
    if p["prize"] is not None:
        prizes.append(read.str(p["prize"], "prize"))
    for seat in seats:
        prizes += ids(p["won"][seat], f"won.{seat}")
        held = [*ids(p["hands"][seat], f"hands.{seat}"), *ids(p["played"][seat], f"played.{seat}"),
                *([read.str(p["bids"][seat], f"bids.{seat}")] if seat in p["bids"] else [])]
        if sorted(held) != sorted(card(seat, r) for r in range(1, n + 1)):
            read.fail(f"hands.{seat}", f"the {seat} cards are not each in one place")
        if p["hands"][seat] != sorted(p["hands"][seat], key=rank):
            read.fail(f"hands.{seat}", "a hand is sorted by rank")
    if sorted(prizes) != sorted(card(PRIZES, r) for r in range(1, n + 1)):
        read.fail("deck", "the prizes are not each in one place")
    over = not any(p["hands"][s] for s in seats)
    if over != (p["prize"] is None) or len(p["bids"]) == len(seats):
        read.fail("prize", "a prize is face up, and some seat yet to bid, exactly while the game runs")
    if any(len(p["played"][s]) != rounds - (not over) for s in seats):
        read.fail("played", "every seat has revealed one bid a round")
    state = state_from_position({**p, "seats": seats, "result": None})
    if p["result"] != (final_result(state) if over else None):
        read.fail("result", "the result is the final scores exactly when the game is over")
    return state_from_position(p)


def final_result(state: State) -> Json:
    """GS-END-1: the most points wins; tied seats all win."""
    scores = {s: state.score(s) for s in state.seats}
    return {"scores": scores, "winners": [s for s in state.seats if scores[s] == max(scores.values())]}
