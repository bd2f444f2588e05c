"""What ends or changes a game outside its rules, the same for every game: resigning, aborting, losing on time
(docs/rules-lifecycle.md, ids LC-*).

These commands are logged like any other (an entry of the game's log, with its events), but no game's engine
sees them: the service folds them into a `Life` beside the engine's state, and a game's result is the engine's
result as `Life` amends it (`final`). Pure and deterministic like the engines: what happens depends only on
the log. A seat's clock (engine/clock.py) decides when a seat is out of time; this module what follows.
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from typing import Any

from .core import IllegalCommand, MalformedCommand, NotYourTurn
from .dialect import array, enum, obj, string
from .dialect import event as event_schema

Json = dict[str, Any]

RESIGN, ABORT, CLAIM, TIMEOUT = "resign", "abort", "claim_timeout", "timeout"
JOIN, LEAVE, DECLINE, EXPIRE = "join", "leave", "decline", "expire"  # the lobby's (api/lobby.py), not a seat's
LOBBY = (JOIN, LEAVE, DECLINE, EXPIRE)
COMMANDS = (RESIGN, ABORT, CLAIM, TIMEOUT, *LOBBY)  # reserved: no game may have a command of these types
EVENTS = ("Resigned", "Aborted", "TimedOut", "Joined", "Left", "Started", "Declined", "Expired")
AI_LEVEL = "heuristic"  # LC-RESIGN-2: the level that plays out a seat that left a game of more than two seats

COMMAND_SCHEMAS: dict[str, Json] = {  # the fields of each, as engine.core.Engine.command_schemas gives them
    RESIGN: {"type": "object", "description": "LC-RESIGN-1: give up the game (any time, whoever is to act).",
             "properties": {}, "required": [], "additionalProperties": False, "examples": [{"type": RESIGN}]},
    ABORT: {"type": "object", "description": "LC-ABORT-1: end the game without a result, while a seat has not "
                                              "acted yet.", "properties": {}, "required": [],
            "additionalProperties": False, "examples": [{"type": ABORT}]},
    CLAIM: {"type": "object", "description": "LC-CLAIM-1: claim that another seat's time is out (the server "
                                              "also applies it itself at the deadline).",
            "properties": {"seat": {"type": "string", "description": "The seat whose time is out (default: the "
                                                                     "one whose deadline passed first)."}},
            "required": [], "additionalProperties": False, "examples": [{"type": CLAIM, "seat": "french"}]},
}  # each example is accepted by Life.decide (tests/conformance/test_command_examples.py)


def is_lifecycle(command: Any) -> bool:
    return type(command) is dict and command.get("type") in COMMANDS


@dataclass(frozen=True)
class Life:
    """What the lifecycle entries of a game's log have done so far: who sits where, who left, how it ended."""

    seats: tuple[str, ...]
    acted: frozenset[str] = frozenset()  # seats that sent a command of the game (LC-ABORT-1)
    out: tuple[tuple[str, str], ...] = ()  # (seat, "resigned" | "timeout") in the order they left
    ended: Json | None = None  # the result, when a lifecycle entry ended the game
    robots: Json = field(default_factory=dict)  # seat -> the AI level that plays it from now on (LC-RESIGN-2)
    players: Json = field(default_factory=dict)  # seat -> the registered player in it (api/players.py)
    invited: Json = field(default_factory=dict)  # seat -> the player it is reserved for (kind player), if it leaves
    waiting: frozenset[str] = frozenset()  # seats no player has taken yet: the game starts when none is left

    @classmethod
    def begin(cls, specs: Iterable[Json]) -> Life:
        """A game's life at its creation, from its seats as the meta stores them: `kind` open (any player may
        take it) or player (reserved for `player`, taken at once when `seated`)."""
        specs = list(specs)
        seated = {x["seat"]: x["player"] for x in specs if x.get("kind") == "player" and x.get("seated")}
        invited = {x["seat"]: x["player"] for x in specs if x.get("kind") == "player"}
        waiting = {x["seat"] for x in specs if x.get("kind") == "open"} | (set(invited) - set(seated))
        return cls(tuple(x["seat"] for x in specs), players=seated, invited=invited, waiting=frozenset(waiting))

    @property
    def left(self) -> set[str]:
        return {seat for seat, _ in self.out}

    @property
    def started(self) -> bool:
        """Every seat is taken (a game without open or reserved seats starts at its creation)."""
        return not self.waiting

    def seat_of(self, player: str) -> str | None:
        return next((seat for seat, who in self.players.items() if who == player), None)

    def to_json(self) -> Json:
        return {"acted": sorted(self.acted), "out": [list(x) for x in self.out], "ended": self.ended,
                "robots": self.robots, "players": self.players, "waiting": sorted(self.waiting)}

    @classmethod
    def from_json(cls, specs: Iterable[Json], raw: Json | None) -> Life:
        life = cls.begin(specs)
        if not raw:
            return life
        return replace(life, acted=frozenset(raw["acted"]), out=tuple((s, how) for s, how in raw["out"]),
                       ended=raw["ended"], robots=dict(raw["robots"]), players=dict(raw.get("players", {})),
                       waiting=frozenset(raw.get("waiting", ())))

    # -- folding ---------------------------------------------------------------------------------
    def after(self, seat: str, command: Any, events: list[Json]) -> Life:
        """The life after one log entry of `seat` (a lifecycle entry's events, or any other entry: it acted)."""
        if not is_lifecycle(command):
            return self if seat in self.acted else replace(self, acted=self.acted | {seat})
        life = self
        for event in events:
            kind = event["type"]
            if kind == "Aborted":
                life = replace(life, ended={"reason": "aborted", "by": event["seat"], "winner": None, "winners": [],
                                            "ranking": [], "standings": []})
            elif kind in ("Resigned", "TimedOut"):
                life = life._leave(event["seat"], "resigned" if kind == "Resigned" else "timeout",
                                   event.get("ai_level"))
            elif kind == "Joined":
                life = replace(life, players={**life.players, event["seat"]: event["player"]},
                               waiting=life.waiting - {event["seat"]})
            elif kind == "Left":  # before the start: the seat is open again, or reserved again for its guest
                players = {s: p for s, p in life.players.items() if s != event["seat"]}
                life = replace(life, players=players, waiting=life.waiting | {event["seat"]})
            elif kind in ("Declined", "Expired"):
                life = replace(life, ended={"reason": kind.lower(), "by": event.get("seat"), "winner": None,
                                            "winners": [], "ranking": [], "standings": []})
        return life

    def _leave(self, seat: str, how: str, level: str | None) -> Life:
        out = self.out + ((seat, how),)
        staying = [s for s in self.seats if s not in {x for x, _ in out}]
        if len(staying) > 1:  # LC-RESIGN-2: the game goes on, an AI plays the seat out
            return replace(self, out=out, robots={**self.robots, seat: level or AI_LEVEL})
        # LC-RESIGN-1 / LC-TIME-2: the last seat standing wins; those out rank by who left last
        ranking = staying + [s for s, _ in reversed(out)]
        reason = "resignation" if how == "resigned" else "timeout"
        return replace(self, out=out, ended={"reason": reason, "by": seat, "winner": ranking[0],
                                             "winners": ranking[:1], "ranking": ranking,
                                             "standings": [[s] for s in ranking]})

    # -- deciding: the lobby (api/lobby.py) --------------------------------------------------------
    def join(self, player: str, seat: str | None) -> list[Json]:
        """The events of `player` taking `seat` (None: the first open seat, or the one reserved for it).

        Raises LobbyError (its code)."""
        if self.ended is not None or self.started:
            raise LobbyError("game_not_open", "the game has started or is over: its seats are taken", 409)
        if self.seat_of(player) is not None:
            raise LobbyError("already_joined", f"{player} has a seat in this game already", 409)
        mine = [s for s in self.seats if s in self.waiting and self.invited.get(s) == player]
        free = [s for s in self.seats if s in self.waiting and s not in self.invited]
        if seat is None:
            if not mine and not free:
                raise LobbyError("game_full", "every seat is taken or reserved for another player", 409)
            seat = (mine or free)[0]
        elif seat not in self.seats:
            raise LobbyError("unknown_seat", f"{seat!r} is no seat of this game ({', '.join(self.seats)})", 400)
        elif seat not in mine and seat not in free:
            raise LobbyError("seat_taken" if seat not in self.waiting else "seat_reserved",
                             f"{seat} is taken" if seat not in self.waiting else f"{seat} is reserved for "
                                                                                  f"another player", 409)
        events: list[Json] = [{"type": "Joined", "seat": seat, "player": player}]
        if self.waiting == {seat}:
            events.append({"type": "Started"})
        return events

    def leave(self, player: str) -> tuple[str, list[Json]]:
        """(`player`'s seat, the events of its leaving before the start). Raises LobbyError."""
        seat = self.seat_of(player)
        if seat is None:
            raise LobbyError("not_joined", f"{player} has no seat in this game", 409)
        if self.ended is not None or self.started:
            raise LobbyError("game_not_open", "the game has started: resign instead", 409)
        return seat, [{"type": "Left", "seat": seat, "player": player}]

    def decline(self, player: str) -> tuple[str, list[Json]]:
        """(the seat reserved for `player`, the events of its declining: the game ends). Raises LobbyError."""
        seat = next((s for s, who in self.invited.items() if who == player and s in self.waiting), None)
        if seat is None or self.ended is not None or self.started:
            raise LobbyError("no_challenge", f"no seat of this game waits for {player}", 409)
        return seat, [{"type": "Declined", "seat": seat, "player": player}]

    # -- deciding --------------------------------------------------------------------------------
    def decide(self, seat: str, command: Json, over: bool, expired: list[str], ai_level: str | None = None,
               by_clock: bool = False) -> list[Json]:
        """The events of a lifecycle command of `seat`. `over`: the game has a result already; `expired`: the
        seats whose time is out now, soonest first (engine/clock.py); `ai_level`: who plays a seat that leaves a
        game of more than two seats; `by_clock`: the server applies a deadline (command `timeout`).

        Raises MalformedCommand, NotYourTurn (the game is over) or IllegalCommand (the rule that forbids it)."""
        kind = command["type"]
        if kind in LOBBY:
            raise MalformedCommand(f"{kind} is the lobby's: POST /v1/games/{{id}}/{kind} with a player token",
                                   {"field": "type"})
        extra = set(command) - {"type"} - ({"seat"} if kind in (CLAIM, TIMEOUT) else set())
        if extra:
            raise MalformedCommand(f"{kind} takes no field {min(extra)!r}", {"field": min(extra)})
        if over or self.ended is not None:
            raise NotYourTurn("the game is over")
        if seat not in self.seats:
            raise NotYourTurn(f"{seat!r} is no seat of this game")
        if kind == TIMEOUT and not by_clock:
            raise IllegalCommand("LC-CLAIM-1", "the server applies a deadline itself; a seat sends claim_timeout")
        if seat in self.left and kind != TIMEOUT:
            raise IllegalCommand("LC-RESIGN-3", f"{seat} has left this game (an AI plays it out)")
        # who plays a seat that leaves, when the game goes on without it (LC-RESIGN-2)
        level = {"ai_level": ai_level or AI_LEVEL} if len(self.seats) - len(self.left) > 2 else {}
        if kind == RESIGN:
            return [{"type": "Resigned", "seat": seat, **level}]
        if kind == ABORT:
            if self.acted >= set(self.seats):
                raise IllegalCommand("LC-ABORT-1", "every seat has acted: the game can no longer be aborted "
                                                   "(resign instead)")
            return [{"type": "Aborted", "seat": seat}]
        target = command.get("seat")
        if target is not None and not isinstance(target, str):
            raise MalformedCommand("seat is a seat name", {"field": "seat"})
        late = [s for s in expired if s not in self.left]
        if kind == TIMEOUT:  # the server's own entry is written in the name of the seat that ran out
            late = [s for s in late if s == seat]
            target = seat
        if not late or (target is not None and target not in late):
            raise IllegalCommand("LC-CLAIM-1", f"{target or 'no seat'}'s time is not out")
        if kind == CLAIM and (target or late[0]) == seat:
            raise IllegalCommand("LC-CLAIM-1", "a seat cannot claim a win on its own time")
        return [{"type": "TimedOut", "seat": target or late[0], "claimed_by": None if kind == TIMEOUT else seat,
                 **level}]


class LobbyError(Exception):
    """A lobby request the game's seats refuse: a stable `code` and the HTTP status it answers with."""

    def __init__(self, code: str, message: str, status: int):
        super().__init__(message)
        self.code, self.message, self.status = code, message, status


def standings(result: Json, seats: Iterable[str]) -> list[list[str]]:
    """The finishing order of a game as groups of tied seats, best first, from a result of any game: its
    `ranking` with equal `scores` grouped, else its `winners` (or `winner`) first and the rest tied after."""
    seats = list(seats)
    if "standings" in result:
        return [list(group) for group in result["standings"]]
    scores = result.get("scores") or {}
    if result.get("ranking"):
        groups: list[list[str]] = []
        for seat in result["ranking"]:
            if groups and seat in scores and scores.get(groups[-1][0]) == scores[seat]:
                groups[-1].append(seat)
            else:
                groups.append([seat])
        return groups
    winners = result.get("winners") or ([result["winner"]] if result.get("winner") else [])
    rest = [s for s in seats if s not in winners]
    return [g for g in (list(winners), rest) if g]


def final(result: Json | None, life: Life) -> Json | None:
    """The game's result: the lifecycle's own (a resignation, a timeout, an abort) or the engine's, where the
    seats that left rank below every seat that stayed, the last to leave first (LC-RESIGN-2); a result the
    lifecycle changed has the finishing order as `standings` (groups of tied seats, best first: `standings`)."""
    if life.ended is not None:
        return life.ended
    if result is None or not life.out:
        return result
    gone = life.left
    order = [g for g in ([s for s in group if s not in gone] for group in standings(result, life.seats)) if g] + \
        [[s] for s, _ in reversed(life.out)]
    return {**result, "winner": order[0][0] if len(order[0]) == 1 else None, "winners": order[0],
            "left": [{"seat": s, "how": how} for s, how in life.out], "standings": order}


# -- the JSON this module hands the API, in the dialect of Engine.state_schemas (docs/state-schemas.md) ---------
_LEVEL = enum("LC-RESIGN-2: the AI level that plays the seat out (a game of more than two seats).",
              ["random", "heuristic", "search"])  # engine.bots.LEVELS
_SEAT = string("A seat.")
_STANDINGS = array("The finishing order as groups of tied seats, best first.",
                   array("Seats tied at this place.", _SEAT))

EVENT_SCHEMAS: dict[str, Json] = {  # the same in every form: no seat sees less of a lifecycle event
    "Resigned": event_schema("Resigned", "LC-RESIGN-1/2: a seat resigned.",
                             {"seat": string("The seat that resigned.")}, {"ai_level": _LEVEL}),
    "Aborted": event_schema("Aborted", "LC-ABORT-1: a seat aborted the game, which ends without a result.",
                            {"seat": string("The seat that aborted.")}),
    "TimedOut": event_schema("TimedOut", "LC-TIME-2, LC-CLAIM-1: a seat's time ran out.", {
        "seat": string("The seat out of time."),
        "claimed_by": string("The seat that claimed it; null: the server applied the deadline.", nullable=True)},
        {"ai_level": _LEVEL}),
    "Joined": event_schema("Joined", "A registered player took a seat (the lobby).", {
        "seat": string("The seat taken."), "player": string("The player's id.")}),
    "Left": event_schema("Left", "A player left its seat before the start: it waits for a player again.", {
        "seat": string("The seat left."), "player": string("The player's id.")}),
    "Started": event_schema("Started", "Every seat is taken: the game starts."),
    "Declined": event_schema("Declined", "A challenged player declined: the game ends unplayed.", {
        "seat": string("The seat reserved for the player."), "player": string("The player's id.")}),
    "Expired": event_schema("Expired", "Nobody took the open seats in time: the game ends unplayed.", {
        "seat": string("Always null: no seat did it.", nullable=True)}),
}
RESULT_SCHEMA: Json = obj("A game the lifecycle ended: aborted, declined or expired (no winner), or won by the "
                          "last seat standing after a resignation or a timeout.", {
    "reason": enum("Why the game ended.", ["aborted", "declined", "expired", "resignation", "timeout"]),
    "by": string("The seat that resigned, aborted, declined or ran out of time; null: none (expired).",
                 nullable=True),
    "winner": string("The winner; null: none.", nullable=True),
    "winners": array("The winners (one, or none).", _SEAT),
    "ranking": array("Every seat, best first (empty without a winner).", _SEAT),
    "standings": _STANDINGS})
AMENDMENTS: dict[str, Json] = {  # what `final` adds to a game's result when seats left a game that went on
    "winner": string("The winner; null: a tie (see winners).", nullable=True),
    "winners": array("The seats that share the first place.", _SEAT),
    "left": array("LC-RESIGN-2: the seats that left the game, in the order they left.", obj("A seat that left.", {
        "seat": string("The seat."), "how": enum("How it left.", ["resigned", "timeout"])})),
    "standings": _STANDINGS,
}


def state_schemas() -> Json:
    """The lifecycle's part of the typed state contract (engine.core.Engine.state_schemas): its events, no
    decision, and the result of a game it ended (`Life.ended`)."""
    return {"events": EVENT_SCHEMAS, "decisions": {}, "result": RESULT_SCHEMA, "defs": {}}


def amended_result(schema: Json, defs: Json) -> tuple[Json, Json]:
    """A game's result schema (and its defs) as `final` may amend the result: the properties of AMENDMENTS it
    lacks, optional. The result schema is an object, or a lone $ref to one in `defs`."""
    if "$ref" in schema:
        name = schema["$ref"].removeprefix("#/$defs/")
        target, rest = amended_result(defs[name], defs)
        return schema, {**rest, name: target}
    if schema.get("type") != "object" or "properties" not in schema:
        raise ValueError("a game's result schema is an object with properties")
    added = {k: v for k, v in AMENDMENTS.items() if k not in schema["properties"]}
    return {**schema, "properties": {**schema["properties"], **added}}, defs


__all__ = ["ABORT", "AI_LEVEL", "AMENDMENTS", "CLAIM", "COMMANDS", "COMMAND_SCHEMAS", "EVENT_SCHEMAS", "LOBBY",
           "RESIGN", "RESULT_SCHEMA", "TIMEOUT", "Life", "LobbyError", "amended_result", "final", "is_lifecycle",
           "standings", "state_schemas"]


def narrate(event: Json) -> str:
    """A lifecycle event in plain words, like each game's narrate (engine/<game>/words.py)."""
    kind, seat = event["type"], str(event.get("seat") or "").capitalize()
    if kind == "Resigned":
        return f"{seat} resigns" + (f"; an AI ({event['ai_level']}) plays the seat out." if "ai_level" in event
                                    else ".")
    if kind == "Aborted":
        return f"{seat} aborts the game: it ends without a result."
    if kind == "TimedOut":
        claimed = f", claimed by {event['claimed_by'].capitalize()}" if event.get("claimed_by") else ""
        return f"{seat} runs out of time{claimed}" + (
            f"; an AI ({event['ai_level']}) plays the seat out." if "ai_level" in event else ".")
    if kind == "Joined":
        return f"{event['player']} takes the seat {event['seat']}."
    if kind == "Left":
        return f"{event['player']} leaves the seat {event['seat']}."
    if kind == "Started":
        return "Every seat is taken: the game starts."
    if kind == "Declined":
        return f"{event['player']} declines the challenge: the game ends."
    if kind == "Expired":
        return "Nobody took the open seats in time: the game ends."
    return f"{kind}."
