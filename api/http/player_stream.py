"""One live stream per registered player, for all its games (docs/feeds.md, "One stream per player"):
GET /v1/players/me/stream.

It carries the player's inbox (the items the server writes for it: `challenge`, `game_started`, `game_over`;
api/lobby.py, workers/scoring.py), each with its inbox `id`, and a `your_turn` item whenever the player's seat
is to act in one of its active games: first for every such game at connect, then live, once per game and
version. Nothing else of a game is sent (no view, no entry): a `your_turn` item is `feeds.turn_item` of the
player's own seat, so the stream carries only what that seat may see.

The process's shared reader (api/fanout.py) delivers both kinds on one listener: the inbox, and a batch of each
game the player is seated in while it is active. Resuming (`?after=` or Last-Event-ID, an inbox id) sends the
inbox items after it, then the turns due now.
"""
from __future__ import annotations

import re
import time
from collections.abc import Iterator
from typing import Any

from flask import Response
from marshmallow import EXCLUDE, Schema, fields, validate

from .. import schemas as s
from ..fanout import Batch, Fanout, Inbox, inbox_order
from ..game import Game
from ..problem import Problem
from ..service import Service
from ..store import GameNotFound
from .common import TOKEN, Blueprint, documented, fanout, me, service
from .feeds import STREAMED, ndjson, safely, slow_consumer, sse, stream_format, stream_response, turn_item

Item = dict[str, Any]
INBOX_ID = re.compile(r"([0-9]{1,20})-([0-9]{1,20})")  # a Redis stream id, <ms>-<seq>
MAX_PART = 2**64 - 1
GAMES = 200  # the player's latest games checked for a turn at connect
PAGE = 100  # inbox items read at once when resuming


def is_inbox_id(value: str) -> bool:
    """<ms>-<seq>, each a 64-bit number, not the last id of all (nothing can follow it: no range starts after it)."""
    found = INBOX_ID.fullmatch(value)
    if found is None:
        return False
    ms, seq = (int(part) for part in found.groups())
    return ms <= MAX_PART and seq <= MAX_PART and (ms, seq) != (MAX_PART, MAX_PART)


def _check_inbox_id(value: str) -> bool:
    if not is_inbox_id(value):
        raise validate.ValidationError("an inbox id, <ms>-<seq> such as 1732763000000-0")
    return True


class PlayerStreamArgs(s.IdleArgs, s.LiveArgs):
    after = fields.String(validate=[validate.Regexp(f"^{INBOX_ID.pattern}$"), _check_inbox_id],
                          metadata={"description": "Resume after this inbox id (the `id` of the last inbox item "
                                                   "received; 0-0: everything the inbox keeps). Wins over "
                                                   "Last-Event-ID. Default: from now."})


class PlayerResumeHeaders(Schema):
    class Meta:
        unknown = EXCLUDE  # every other header

    last_event_id = fields.String(data_key="Last-Event-ID", validate=validate.Length(max=41),
                                  metadata={"description": "Resume after this inbox id: the SSE id of the last inbox "
                                                           "item received (?after= wins).",
                                            "pattern": f"^{INBOX_ID.pattern}$"})


def resume_point(args: dict[str, Any], headers: dict[str, Any]) -> str | None:
    """?after=, else Last-Event-ID (400 malformed_request unless an inbox id), else None: from now."""
    if "after" in args:
        return str(args["after"])
    last = headers.get("last_event_id", "").strip()
    if not last:
        return None
    if not is_inbox_id(last):
        raise Problem(400, "malformed_request", "Last-Event-ID is an inbox id, <ms>-<seq> such as 1732763000000-0")
    return last


def items(svc: Service, fanout: Fanout, player_id: str, after: str | None, timeout: float,
          keep_alive: float = 15) -> Iterator[Item]:
    """The stream of `player_id`: its inbox items after the id `after` (None: from now), the `your_turn` of each
    active game of its where its seat is to act now, then both kinds live. Ends after `timeout` seconds without
    a delivery, on a store error (raised: `safely` makes it an `error` item), or when the caller falls too far
    behind (an `error` item, `slow_consumer`)."""
    store = svc.store
    # from now: the last possible id of the store's previous millisecond (the inbox's ids are its clock's)
    last = after if after is not None else f"{store.time_ms() - 1}-{MAX_PART}"
    listener = fanout.listen_inbox(player_id, last)  # before reading further: nothing written since is missed
    games: dict[str, Game] = {}  # the active games followed, as last known
    seats: dict[str, str] = {}  # the player's seat in each
    sent: dict[str, int] = {}  # the version of each game's last your_turn sent

    def turn(game: Game, batch: Batch | None = None) -> Iterator[Item]:
        seat = seats[game.id]
        if sent.get(game.id) == game.version or seat not in game.to_act() or seat in game.life.left:
            return
        made = (batch.memo(("turn", game.version, seat), lambda: turn_item(game, seat))
                if batch is not None and batch.game is game else turn_item(game, seat))
        sent[game.id] = game.version
        yield {"type": "your_turn", "game_id": game.id, **made}

    def watch(game_id: str) -> Iterator[Item]:
        """Follow the game if the player is seated in it and it is active; its turn if due."""
        if game_id in games:
            return
        try:
            game = svc.load(game_id)
        except GameNotFound:
            return
        seat = game.seat_of_player(player_id)
        if seat is None or game.status != "active":
            return
        fanout.follow(listener, game)
        game = svc.load(game_id)  # entries written before it followed reach only the listeners before it
        games[game_id], seats[game_id] = game, seat
        yield from turn(game)
        if game.over:
            forget(game_id)

    def forget(game_id: str) -> None:
        fanout.unfollow(listener, game_id)
        games.pop(game_id, None)

    def inbox(found: list[tuple[str, Item]]) -> Iterator[Item]:
        nonlocal last
        for inbox_id, item in found:
            if inbox_order(inbox_id) <= inbox_order(last):  # read both from the store and from the reader
                continue
            yield {**item, "id": inbox_id}
            last = inbox_id
            if item.get("type") == "game_started":
                yield from watch(str(item.get("game_id")))
            elif item.get("type") == "game_over" and item.get("game_id") in games:
                forget(str(item["game_id"]))

    try:
        yield {"type": "ready", "id": last}  # where this stream starts: a client that resumes after it misses nothing
        while True:  # what came before the listener: the inbox after `after`
            page = store.inbox(player_id, last, PAGE)
            yield from inbox(page)
            if len(page) < PAGE:
                break
        ids = store.player_games(player_id, GAMES)
        for game_id, meta in zip(ids, store.metas(ids)):
            if meta.get("status", "active") == "active":  # open: its game_started item comes; over: nothing
                yield from watch(game_id)
        idle_since = time.monotonic()
        while True:
            left = timeout - (time.monotonic() - idle_since)
            if left <= 0:
                return
            got = listener.get(min(left, keep_alive))
            if got is None:
                if listener.overflowed:  # what it held is sent
                    yield {"type": "error", "status": 429, "code": "slow_consumer",
                           "detail": f"this stream fell {fanout.queue_size} deliveries behind: reconnect with "
                                     f"after={last} (the last inbox id it sent; your turns are sent again)"}
                    return
                if keep_alive < left:  # a whole keep-alive interval passed in silence, and the stream goes on
                    yield {"type": "keep_alive"}
                continue
            idle_since = time.monotonic()
            if isinstance(got, Inbox):
                yield from inbox(got.items)
                continue
            game_id = got.game.id
            if game_id not in games:  # no longer followed
                continue
            if got.game.version > games[game_id].version:
                games[game_id] = got.game
            yield from turn(games[game_id], got)
            if games[game_id].over:
                forget(game_id)
    finally:
        fanout.stop(listener)


DESCRIPTION = """Everything a registered player must know of all its games, on one connection (a player token).

Items (`type`), each a JSON object:
- `ready`, first: `id` is the inbox id the stream starts after (what `after` gave, or now). Keep it as the
  point to resume from until an inbox item comes: nothing written after it is ever missed.
- `challenge`: a seat of a new game is reserved for the player (join it with POST /v1/games/{id}/join, or
  decline it). `game_started`: a game the player is seated in has all its seats taken. `game_over`: a game of
  the player was scored (`result`, `version`). These inbox items carry `game_id`, `game_type`, `seat` (the
  player's) and the inbox `id` to resume after (also the SSE `id`).
- `your_turn`: the player's seat is to act in game `game_id` at `version`: the same item as the game feed's
  (`legal_commands` ready to post with `expected_version` = `version`, `kind`, `decision`) plus `game_id`.
  Sent for every such game at connect, then once per game and version. It carries no `id`.
- `keep_alive` (NDJSON; SSE sends a comment line), `error` (the stream failed, or `slow_consumer`: the client
  read too slowly; the stream closes).

Formats: `text/event-stream` or `application/x-ndjson`, by `?format=` or `Accept` (default SSE). Resume with
`?after=<inbox id>` or `Last-Event-ID`: the inbox items after it, then the turns due now. Without either, inbox
items from now. The stream closes after `timeout` idle seconds. Only the player's own seats' information is
ever sent. See docs/feeds.md."""

PLAYER_ITEM_REF = {"$ref": "#/components/schemas/PlayerStreamItem"}


def routes(blp: Blueprint) -> None:
    @blp.route("/players/me/stream", methods=["GET"])
    @blp.doc(operationId="streamPlayer",
             summary="The caller's stream for all its games: challenges, starts, turns and ends (SSE or NDJSON).",
             description=DESCRIPTION,
             responses={"200": {"description": "The stream: one PlayerStreamItem per SSE event (its `data`) or NDJSON "
                                               "line. " + STREAMED,
                                "content": {media: {"schema": PLAYER_ITEM_REF,
                                                    "examples": slow_consumer("after=1732763000000-0")}
                                            for media in s.FEED_FORMATS.values()}}})
    @blp.arguments(PlayerStreamArgs, location="query")
    @blp.arguments(PlayerResumeHeaders, location="headers")
    @documented(blp, "malformed_request", *TOKEN, "store_unavailable")
    def stream_player(args: dict[str, Any], headers: dict[str, Any]) -> Response:
        who = me()
        after = resume_point(args, headers)
        fmt = stream_format(args)
        feed = safely(items(service(), fanout(), who.id, after, args["timeout"], args["keep_alive"]))
        # SSE ids are inbox ids (inbox items only): Last-Event-ID always names one
        frames = sse(feed, event_id="id") if fmt == "sse" else ndjson(feed)
        return stream_response(frames, s.FEED_FORMATS[fmt], "player")


__all__ = ["PlayerResumeHeaders", "PlayerStreamArgs", "items", "routes"]

