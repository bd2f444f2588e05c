"""Live feeds of one game, as Server-Sent Events or NDJSON (docs/feeds.md): GET /v1/games/{id}/feed and
/v1/games/{id}/events/stream.

One generator, `items`, yields the feed as JSON items (view, entry, your_turn, keep_alive, end, error); the
two formats only frame them. What a caller sees is decided the same way as everywhere else in the API: the
bearer token names the seat (none, or the owner token: a spectator), entries are `shapes.entry_json` of
`Service.log`, the view is `engine.view`, and a `your_turn` item carries `engine.legal_commands` for the
version it names. New entries come from the process's shared log reader (api/fanout.py); a stream closes
after `timeout` idle seconds, after the `end` item of a finished game, or after an `error` item.
"""
from __future__ import annotations

import json
import socket
import time
from collections.abc import Iterator
from functools import partial
from typing import Any

from flask import Response, request, stream_with_context

from .. import codes, metrics
from .. import schemas as s
from ..errors import to_problem
from ..fanout import Batch, Fanout
from ..game import Game
from ..problem import checked
from ..service import Service
from ..store import Entry
from .common import GAME, TOKEN, Blueprint, caller, documented, fanout, service, streams, viewer
from .shapes import clock, entry_json, fairness

Item = dict[str, Any]
HEADERS = {"Cache-Control": "no-cache", "X-Accel-Buffering": "no"}


def pending_decision(view: Item, seat: str) -> Item | None:
    """The question `seat` answers now, from its view: the first decision of the view's `pending` list when it
    is the seat's, or the view's `offer` when the seat is the first one `asked` (kind `offer`); else None. Each
    kind is typed by its engine's `state_schemas()["decisions"]`."""
    pending = view.get("pending") or []
    offer = view.get("offer")
    if pending and pending[0].get("seat") == seat:
        return dict(pending[0])
    if offer and seat in (offer.get("asked") or [])[:1]:
        return {"kind": "offer", **offer}
    return None


def turn_item(game: Game, seat: str) -> Item:
    """The `your_turn` item of `seat` at the game's version: its legal commands, and the pending question
    when the seat answers one (`pending_decision`)."""
    decision = pending_decision(game.engine.view(game.state, seat), seat)
    return {"type": "your_turn", "version": game.version, "seat": seat, "clock": clock(game),
            "kind": "response" if decision else "turn", "decision": decision,
            "legal_commands": game.legal(seat)}


def items(svc: Service, fanout: Fanout, game: Game, seat: str | None, after: int | None, send_view: bool,
          timeout: float, keep_alive: float = 15, turns: bool = True, words: bool = False) -> Iterator[Item]:
    """The feed of `game` for `seat` (None: a spectator).

    `after` None: a fresh stream from the current version; else the entries after that version (a version
    beyond the game's is taken as the game's). `send_view`: start with the full view. `turns`: send
    `your_turn` items (the seat must be to act, once per version); `words`: entries with their events in plain
    words. Ends after `timeout` seconds without an
    entry, at the end of the game, on a store error (an `error` item), or when the caller falls too far
    behind the game (an `error` item, `slow_consumer`: resume after the last version received).

    New entries come from the process's shared log reader (api/fanout.py) in batches; what the batch holds is
    made once per seat for every listener of the process. The log itself is read only for what came before
    the listener registered, or for a gap."""
    after = game.version if after is None else min(after, game.version)
    if send_view:
        yield {"type": "view", "game_id": game.id, "version": game.version, "seat": seat,
               "state": game.engine.view(game.state, seat), "fairness": fairness(game), "clock": clock(game)}
    listener = fanout.listen(game)
    # an entry written after `game` was read but before the listener registered reached only the listeners
    # before it: read the game again, and the log up to it below (later entries come in batches)
    game = svc.load(game.id)
    try:
        turn_sent = -1
        idle_since = time.monotonic()
        batch: Batch | None = None
        while True:
            fresh = [e for e in batch.entries if e.version > after] if batch is not None else []
            if batch is not None and fresh and fresh[0].version == after + 1:  # the batch follows on: shared
                for entry in fresh:
                    yield batch.memo(("entry", entry.version, seat, words),
                                     partial(entry_item, game, entry, seat, words))
                    after = entry.version
            if after < game.version:  # a gap, or entries the game was read with: from the log
                for entry in svc.log(game, after=after):
                    if entry.version > game.version:  # written after `game` was read: sent with the next batch
                        break
                    yield entry_item(game, entry, seat, words)
                    after = entry.version
            if game.over:
                yield {"type": "end", "version": game.version, "result": game.result,
                       "fairness": fairness(game)}
                return
            if turns and seat is not None and after == game.version != turn_sent \
                    and seat in game.to_act():
                yield (batch.memo(("turn", game.version, seat), partial(turn_item, game, seat))
                       if batch is not None and batch.game is game else turn_item(game, seat))
                turn_sent = game.version
            while True:
                left = timeout - (time.monotonic() - idle_since)
                if left <= 0:
                    return
                batch = listener.get(min(left, keep_alive))
                if batch is None and listener.overflowed:  # what it held is sent
                    yield {"type": "error", "status": 429, "code": "slow_consumer",
                           "detail": f"this stream fell {fanout.queue_size} batches behind the game: reconnect "
                                     f"with after={after} (the last version it sent)"}
                    return
                if batch is not None:
                    idle_since = time.monotonic()
                    if batch.game.version > game.version:
                        game = batch.game
                    break
                if keep_alive < left:  # a whole keep-alive interval passed in silence, and the stream goes on
                    yield {"type": "keep_alive"}
    finally:
        fanout.stop(listener)


def entry_item(game: Game, entry: Entry, seat: str | None, words: bool = False) -> Item:
    return {"type": "entry", **entry_json(game, entry, seat, complete=False, words=words)}


def safely(feed: Iterator[Item]) -> Iterator[Item]:
    """The feed, ending with an `error` item (problem code and words) if the store fails meanwhile."""
    try:
        yield from feed
    except Exception as exc:  # noqa: BLE001 - the status line is long gone: the stream reports and ends
        problem = checked(to_problem(exc))
        yield {"type": "error", "status": problem.status, "code": problem.code, "detail": problem.detail}


def sse(feed: Iterator[Item], event_id: str = "version") -> Iterator[str]:
    """SSE framing: `event` = the item's type, `id` = its member `event_id` (a game feed's: its version) where it
    has one, `data` = the item; keep-alives are comment lines."""
    for item in feed:
        if item["type"] == "keep_alive":
            yield ": keep-alive\n\n"
            continue
        head = f"id: {item[event_id]}\n" if event_id in item else ""
        yield f"{head}event: {item['type']}\ndata: {json.dumps(item, separators=(',', ':'))}\n\n"


def ndjson(feed: Iterator[Item]) -> Iterator[str]:
    for item in feed:
        yield json.dumps(item, separators=(",", ":")) + "\n"


def streaming(environ: dict[str, Any]) -> None:
    """Make a long-lived answer's connection self-healing (docs/feeds.md): the kernel drops it when what was
    sent stays unacknowledged for STREAM_DEAD_SECONDS (a client gone without closing: the next keep-alive
    finds out), and a write that cannot go on for STREAM_WRITE_SECONDS (a client that stopped reading) fails,
    which ends the stream and frees what it held."""
    sock = environ.get("gunicorn.socket")
    if sock is None:
        return
    try:
        if hasattr(socket, "TCP_USER_TIMEOUT"):
            sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_USER_TIMEOUT, int(STREAM_DEAD_SECONDS * 1000))
        sock.settimeout(STREAM_WRITE_SECONDS)
    except OSError:  # not a TCP socket (a Unix one): the keep-alives alone find a dead client
        pass


STREAM_DEAD_SECONDS = 20
STREAM_WRITE_SECONDS = 30


def stream_response(frames: Iterator[str], mimetype: str, kind: str = "feed") -> Response:
    """The streaming answer, counted against the caps on open streams until it closes (api/limits.py
    StreamCaps: a 429 problem if one is full), on a connection made self-healing (`streaming`)."""
    caps = streams()
    stream = caps.open(request.environ)
    streaming(request.environ)
    gauge = metrics.FeedCount(kind)  # tabula_feeds_open, until the stream closes

    def closed() -> None:
        gauge.close()
        caps.close(stream)

    def counted() -> Iterator[str]:
        try:
            yield from frames
        finally:  # the stream ended, or its client went away
            closed()
    response = Response(stream_with_context(counted()), mimetype=mimetype, headers=HEADERS)
    response.call_on_close(closed)  # also if it never started
    return response


def opening(game_id: str, args: dict[str, Any], headers: dict[str, Any]) -> tuple[Service, Game, str | None,
                                                                                  int | None]:
    """What a stream starts from: the service, the game, the caller's seat (None: a spectator) and where to
    resume (None: from now)."""
    svc = service()
    game = svc.load(game_id)
    return svc, game, viewer(caller(game)), resume_point(args, headers)


def resume_point(args: dict[str, Any], headers: dict[str, Any]) -> int | None:
    """?after=, else the Last-Event-ID header (a version; anything else is ignored), else None."""
    if "after" in args:
        return args["after"]
    last = headers.get("last_event_id", "").strip()
    return min(int(last), s.MAX_VERSION) if last.isdigit() else None


def stream_format(args: dict[str, Any]) -> str:
    if "format" in args:
        return args["format"]
    wanted = request.accept_mimetypes.best_match(list(s.FEED_FORMATS.values()))
    return "ndjson" if wanted == s.FEED_FORMATS["ndjson"] else "sse"


FEED_DESCRIPTION = """The game as the caller's seat sees it, live (no token or the owner token: as a spectator).

Items (`type`): `view` (the full view and the game's `fairness`; first, unless resuming), `entry` (one
per log entry, as GET /events gives it), `your_turn` (the seat is to act: `legal_commands` are ready to
post with `expected_version` = `version`; `kind` is `response` when answering a pending decision),
`keep_alive`, `end` (the game is over: its result, and `fairness` with the server's seed revealed; the
stream closes), `error` (the stream failed and closes).

Formats: `text/event-stream` (SSE: `event` = type, `id` = version, `data` = the item; keep-alives are
comment lines) or `application/x-ndjson` (one item per line), chosen by `?format=` or `Accept`
(default SSE). Resume with `Last-Event-ID` or `?after=N`: the entries after N, then `your_turn` if due
(`?view=1` to get the view first as well). The stream closes after `timeout` idle seconds: reconnect
with the last version seen. See docs/feeds.md."""


FEED_ITEM_REF = {"$ref": "#/components/schemas/FeedItem"}
EVENT_ITEM_REF = {"$ref": "#/components/schemas/EventStreamItem"}
STREAMED = ("Each media type's schema is that of one item (the usual way to type a streamed media type before "
            "OpenAPI 3.2's `itemSchema`): read the body as a stream, never whole (the SDKs' stream helpers).")


def slow_consumer(after: str) -> dict[str, Any]:
    """The example of a stream's `error` item: the client read too slowly (api/codes.py: slow_consumer)."""
    example = codes.example("slow_consumer")
    return {"slow_consumer": {"summary": "The client read too slowly: the stream closes (resume after the last item "
                                         "received)",
                              "value": {"type": "error", "status": example["status"], "code": "slow_consumer",
                                        "detail": example["detail"].replace("after=12", after)}}}


def routes(blp: Blueprint, schemas: s.GameSchemas) -> None:
    @blp.route("/games/<game_id>/feed", methods=["GET"])
    @blp.doc(operationId="streamFeed", summary="Live feed of a game for the caller's seat: SSE or NDJSON.",
             description=FEED_DESCRIPTION,
             responses={"200": {"description": "The feed: a stream of FeedItems, one per SSE event (its `data`) or "
                                               "NDJSON line. " + STREAMED,
                                "content": {media: {"schema": FEED_ITEM_REF, "examples": slow_consumer("after=12")}
                                            for media in s.FEED_FORMATS.values()}}})
    @blp.arguments(s.FeedArgs, location="query")
    @blp.arguments(s.ResumeHeaders, location="headers")
    @documented(blp, "malformed_request", *TOKEN, *GAME)
    def stream_feed(args: dict[str, Any], headers: dict[str, Any], game_id: str) -> Response:
        svc, game, seat, after = opening(game_id, args, headers)
        send_view = args.get("view", after is None)
        fmt = stream_format(args)
        feed = safely(items(svc, fanout(), game, seat, after, send_view, args["timeout"], args["keep_alive"],
                            words=args["words"]))
        frame = sse if fmt == "sse" else ndjson
        return stream_response(frame(feed), s.FEED_FORMATS[fmt])

    @blp.route("/games/<game_id>/events/stream", methods=["GET"])
    @blp.doc(operationId="streamEvents",
             summary="Server-Sent Events: one `entry` event per log entry (id = version).",
             description="The entries of the log from the start (or after Last-Event-ID / ?after=), then an `end` "
                         "event when the game is over; the stream closes after `timeout` idle seconds. streamFeed "
                         "is the same feed with the view first and `your_turn` items, also as NDJSON.")
    @blp.arguments(s.StreamArgs, location="query")
    @blp.arguments(s.ResumeHeaders, location="headers")
    @blp.doc(responses={"200": {"description": "The events: one EventStreamItem per SSE event (its `data`; `event` "
                                               "is its type, `id` its version). " + STREAMED,
                                "content": {"text/event-stream": {"schema": EVENT_ITEM_REF,
                                                                  "examples": slow_consumer("after=12")}}}})
    @documented(blp, "malformed_request", *TOKEN, *GAME)
    def stream_events(args: dict[str, Any], headers: dict[str, Any], game_id: str) -> Response:
        svc, game, seat, after = opening(game_id, args, headers)
        feed = safely(items(svc, fanout(), game, seat, after or 0, False, args["timeout"], turns=False))
        return stream_response(sse(feed), "text/event-stream", "events")
