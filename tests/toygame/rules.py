"""Goofspiel's options, its one command and its rules, on the shared decider machinery (engine/decider.py).

GS-SETUP-1 each seat holds its suit, ranks 1..cards; GS-SETUP-2 the diamonds are shuffled face down.
GS-ROUND-1 the top prize is turned face up. GS-BID-1 every seat bids one card of its hand, face down, at once.
GS-BID-2 once all have bid, the bids are revealed; GS-WIN-1 the one highest bid takes the prize (its rank in
points). GS-TIE-1 a prize tied for is discarded, or (ties: reshuffle) put back into the deck at a random place.
GS-END-1 when the hands are empty the most points win.
"""
from __future__ import annotations

import random
from typing import Any

from engine import decider
from engine.checks import Reader
from engine.core import IllegalCommand, InvalidOptions, Json, MalformedCommand

from .state import PRIZES, SUITS, TIES, State, apply, card, final_result, rank

OPTIONS: Json = {
    "type": "object", "additionalProperties": False,
    "properties": {
        "cards": {"type": "integer", "minimum": 3, "maximum": 13, "default": 13,
                  "description": "Ranks in each suit: the number of rounds (GS-SETUP-1)."},
        "ties": {"enum": list(TIES), "default": "discard",
                 "description": "A prize tied for is discarded, or shuffled back into the deck (GS-TIE-1)."},
    },
}
COMMANDS: dict[str, Json] = {
    "bid": {"description": "Bid one card of your hand, face down (GS-BID-1).",
            "properties": {"card": {"type": "string", "description": "a card of your suit, e.g. hearts-7"}},
            "required": ["card"],
            "examples": [{"type": "bid", "card": "hearts-1"}]},  # legal in a seeded game (conformance checks it)
}


def parse_options(options: Any) -> tuple[int, str]:
    read = Reader(InvalidOptions, "option")
    read.obj(options, "$", keys=(), optional=OPTIONS["properties"])
    return (read.int(options.get("cards", 13), "cards", 3, 13),
            read.str(options.get("ties", "discard"), "ties", TIES))


def parse(state: State, command: Any) -> Json:
    """The command in canonical form; MalformedCommand if it is no bid of a card of this game."""
    if not isinstance(command, dict) or command.get("type") != "bid":
        raise MalformedCommand("a command is an object with type 'bid'", {"field": "type", "allowed": ["bid"]})
    if set(command) != {"type", "card"}:
        raise MalformedCommand("a bid has exactly the field card", {"field": "card"})
    ids = {card(s, r) for s in SUITS for r in range(1, state.cards + 1)}
    if not isinstance(command["card"], str) or command["card"] not in ids:
        raise MalformedCommand("unknown card", {"field": "card"})
    return {"type": "bid", "card": command["card"]}


Seat = tuple[State, str]  # what the check and the generator ask about


class Ctx(decider.Ctx[State]):
    apply = staticmethod(apply)

    def reveal(self) -> None:
        """GS-ROUND-1."""
        self.emit("PrizeRevealed", card=self.state.deck[0], round=self.state.round + 1)


def check_bid(q: Seat, cmd: Json) -> None:
    state, seat = q
    if cmd["card"] not in state.hands[seat]:
        raise IllegalCommand("GS-BID-1", f"{cmd['card']} is not in your hand")


def do_bid(ctx: Ctx, seat: str, cmd: Json, plan: Any) -> None:
    ctx.emit("BidPlaced", seat=seat, card=cmd["card"])
    if ctx.state.to_act():
        return
    s = ctx.state
    prize, bids = s.prize, dict(s.bids)
    assert prize is not None
    ctx.emit("BidsRevealed", bids=bids)  # GS-BID-2
    best = max(rank(b) for b in bids.values())
    top = [seat for seat, b in bids.items() if rank(b) == best]
    if len(top) == 1:
        ctx.emit("PrizeWon", seat=top[0], card=prize, points=rank(prize))  # GS-WIN-1
    elif s.ties == "reshuffle" and s.deck:
        assert ctx.rng is not None
        ctx.emit("PrizeReturned", card=prize, at=ctx.rng.randrange(len(s.deck) + 1))  # GS-TIE-1
    else:
        ctx.emit("PrizeDiscarded", card=prize)  # GS-TIE-1
    if any(s.hands.values()):
        ctx.reveal()
    else:
        ctx.emit("GameEnded", **final_result(s))  # GS-END-1


def gen_bids(q: Seat) -> list[Json]:
    state, seat = q
    return [{"type": "bid", "card": c} for c in state.hands[seat]]


BID: decider.Action[Seat, Ctx] = decider.Action(check_bid, do_bid, gen_bids, gen_checks=True)


def refuse(state: State, kind: str) -> IllegalCommand:
    return IllegalCommand("GS-END-1", "the game is over")


RULES: decider.Rules[State, Seat, Ctx] = decider.Rules(
    parse=parse, subject=lambda state, seat: (state, seat), actions_now=lambda state: {"bid": BID},
    refuse=refuse, context=Ctx)


def start(cards: int, ties: str, seats: list[str], rng: random.Random) -> tuple[State, Ctx]:
    """GS-SETUP-1/2 and the first prize."""
    deck = [card(PRIZES, r) for r in range(1, cards + 1)]
    rng.shuffle(deck)
    state = State(tuple(seats), cards, ties, deck, None, {s: [card(s, r) for r in range(1, cards + 1)] for s in seats},
                  {}, {s: [] for s in seats}, {s: [] for s in seats})
    ctx = Ctx(state, rng)
    ctx.reveal()
    return state, ctx
