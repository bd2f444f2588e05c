"""The scoring job: once a game is over, compute its final result from the log and store it once."""
from __future__ import annotations

import logging
from typing import Any

from api.logs import fields
from api.rated import rate
from api.store import GameNotFound, now_ms
from wiring import runtime

from .queue import job_context, patiently, score_job_id

log = logging.getLogger("workers.scoring")


def finalize(game_id: str) -> dict[str, Any]:
    """Fold the log, take the game's result, rate a rated game (its rating changes join the result) and store it
    with SET NX (a second run changes nothing), then take the game out of the waiting index.

    Returns {"game", "action": "stored" | "kept" | "skipped", ...}; "lag_ms" once stored, from the game's last
    append to now (the worker process records it: api/metrics.py). Logs one line with the job's request id.
    """
    job_context()
    done = patiently(lambda: _finalize(game_id))
    log.info("scoring %s: game %s", done["action"], game_id, extra=fields(job=score_job_id(game_id), **done))
    return done


def _finalize(game_id: str) -> dict[str, Any]:
    rt = runtime()
    store, service = rt.store, rt.service
    try:
        game = service.load(game_id)
    except GameNotFound:
        return {"game": game_id, "action": "skipped", "reason": "no such game"}
    result = game.result
    if result is None:
        return {"game": game_id, "action": "skipped", "reason": "not over", "version": game.version}
    changes = rate(store, game)  # once per game, whatever the number of runs (api/rated.py)
    if changes is not None:
        result = {**result, "ratings": changes}
    if store.result(game_id) is None:  # told before the result is stored: at least once (a retry may tell again)
        store.notify({player: {"type": "game_over", "game_id": game_id, "game_type": game.meta["type"],
                               "seat": seat, "version": game.version, "result": result}
                      for seat, player in game.life.players.items()})
    scored_at = now_ms()
    stored = store.put_result(game_id, {"result": result, "version": game.version, "scored_at": scored_at})
    store.unmark_waiting(game_id)  # a scored game waits for nothing any more
    done: dict[str, Any] = {"game": game_id, "action": "stored" if stored else "kept", "version": game.version}
    if stored and game.meta.get("updated_at"):
        done["lag_ms"] = max(0, scored_at - int(game.meta["updated_at"]))
    return done


__all__ = ["finalize"]
