"""What falls due in a game without anyone's command, applied by the repair process (workers/sweep.py) within
a pass of its time (docs/rules-lifecycle.md): open seats that waited too long (api/lobby.py `Lobby.expire`), and
a seat's clock running out (LC-TIME-2: policy `lose`, the entry `timeout`; policy `ai`, an AI turn job).

Each game with something due is in the store's deadline index (``<prefix>:jobs:deadlines``, game id -> when).
Applying it is an entry appended at the game's version, like every command: a command that lands first makes
the deadline moot (the game is read again), and two repair processes that apply it at once append it once
(the version check, and the idempotency key of the version). The deadline leaves the index only after it was
applied, so a process killed in between leaves it for the next pass."""
from __future__ import annotations

import logging
from typing import Any

from api.config import Config
from api.game import Game
from api.lobby import Lobby
from api.service import CLOCK
from api.store import GameNotFound, VersionConflict
from engine.core import EngineError

from .queue import AI_QUEUE, PLAY_TURN, ai_job_id, enqueue_unique, queue

log = logging.getLogger("workers.deadlines")

MAX_PER_PASS = 1000


def apply_due(lobby: Lobby, config: Config, now: int, report: dict[str, Any]) -> None:
    """Apply every deadline due by `now`; report["expired"] lists the games ended for want of players,
    report["timeouts"] the (game, seat) whose time ran out."""
    store = lobby.store
    for game_id, score in store.due_deadlines(now, MAX_PER_PASS):
        try:
            game = lobby.service.load(game_id)
            if game.status == "open":
                if lobby.expire(game_id) is not None:
                    report.setdefault("expired", []).append(game_id)
            elif game.clock is not None and not game.over:
                flag(lobby, config, game, report)
            due = lobby.service.load(game_id).due()
        except GameNotFound:
            due = None
        except Exception:  # one broken game must not stop the others' deadlines
            log.exception("could not apply the deadline of game %s", game_id)
            continue
        if due is None:
            store.forget_deadline(game_id, score)  # unless a move set a new one meanwhile
        elif due != score:  # not due yet by the store's clock (another process's clock ran ahead), or a next one
            store.set_deadline(game_id, due)



def flag(lobby: Lobby, config: Config, game: Game, report: dict[str, Any]) -> None:
    """Apply what the time control says to the first seat whose time is out by the store's clock, if any."""
    store, service = lobby.store, lobby.service
    late = game.expired(store.time_ms())
    if not late or game.clock is None:
        return
    seat = late[0]
    if game.clock.control["on_timeout"] == "ai":  # the AI plays this one move (workers/ai.py)
        enqueue_unique(queue(store.jobs, AI_QUEUE, config), PLAY_TURN, (game.id, seat, game.version),
                       ai_job_id(game.id, seat, game.version))
        store.mark_waiting(game.id, store.time_ms() + int(config.ai_wait_seconds * 1000))
        report.setdefault("timeouts", []).append([game.id, seat, "ai"])
        return
    try:
        service.submit(game.id, seat, {"type": "timeout"}, game.version, f"timeout-{game.version}", game=game,
                       by=CLOCK, robot=True)
    except (VersionConflict, EngineError):  # a command came first: the next pass reads the game again
        return
    report.setdefault("timeouts", []).append([game.id, seat, "lose"])
