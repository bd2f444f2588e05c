"""Bringing players together: games with open or reserved seats, joining and leaving them before the start,
challenges (a seat reserved for one player, who takes it or declines), rated games, rematches.

A seat is taken, left or declined by an entry of the game's log (engine/lifecycle.py: Joined, Left, Declined,
Started), appended at the game's version like every command (Service.lobby): of two players racing for the
last seat exactly one gets it. A game starts when its last seat is taken; until then nobody is to act."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine import clock
from engine.bots import DEFAULT_LEVEL, LEVELS
from engine.lifecycle import DECLINE, EXPIRE, JOIN, LEAVE, LobbyError
from engine.records import Replayed

from . import records
from .game import Game
from .once import Once
from .players import Player, Players
from .service import BadRequest, GameTaken, Service
from .store import GameNotFound, now_ms

DEFAULT_EXPIRY = 24 * 3600  # seconds an open seat waits for a player, unless the creator says otherwise
MAX_EXPIRY = 30 * 24 * 3600
LOBBY_SCAN = 500  # open games read for one page of the lobby (filters are applied to them)


@dataclass(frozen=True)
class Created:
    game: Game
    tokens: dict[str, str]  # the seat tokens of anonymous seats (kind human)
    owner: str
    replayed: bool = False  # the first answer to this request, again (its Idempotency-Key: api/once.py)


class Lobby:
    def __init__(self, service: Service, players: Players):
        self.service = service
        self.players = players
        self.store = service.store

    def create(self, body: dict[str, Any], creator: Player | None, once: Once | None = None) -> Created:
        """A game from a createGame body, its seats of kind player checked (the caller's own seat is taken at
        once), `rated` allowed only where a rating means something. `once`: the request's idempotency key
        (api/once.py): a request that made its game already is answered as the first time (`replayed`).

        Raises BadRequest (invalid_seats, player_not_found, not_ratable, idempotency_key_reused...) and what
        Service.create raises."""
        record = records.replayed(body) if body.get("record") is not None else None
        if once is not None and (first := self._first(once, record)) is not None:
            return first
        seats = [dict(spec) for spec in body["seats"]]
        for spec in seats:
            kind = spec.get("kind", "human")
            if kind == "player":
                if not spec.get("player"):
                    raise BadRequest("invalid_seats", "a seat of kind player names its `player`")
                spec["player"] = self.players.get(spec["player"]).id
                spec["seated"] = creator is not None and spec["player"] == creator.id
            elif spec.get("player") is not None:
                raise BadRequest("invalid_seats", "only a seat of kind player names a `player`")
        taken = [spec["player"] for spec in seats if spec.get("kind") == "player"]
        if len(taken) != len(set(taken)):
            raise BadRequest("invalid_seats", "a player has at most one seat in a game")
        lobby: dict[str, str] = {}
        if creator is not None:
            lobby["creator"] = creator.id
        if body.get("rated"):
            self._check_ratable(body, seats)
            lobby["rated"] = "1"
        if any(spec.get("kind") in ("open", "player") and not spec.get("seated") for spec in seats):
            lobby["expires_at"] = str(now_ms() + 1000 * body.get("expires_in_seconds", DEFAULT_EXPIRY))
        elif "expires_in_seconds" in body:
            raise BadRequest("invalid_seats", "expires_in_seconds is for games with open or reserved seats")
        try:
            control = clock.control(body.get("clock"), LEVELS)
        except clock.InvalidTimeControl as bad:
            raise BadRequest("invalid_time_control", str(bad)) from None
        try:
            game, tokens, owner = self.service.create(body["type"], seats, options=body.get("options"),
                                                      seed=body.get("seed"), position=body.get("position"),
                                                      sandbox=body.get("sandbox", False), lobby=lobby, clock=control,
                                                      once=once, record=record)
        except GameTaken:  # a concurrent attempt of this request made the game first
            assert once is not None
            if (first := self._first(once, record)) is None:
                raise BadRequest("idempotency_key_reused", "this Idempotency-Key's game exists, but its first "
                                                           "answer is no longer kept", 422) from None
            return first
        for player in game.life.players.values():
            self.store.add_player_game(player, game.id, game.meta["created_at"])
        self.store.notify({player: notice(game, "challenge", seat) for seat, player in game.life.invited.items()
                           if seat in game.life.waiting})
        if game.status != "open":
            self.store.notify(started(game))
        return Created(game, tokens, owner)

    def _first(self, once: Once, record: Replayed | None = None) -> Created | None:
        found = self.service.first(once, record)
        if found is None:
            return None
        game, tokens, owner = found
        for player in game.life.players.values():  # in case the first attempt stopped before this
            self.store.add_player_game(player, game.id, game.meta["created_at"])
        return Created(game, tokens, owner, replayed=True)

    @staticmethod
    def _check_ratable(body: dict[str, Any], seats: list[dict[str, Any]]) -> None:
        """A rated game is one whose chance nobody chose and whose every seat is a rated player (a registered
        player or an AI level): anonymous seat tokens can be handed to anybody."""
        if any(body.get(f) is not None for f in ("seed", "position", "record")) or body.get("sandbox"):
            raise BadRequest("not_ratable", "a game whose chance a client chose (seed, position, record, sandbox) is "
                                            "never rated")
        if any(spec.get("kind", "human") == "human" for spec in seats):
            raise BadRequest("not_ratable", "a rated game has no anonymous seat: every seat is open, a player's "
                                            "or an AI's")
        levels = [spec.get("level", DEFAULT_LEVEL) for spec in seats if spec.get("kind") == "ai"]
        if len(levels) != len(set(levels)):
            raise BadRequest("not_ratable", "an AI level is one rated player: a rated game seats each level once")

    def rematch(self, game_id: str, player: Player) -> tuple[Game, str]:
        """The rematch of a finished game that `player` had a seat in: the same game type, options, clock and
        rating, the players one seat further on (two players swap sides), `player` seated and the others
        challenged; AI seats stay. Asked twice, by anyone, it is the same game: the second player to ask
        takes its seat in it. Returns the rematch and `player`'s seat in it."""
        game = self.service.load(game_id)
        if game.seat_of_player(player.id) is None:
            raise BadRequest("not_joined", f"{player.id} has no seat in this game", 409)
        if not game.over:
            raise BadRequest("game_not_over", "a rematch follows a finished game", 409)
        recorded = game.meta.get("rematch") or self.store.meta(game_id).get("rematch")
        if recorded is None:
            specs = [self._again(spec, game) for spec in game.seats]
            specs = specs[-1:] + specs[:-1]  # everyone moves one seat on: two players swap sides
            body = {"type": game.meta["type"], "seats": specs, "options": game.meta["options"],
                    "rated": game.meta["rated"], "clock": game.meta["clock"]}
            fresh = self.create(body, player).game
            recorded = self.store.claim_rematch(game_id, fresh.id)
            if recorded != fresh.id:  # another player asked at the same moment: theirs is the rematch
                self.store.delete(fresh.id)
        again = self.service.load(recorded)
        seat = again.seat_of_player(player.id)
        if seat is None:
            again, seat = self.join(recorded, player)
        return again, seat

    @staticmethod
    def _again(spec: dict[str, Any], game: Game) -> dict[str, Any]:
        """A seat of the rematch from one of `game`: the same AI, the same player, or an open seat."""
        if spec.get("kind") == "ai":
            return {k: v for k, v in spec.items() if k in ("kind", "level", "think_seconds", "name")}
        who = game.life.players.get(spec["seat"])
        return {"kind": "player", "player": who} if who else {"kind": "open"}

    # -- joining and leaving ---------------------------------------------------------------------
    def join(self, game_id: str, player: Player, seat: str | None = None) -> tuple[Game, str]:
        """`player` takes `seat` (None: the seat reserved for it, else the first open one)."""
        def decide(game: Game) -> tuple[str, dict[str, Any], list[dict[str, Any]]]:
            self._check_open(game)
            events = game.life.join(player.id, seat)
            return events[0]["seat"], {"type": JOIN, "player": player.id}, events
        game, taken = self._record(game_id, decide)
        self.store.add_player_game(player.id, game.id, now_ms())
        if game.status != "open":  # this seat was the last one
            self.store.notify(started(game))
        return game, taken

    def leave(self, game_id: str, player: Player) -> tuple[Game, str]:
        def decide(game: Game) -> tuple[str, dict[str, Any], list[dict[str, Any]]]:
            seat, events = game.life.leave(player.id)
            return seat, {"type": LEAVE, "player": player.id}, events
        return self._record(game_id, decide)

    def decline(self, game_id: str, player: Player) -> tuple[Game, str]:
        def decide(game: Game) -> tuple[str, dict[str, Any], list[dict[str, Any]]]:
            seat, events = game.life.decline(player.id)
            return seat, {"type": DECLINE, "player": player.id}, events
        return self._record(game_id, decide)

    def expire(self, game_id: str) -> Game | None:
        """End a game whose open seats waited too long (the repair process calls this when it is due); None if
        it started or ended meanwhile, or is not due yet."""
        def decide(game: Game) -> tuple[str, dict[str, Any], list[dict[str, Any]]]:
            if game.status != "open" or not self._expired(game):
                raise LobbyError("not_due", "the game is not waiting past its expiry", 409)
            seat = min(game.life.waiting)
            return seat, {"type": EXPIRE}, [{"type": "Expired", "seat": None}]
        try:
            return self.service.lobby(game_id, decide)[0]
        except LobbyError:
            return None

    def _record(self, game_id: str, decide: Any) -> tuple[Game, str]:
        try:
            return self.service.lobby(game_id, decide)
        except LobbyError as refused:
            raise BadRequest(refused.code, refused.message, refused.status) from None

    @staticmethod
    def _expired(game: Game) -> bool:
        expires = game.meta.get("expires_at")
        return expires is not None and now_ms() >= expires

    def _check_open(self, game: Game) -> None:
        if game.status == "open" and self._expired(game):
            raise LobbyError("game_expired", "the game's open seats have expired", 409)

    # -- listing ---------------------------------------------------------------------------------
    def open_games(self, game_type: str | None, rated: bool | None, player: Player | None, offset: int,
                   limit: int, clock_kind: str | None = None) -> tuple[list[Game], bool]:
        """Open games with a seat any player may take (or, for `player`, one reserved for it), most recently
        updated first, filtered; and whether more may follow (the lobby reads at most LOBBY_SCAN open games)."""
        ids, _ = self.store.list_games(0, LOBBY_SCAN, game_type, "open")
        found: list[Game] = []
        for game_id in ids:
            try:
                game = self.service.load(game_id)
            except GameNotFound:  # deleted meanwhile
                continue
            life = game.life
            free = [s for s in life.waiting if s not in life.invited or
                    (player is not None and life.invited[s] == player.id)]
            if game.status != "open" or not free or self._expired(game):
                continue
            if rated is not None and game.meta["rated"] != rated:
                continue
            if clock_kind is not None and (game.meta["clock"] or {"kind": "none"})["kind"] != clock_kind:
                continue
            found.append(game)
        return found[offset:offset + limit], len(ids) == LOBBY_SCAN or len(found) > offset + limit


def notice(game: Game, kind: str, seat: str) -> dict[str, Any]:
    """An item of a player's stream about `game`, whose seat `seat` is the player's (or waits for it)."""
    return {"type": kind, "game_id": game.id, "game_type": game.meta["type"], "seat": seat,
            "rated": game.meta["rated"], "creator": game.meta["creator"], "expires_at": game.meta["expires_at"],
            "players": {s: p for s, p in sorted(game.life.players.items())}}


def started(game: Game) -> dict[str, dict[str, Any]]:
    """The `game_started` item of each player seated in `game`."""
    return {player: notice(game, "game_started", seat) for seat, player in game.life.players.items()}


__all__ = ["DEFAULT_EXPIRY", "MAX_EXPIRY", "Created", "Lobby"]
