"""The AI turn job: an AI seat decides its command off-line and submits it like any other writer.

The seat's level (engine/bots.py: random, heuristic, search) chooses among the legal commands; a search
thinks for the seat's `think_seconds` of wall-clock time. Its RNG is seeded by the game's secret seed, the
seat and the version (the bot sees only what the seat could see, so the seed leaks nothing to it). The
command is submitted under the job's idempotency key at the version the job was enqueued for: a job that
runs twice (a killed worker, a retry) appends at most once.
"""
from __future__ import annotations

import logging
import random
import time
from typing import Any

from api.logs import fields
from api.service import CLOCK
from api.store import GameNotFound, VersionConflict
from engine.bots import DEFAULT_LEVEL, DEFAULT_SECONDS, choose
from engine.search import Budget
from wiring import runtime

from .queue import ai_job_id, enqueue_followups, job_context, patiently

log = logging.getLogger("workers.ai")


def play_turn(game_id: str, seat: str, version: int) -> dict[str, Any]:
    """Play `seat`'s turn in `game_id` if the game is still at `version` and waits for that AI seat.

    Returns what it did: {"game", "seat", "version", "action": "played" | "skipped", ...}; a turn played as an RQ
    job also has "wait_ms", from its enqueue to its append (the worker process records it: api/metrics.py). Logs
    one line with the request id the job carries (docs/operations.md).
    """
    started = time.monotonic()
    enqueued = job_context()
    done = patiently(lambda: _play(game_id, seat, version))
    if done["action"] == "played" and enqueued is not None:
        done["wait_ms"] = round(max(0.0, time.time() - enqueued) * 1000, 1)
    log.info("ai turn %s: game %s, seat %s, version %s", done["action"], game_id, seat, version,
             extra=fields(job=ai_job_id(game_id, seat, version), duration_ms=round((time.monotonic() - started) * 1000, 1),
                          **{k: v for k, v in done.items() if k != "type"}))
    return done


def _play(game_id: str, seat: str, version: int) -> dict[str, Any]:
    rt = runtime()
    store, service = rt.store, rt.service
    done = {"game": game_id, "seat": seat, "version": version}
    key = ai_job_id(game_id, seat, version)
    try:
        game = service.load(game_id)
    except GameNotFound:
        return {**done, "action": "skipped", "reason": "no such game"}
    if game.version != version:
        if store.idempotent_version(game_id, seat, key) is not None:
            # This job played before and was retried (say its worker died before it could enqueue what
            # follows): make sure the next jobs exist, then stop. Their ids make this a no-op otherwise.
            enqueue_followups(store, rt.config, game)
            return {**done, "action": "skipped", "reason": "already played"}
        return {**done, "action": "skipped", "reason": "version moved on", "current": game.version}
    if game.over:
        return {**done, "action": "skipped", "reason": "game over"}
    level = game.ai_level(seat)  # an AI seat, or a seat that left and is played out (engine/lifecycle.py)
    by = ""
    if level is None and game.clock is not None and game.clock.control["on_timeout"] == "ai" \
            and seat in game.expired(store.time_ms()):  # LC-TIME-2: a seat out of time, its move played for it
        level, by = game.clock.control["ai_level"], CLOCK
    if level is None:
        return {**done, "action": "skipped", "reason": "not an AI seat"}
    if seat not in game.to_act():
        return {**done, "action": "skipped", "reason": "not to act"}
    legal = game.legal(seat, robot=True)
    if not legal:
        return {**done, "action": "skipped", "reason": "no legal command"}
    spec = next((s for s in game.seats if s["seat"] == seat and s.get("kind") == "ai"), {})
    budget = Budget(seconds=float(spec.get("think_seconds", DEFAULT_SECONDS)), clock=time.monotonic)
    command = choose(game.engine, game.state, seat, legal, level or DEFAULT_LEVEL,
                     random.Random(f"{game.meta['seed']}:ai:{seat}:{version}"), budget)
    try:
        submitted = service.submit(game_id, seat, command, expected_version=version, idempotency_key=key,
                                   robot=True, by=by)
    except VersionConflict as exc:  # someone else moved first: their append enqueued what follows
        return {**done, "action": "skipped", "reason": "version conflict", "current": exc.current}
    # The command itself stays out of the job result: it may be hidden information (a discarded card).
    return {**done, "action": "played", "type": command.get("type") if isinstance(command, dict) else None,
            "new_version": submitted.version, "duplicate": submitted.duplicate}


__all__ = ["play_turn"]
