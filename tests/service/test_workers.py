"""RQ workers against a real Redis (database 15, see conftest.py), run by an in-process burst worker.

Queue names start with the key prefix (<prefix>-ai, <prefix>-scoring) and each test has its own prefix, so
test processes (pytest-xdist) never take each other's jobs. Jobs read their settings from the environment
(REDIS_URL, TABULA_PREFIX), which each test sets to its prefix. A test deletes its own keys and the RQ jobs of
its own games, nothing else.
"""
from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass

import pytest
import redis
from rq import SimpleWorker
from rq.exceptions import NoSuchJobError
from rq.job import Job, JobStatus
from rq.registry import ScheduledJobRegistry
from rq.serializers import JSONSerializer

from api.config import Config, connect
from api.service import Service
from api.store import Store, now_ms
from engine.bots import random_command
from workers import queue as wq
from workers.ai import play_turn
from workers.scoring import finalize
from workers.sweep import schedule, sweep

SHORT_SEED = "w7"  # with this seed, two random AIs finish a game of Acres in 343 commands


@dataclass
class Env:
    config: Config
    conn: redis.Redis
    store: Store
    service: Service  # enqueues follow-up jobs after each append, like the API
    quiet: Service  # enqueues nothing
    games: list[str]

    def create(self, kinds: tuple[str, str], enqueue: bool = True, seed: str = SHORT_SEED, level: str = "random",
               **spec):
        """A game of Acres; its AI seats play `level` (random by default: SHORT_SEED is pinned for it)."""
        service = self.service if enqueue else self.quiet
        seats = [{"kind": k, "level": level, **spec} if k == "ai" else {"kind": k} for k in kinds]
        game, _, _ = service.create("acres", seats, seed=seed)
        self.games.append(game.id)
        return game

    def work(self, max_rounds: int = 50) -> None:
        """Burst workers until the queues hold none of this test's jobs (each run processes what the
        previous one enqueued)."""
        qs = wq.queues(self.conn, self.config)
        for _ in range(max_rounds):
            SimpleWorker(qs, connection=wq.rq_connection(self.conn), serializer=JSONSerializer).work(burst=True)
            if not any(job_id for q in qs for job_id in q.get_job_ids() if self._mine(job_id)):
                return
        raise AssertionError("the queues never drained")

    def _mine(self, job_id: str) -> bool:
        return any(g in job_id for g in self.games)

    def job(self, job_id: str) -> Job | None:
        try:
            return Job.fetch(job_id, connection=wq.rq_connection(self.conn), serializer=JSONSerializer)
        except NoSuchJobError:
            return None


@pytest.fixture
def env(config: Config, monkeypatch: pytest.MonkeyPatch) -> Iterator[Env]:
    monkeypatch.setenv("REDIS_URL", config.redis_url)
    monkeypatch.setenv("TABULA_PREFIX", config.prefix)
    monkeypatch.setenv("TABULA_AI_WAIT_SECONDS", "30")
    monkeypatch.setenv("TABULA_SNAPSHOT_EVERY", "50")
    cfg = Config.from_env()
    conn = connect(cfg.redis_url)
    store = Store(conn, cfg.prefix)
    e = Env(cfg, conn, store, Service(store, cfg.snapshot_every, on_append=wq.bind(conn, cfg)),
            Service(store, cfg.snapshot_every), [])
    try:
        yield e
    finally:
        _delete_jobs(conn, cfg, [f"*{g}*" for g in e.games] + [f"{cfg.prefix}-sweep"])


def _delete_jobs(conn: redis.Redis, config: Config, patterns: list[str]) -> None:
    rq = wq.rq_connection(conn)
    registries = [r.key for q in wq.queues(conn, config) for r in (
        q.finished_job_registry, q.failed_job_registry, q.scheduled_job_registry, q.deferred_job_registry,
        q.canceled_job_registry)]
    for pattern in patterns:
        for key in list(rq.scan_iter(match=f"rq:job:{pattern}", count=1000)):
            job_id = key.decode()[len("rq:job:"):]
            if ":" in job_id:  # rq:job:<id>:dependents and the like
                rq.delete(key)
                continue
            try:
                Job.fetch(job_id, connection=rq, serializer=JSONSerializer).delete()
            except NoSuchJobError:
                pass
            rq.delete(key)
            for registry in registries:  # a repeated job (the sweep) also left its past runs there
                rq.zrem(registry, job_id)


def _play_directly(env: Env, game) -> object:
    """Both seats play random commands through Service until the game is over (no jobs)."""
    while not game.over:
        (seat,) = game.engine.to_act(game.state)
        cmd = random_command(game.engine.legal_commands(game.state, seat),
                             random.Random(f"{SHORT_SEED}:ai:{seat}:{game.version}"))
        game = env.quiet.submit(game.id, seat, cmd, expected_version=game.version).game
    return game


def test_ai_vs_ai_game_is_played_to_its_scored_end(env: Env):
    game = env.create(("ai", "ai"))
    assert env.job(wq.ai_job_id(game.id, "british", 0)) is not None  # enqueued by the creation itself
    env.work(max_rounds=2000)
    meta = env.store.meta(game.id)
    assert meta["status"] == "over"
    final = env.quiet.load(game.id)
    assert final.over
    stored = env.store.result(game.id)
    assert stored is not None, "the scoring job stored no result"
    assert stored["result"] == final.engine.result(final.state)
    assert stored["version"] == final.version == int(meta["version"])
    assert stored["scored_at"] <= now_ms()
    log = env.store.entries(game.id)
    assert len(log) == final.version
    # every command came from an AI job, each under its own job's idempotency key, once
    assert [e.idem for e in log] == [wq.ai_job_id(game.id, e.seat, e.version - 1) for e in log]
    scoring = env.job(wq.score_job_id(game.id))
    assert scoring is not None and scoring.get_status() == JobStatus.FINISHED
    assert scoring.return_value()["action"] == "stored"


@pytest.mark.parametrize("level,think", [("heuristic", None), ("search", 0.3)])
def test_each_level_plays_its_turns_within_its_thinking_time(env: Env, level: str, think: float | None):
    spec = {"think_seconds": think} if think else {}
    game = env.create(("ai", "human"), level=level, **spec)  # british (AI) moves first
    env.work()
    log = env.store.entries(game.id)
    assert log and all(e.seat == "british" and e.idem == wq.ai_job_id(game.id, e.seat, e.version - 1) for e in log)
    now = env.quiet.load(game.id)
    assert now.engine.to_act(now.state) == {"french"}  # it played its whole turn and stopped at the human
    state = now.engine.fold(now.meta["setup"])
    for entry in log:
        job = env.job(entry.idem)
        took = (job.ended_at - job.started_at).total_seconds()
        choices = len(now.engine.legal_commands(state, "british"))
        state = now.engine.fold(entry.events, state)
        if level == "search" and choices > 1:
            assert think <= took < think + 3, f"a {think} s search job took {took} s"
        else:
            assert took < 2


def test_a_stale_job_does_nothing(env: Env):
    game = env.create(("ai", "ai"), enqueue=False)
    seat = "british"
    cmd = random_command(game.engine.legal_commands(game.state, seat), random.Random(1))
    env.quiet.submit(game.id, seat, cmd, expected_version=0)  # someone moved: version 1
    before = [(e.version, e.command, e.idem) for e in env.store.entries(game.id)]

    assert play_turn(game.id, seat, 0)["reason"] == "version moved on"
    ai = wq.queue(env.conn, wq.AI_QUEUE, env.config)
    job = wq.enqueue_unique(ai, wq.PLAY_TURN, (game.id, seat, 0), wq.ai_job_id(game.id, seat, 0))
    env.work()
    job.refresh()
    assert job.get_status() == JobStatus.FINISHED
    assert job.return_value()["action"] == "skipped"
    assert [(e.version, e.command, e.idem) for e in env.store.entries(game.id)] == before
    assert env.store.version(game.id) == 1
    # the job for the game's real version was never enqueued by the stale one
    assert env.job(wq.ai_job_id(game.id, "british", 1)) is None


def test_a_job_for_a_seat_not_to_act_or_a_finished_game_does_nothing(env: Env):
    game = env.create(("ai", "ai"), enqueue=False)
    assert play_turn(game.id, "french", 0)["reason"] == "not to act"
    assert play_turn("no-such-game", "british", 0)["reason"] == "no such game"
    over = _play_directly(env, game)
    assert play_turn(game.id, "british", over.version)["reason"] == "game over"
    assert env.store.version(game.id) == over.version


def test_enqueueing_the_same_ai_job_twice_runs_it_once(env: Env):
    game = env.create(("ai", "human"), enqueue=False)  # british (AI) moves first
    job_id = wq.ai_job_id(game.id, "british", 0)
    assert wq.enqueue_followups(env.conn, env.config, game) == [job_id]
    assert wq.enqueue_followups(env.conn, env.config, game) == []  # a no-op: the job exists
    wq.bind(env.conn, env.config)(game)  # the on_append callable too
    ai = wq.queue(env.conn, wq.AI_QUEUE, env.config)
    assert ai.get_job_ids().count(job_id) == 1
    env.work()
    job = env.job(job_id)
    assert job.get_status() == JobStatus.FINISHED and job.return_value()["action"] == "played"
    assert wq.enqueue_followups(env.conn, env.config, game) == []  # finished, still known: no-op
    env.work()
    log = env.store.entries(game.id)
    assert [e.idem for e in log].count(job_id) == 1
    assert log[0].seat == "british" and log[0].idem == job_id
    # the AI played on (its turn has two actions) and stopped at the human seat
    now = env.quiet.load(game.id)
    assert now.engine.to_act(now.state) == {"french"}
    assert all(e.seat == "british" for e in log)


def test_a_retried_job_that_already_played_only_makes_sure_its_followups_exist(env: Env):
    game = env.create(("ai", "ai"), enqueue=False)
    first = play_turn(game.id, "british", 0)
    assert first["action"] == "played" and first["new_version"] == 1
    assert env.job(wq.ai_job_id(game.id, "british", 1)) is not None  # enqueued by the append
    env.job(wq.ai_job_id(game.id, "british", 1)).delete()  # as if the worker died before enqueueing it
    again = play_turn(game.id, "british", 0)
    assert again == {"game": game.id, "seat": "british", "version": 0, "action": "skipped",
                     "reason": "already played"}
    assert env.store.version(game.id) == 1
    assert env.job(wq.ai_job_id(game.id, "british", 1)) is not None


def test_finalize_twice_stores_once(env: Env):
    game = env.create(("ai", "ai"), enqueue=False)
    assert finalize(game.id)["reason"] == "not over"
    assert env.store.result(game.id) is None
    over = _play_directly(env, game)
    first = finalize(game.id)
    assert first == {"game": game.id, "action": "stored", "version": over.version}
    stored = env.store.result(game.id)
    assert stored["result"] == over.engine.result(over.state) and stored["version"] == over.version
    assert finalize(game.id)["action"] == "kept"
    assert env.store.result(game.id) == stored  # same scored_at: nothing was written again
    # and through the queue: the deterministic job id makes a second enqueue a no-op
    assert wq.enqueue_followups(env.conn, env.config, over) == [wq.score_job_id(game.id)]
    assert wq.enqueue_followups(env.conn, env.config, over) == []
    env.work()
    assert env.job(wq.score_job_id(game.id)).return_value()["action"] == "kept"
    assert env.store.result(game.id) == stored


def _age(env: Env, game_id: str, seconds: int) -> None:
    env.conn.hset(env.store.key(game_id, "meta"), "updated_at", str(now_ms() - seconds * 1000))


def test_the_sweep_enqueues_a_lost_ai_turn_again(env: Env):
    game = env.create(("ai", "human"))
    job_id = wq.ai_job_id(game.id, "british", 0)
    env.job(job_id).delete()  # the job is lost
    assert job_id not in sweep(reschedule=False)["enqueued"]  # the game has not waited long enough
    assert env.job(job_id) is None
    _age(env, game.id, 60)
    assert sweep(reschedule=False)["enqueued"] == [job_id]
    assert sweep(reschedule=False)["enqueued"] == []  # queued already: left alone
    env.work()
    log = env.store.entries(game.id)
    assert log and log[0].idem == job_id
    now = env.quiet.load(game.id)
    assert now.engine.to_act(now.state) == {"french"}
    _age(env, game.id, 60)
    assert sweep(reschedule=False)["enqueued"] == []  # waiting for a human: nothing to do


def test_the_sweep_replaces_a_finished_job_whose_game_still_waits(env: Env):
    game = env.create(("ai", "human"), enqueue=False)
    job_id = wq.ai_job_id(game.id, "british", 0)
    ai = wq.queue(env.conn, wq.AI_QUEUE, env.config)
    job = wq.enqueue_unique(ai, wq.PLAY_TURN, (game.id, "british", 0), job_id)
    job.set_status(JobStatus.FAILED)  # as if it had failed for good: its id blocks a plain enqueue
    ai.remove(job)
    assert wq.enqueue_followups(env.conn, env.config, game) == []
    _age(env, game.id, 60)
    assert sweep(reschedule=False)["enqueued"] == [job_id]
    env.work()
    assert env.store.entries(game.id)[0].idem == job_id


def test_the_sweep_enqueues_lost_scoring_again(env: Env):
    game = env.create(("ai", "ai"), enqueue=False)
    _play_directly(env, game)
    assert env.store.result(game.id) is None
    _age(env, game.id, 60)
    assert sweep(reschedule=False)["enqueued"] == [wq.score_job_id(game.id)]
    env.work()
    assert env.store.result(game.id) is not None
    _age(env, game.id, 60)
    assert sweep(reschedule=False)["enqueued"] == []  # scored: nothing to do


def test_each_key_prefix_has_its_own_queues(env: Env):
    """Two deployments (or test runs) on one Redis under different prefixes never take each other's jobs."""
    other = Config(redis_url=env.config.redis_url, prefix=env.config.prefix + "-other")
    game = env.create(("ai", "human"), enqueue=False)
    job_id = wq.ai_job_id(game.id, "british", 0)
    assert wq.enqueue_followups(env.conn, env.config, game) == [job_id]
    mine, theirs = wq.queue(env.conn, wq.AI_QUEUE, env.config), wq.queue(env.conn, wq.AI_QUEUE, other)
    assert mine.name == f"{env.config.prefix}-ai" and theirs.name == f"{other.prefix}-ai"
    assert job_id in mine.get_job_ids() and job_id not in theirs.get_job_ids()
    SimpleWorker(wq.queues(env.conn, other), connection=wq.rq_connection(env.conn),
                 serializer=JSONSerializer).work(burst=True)  # the other deployment's worker
    assert env.store.version(game.id) == 0 and job_id in mine.get_job_ids()
    env.work()
    assert env.store.version(game.id) > 0


def test_schedule_keeps_the_sweep_going(env: Env):
    job_id = f"{env.config.prefix}-sweep"  # each prefix has its own sweep
    job = schedule(env.conn, env.config, every_seconds=60)
    assert job is not None and job.get_status() == JobStatus.SCHEDULED
    assert schedule(env.conn, env.config, every_seconds=60) is None  # a duplicate: no-op
    ai = wq.queue(env.conn, wq.AI_QUEUE, env.config)
    registry = ScheduledJobRegistry(queue=ai)
    assert job_id in registry.get_job_ids()

    game = env.create(("ai", "human"))
    env.job(wq.ai_job_id(game.id, "british", 0)).delete()
    _age(env, game.id, 60)
    # what the scheduler does when the time comes (a real scheduler may hold the lock, so do it here)
    registry.remove(job)
    ai.enqueue_job(job)
    env.games.append(job_id)  # so that work() waits for it
    env.work()
    assert env.store.entries(game.id)[0].idem == wq.ai_job_id(game.id, "british", 0)  # the sweep ran
    job = env.job(job_id)
    assert job.get_status() == JobStatus.SCHEDULED, "the sweep did not schedule itself again"
    assert job_id in registry.get_job_ids()
    at = registry.get_scheduled_time(job_id).timestamp()
    assert now_ms() / 1000 + 50 < at < now_ms() / 1000 + 70
    # a sweep that failed for good is replaced by the next schedule()
    registry.remove(job)
    job.set_status(JobStatus.FAILED)
    assert schedule(env.conn, env.config, every_seconds=60) is not None
    assert job_id in registry.get_job_ids()
