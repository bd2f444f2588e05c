"""RQ workers and the repair process's passes against a real Redis (database 15, see conftest.py), jobs run
by an in-process burst worker. (tests/service/test_faults.py kills the real processes.)

Queue names start with the key prefix (<prefix>-ai, <prefix>-scoring) and each test has its own prefix, so
test processes (pytest-xdist) never take each other's jobs. Jobs read their settings from the environment
(REDIS_URL, TABULA_PREFIX), which each test sets to its prefix. A test deletes its own keys and the RQ jobs of
its own games, nothing else.
"""
from __future__ import annotations

import random
import time
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

import pytest
import redis
from rq import SimpleWorker
from rq.exceptions import NoSuchJobError
from rq.executions import Execution
from rq.job import Job, JobStatus
from rq.serializers import JSONSerializer

from api.config import Config
from api.service import Service
from api.store import Store, now_ms, open_store
from engine.bots import random_command
from workers import queue as wq
from workers.ai import play_turn
from workers.scoring import finalize
from workers.sweep import Sweeper, sweep

pytestmark = pytest.mark.cluster

SHORT_SEED = "w7"  # with this seed, two random AIs finish a game of Acres in 343 commands


@dataclass
class Env:
    config: Config
    conn: redis.Redis  # RQ's (Store.jobs); the store's keys are read through store.r
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
    monkeypatch.setenv("REDIS_CLUSTER", "1" if config.redis_cluster else "0")
    monkeypatch.setenv("RQ_REDIS_URL", config.rq_redis_url)
    monkeypatch.setenv("TABULA_PREFIX", config.prefix)
    monkeypatch.setenv("TABULA_AI_WAIT_SECONDS", "30")
    monkeypatch.setenv("TABULA_SNAPSHOT_EVERY", "50")
    cfg = Config.from_env()
    store = open_store(cfg)
    conn = store.jobs  # RQ's Redis: the store's, or on a cluster another one (docs/scaling.md)
    e = Env(cfg, conn, store, Service(store, cfg.snapshot_every, on_append=wq.bind(store, cfg)),
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
    assert wq.enqueue_followups(env.store, env.config, game) == [job_id]
    assert wq.enqueue_followups(env.store, env.config, game) == []  # a no-op: the job exists
    wq.bind(env.store, env.config)(game)  # the on_append callable too
    ai = wq.queue(env.conn, wq.AI_QUEUE, env.config)
    assert ai.get_job_ids().count(job_id) == 1
    env.work()
    job = env.job(job_id)
    assert job.get_status() == JobStatus.FINISHED and job.return_value()["action"] == "played"
    assert wq.enqueue_followups(env.store, env.config, game) == []  # finished, still known: no-op
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
    assert first == {"game": game.id, "action": "stored", "version": over.version, "lag_ms": first["lag_ms"]}
    stored = env.store.result(game.id)
    assert 0 <= first["lag_ms"] < 60_000  # from the game over (its last append) to the result stored
    assert stored["result"] == over.engine.result(over.state) and stored["version"] == over.version
    assert finalize(game.id)["action"] == "kept"
    assert env.store.result(game.id) == stored  # same scored_at: nothing was written again
    # and through the queue: the deterministic job id makes a second enqueue a no-op
    assert wq.enqueue_followups(env.store, env.config, over) == [wq.score_job_id(game.id)]
    assert wq.enqueue_followups(env.store, env.config, over) == []
    env.work()
    assert env.job(wq.score_job_id(game.id)).return_value()["action"] == "kept"
    assert env.store.result(game.id) == stored


LATER = 60_000  # ms: a pass "a minute from now", when every game of the test has waited long enough


def later(env: Env, ms: int = LATER) -> dict:
    """A pass of the repair process `ms` from now (no lease)."""
    return sweep(env.config, now=now_ms() + ms)


def waiting(env: Env) -> dict[str, float]:
    return dict(env.store.r.zrange(env.store.waiting_key, 0, -1, withscores=True))


def test_the_sweep_enqueues_a_lost_ai_turn_again(env: Env):
    game = env.create(("ai", "human"))
    job_id = wq.ai_job_id(game.id, "british", 0)
    assert game.id in waiting(env)  # put there before the job was enqueued
    env.job(job_id).delete()  # the job is lost
    assert sweep(env.config)["enqueued"] == []  # the game has not waited long enough
    assert env.job(job_id) is None
    report = later(env)
    assert report["enqueued"] == [job_id] and report["repaired"] == {job_id: "missing"}
    assert later(env)["enqueued"] == []  # queued already: left alone
    env.work()
    log = env.store.entries(game.id)
    assert log and log[0].idem == job_id
    now = env.quiet.load(game.id)
    assert now.engine.to_act(now.state) == {"french"}
    assert later(env)["enqueued"] == []  # waiting for a human: nothing to do
    assert game.id not in waiting(env)  # and it left the waiting index


def test_the_sweep_finds_a_game_whose_append_was_never_followed_by_an_enqueue(env: Env):
    """The state a web process killed between its append and its enqueue leaves: no job, and the game is not
    in the waiting index. The scan of recently updated games finds it."""
    game = env.create(("human", "ai"), enqueue=False)  # british (human) moves first
    now = env.quiet.load(game.id)
    while now.engine.to_act(now.state) == {"british"}:  # its turn, appended by a web process that then died
        cmd = random_command(now.engine.legal_commands(now.state, "british"), random.Random(now.version))
        now = env.quiet.submit(game.id, "british", cmd, expected_version=now.version).game
    job_id = wq.ai_job_id(game.id, "french", now.version)
    assert env.job(job_id) is None and game.id not in waiting(env)
    report = sweep(env.config)  # found at once, but it has not waited long enough yet
    assert report["scanned"] >= 1 and report["enqueued"] == []
    updated = int(env.store.meta(game.id)["updated_at"])
    assert waiting(env)[game.id] == updated + env.config.ai_wait_seconds * 1000
    assert later(env)["enqueued"] == [job_id]
    env.work()
    assert env.store.entry(game.id, now.version + 1).seat == "french"


def test_the_scan_of_recent_updates_reads_every_page(env: Env, monkeypatch: pytest.MonkeyPatch):
    """Pages of the listing index go by score: games updated in the same millisecond across a page's end, and
    games from before the previous pass (less the clock skew), are all read."""
    import workers.sweep as ws

    monkeypatch.setattr(ws, "BATCH", 2)
    games = [env.create(("ai", "human"), enqueue=False) for _ in range(5)]
    t = now_ms()
    scores = [t - 3000, t - 2000, t - 2000, t - 2000, t - 1000]  # three in one ms, across pages of two
    env.store.r.zadd(env.store.index, {g.id: score for g, score in zip(games, scores)})
    env.store.r.set(f"{env.config.prefix}:jobs:mark", t - 3000 + int(env.config.sweep_clock_skew_seconds * 1000))
    report = later(env)
    assert report["scanned"] == 5
    assert sorted(report["repaired"]) == sorted(wq.ai_job_id(g.id, "british", 0) for g in games)
    assert int(env.store.r.get(f"{env.config.prefix}:jobs:mark")) > t


def test_the_sweep_replaces_a_finished_job_whose_game_still_waits(env: Env):
    game = env.create(("ai", "human"), enqueue=False)
    job_id = wq.ai_job_id(game.id, "british", 0)
    ai = wq.queue(env.conn, wq.AI_QUEUE, env.config)
    job = wq.enqueue_unique(ai, wq.PLAY_TURN, (game.id, "british", 0), job_id)
    job.set_status(JobStatus.FAILED)  # as if it had failed for good: its id blocks a plain enqueue
    ai.remove(job)
    assert wq.enqueue_followups(env.store, env.config, game) == []
    assert later(env)["repaired"] == {job_id: "failed while its game still waits"}
    env.work()
    assert env.store.entries(game.id)[0].idem == job_id


def test_the_sweep_enqueues_lost_scoring_again(env: Env):
    game = env.create(("ai", "ai"), enqueue=False)
    _play_directly(env, game)
    assert env.store.result(game.id) is None
    assert later(env)["enqueued"] == [wq.score_job_id(game.id)]
    env.work()
    assert env.store.result(game.id) is not None
    assert game.id not in waiting(env)  # the scoring job took it out
    assert later(env)["enqueued"] == []  # scored: nothing to do


def _start(env: Env, job: Job, worker: str = "w-test") -> Execution:
    """What a worker does when it starts a job (pops it, records an execution with a heartbeat), without
    running it: as if the worker then froze or died."""
    rq = wq.rq_connection(env.conn)
    ai = wq.queue(env.conn, wq.AI_QUEUE, env.config)
    rq.lrem(ai.key, 0, job.id)
    with rq.pipeline() as pipe:
        execution = Execution.create(job, ttl=90, pipeline=pipe, worker_name=worker)
        job.set_status(JobStatus.STARTED, pipeline=pipe)
        pipe.execute()
    return execution


def test_a_started_job_is_left_alone_while_its_worker_beats_and_replaced_when_it_stops(env: Env):
    game = env.create(("ai", "human"))
    job_id = wq.ai_job_id(game.id, "british", 0)
    execution = _start(env, env.job(job_id))
    orphan = int(env.config.job_orphan_seconds * 1000)
    t = now_ms() + LATER
    # a minute of waiting, but its worker beat just now: a live worker that takes its time
    wq.rq_connection(env.conn).hset(execution.key, "last_heartbeat", t / 1000 - 1)
    sweeper = Sweeper(env.config)
    assert sweeper.run_pass(t)["repaired"] == {}
    assert env.job(job_id).get_status() == JobStatus.STARTED
    assert waiting(env)[game.id] == t - 1000 + orphan  # looked at again when it would count as stalled
    report = sweeper.run_pass(t - 1000 + orphan)  # no heartbeat for job_orphan_seconds: its worker died
    assert report["repaired"] == {job_id: "started by a worker that stopped beating"}
    job = env.job(job_id)
    assert job.get_status() == JobStatus.QUEUED and job_id in wq.queue(env.conn, wq.AI_QUEUE, env.config).get_job_ids()
    assert not [m for m in wq.rq_connection(env.conn).zrange(job.started_job_registry.key, 0, -1)
                if m.decode().startswith(job_id)], "the dead execution is still in the started registry"
    env.work()
    assert [e.idem for e in env.store.entries(game.id)].count(job_id) == 1


def test_jobs_lost_between_queue_and_start_or_overdue_in_a_schedule_are_replaced(env: Env):
    rq = wq.rq_connection(env.conn)
    ai = wq.queue(env.conn, wq.AI_QUEUE, env.config)
    lost, popped, scheduled = (env.create(("ai", "human"), enqueue=False) for _ in range(3))
    ids = {g.id: wq.ai_job_id(g.id, "british", 0) for g in (lost, popped, scheduled)}
    for g in (lost, popped, scheduled):
        wq.enqueue_followups(env.store, env.config, g)
    rq.lrem(ai.key, 0, ids[lost.id])  # marked queued, in no queue (say a Redis restart lost the push)
    rq.lrem(ai.key, 0, ids[popped.id])  # the worker that popped it died at once
    rq.lpush(ai.intermediate_queue_key, ids[popped.id])
    assert rq.lpos(ai.intermediate_queue_key, ids[popped.id]) is not None
    job = env.job(ids[scheduled.id])  # a retry scheduled with an interval, with no scheduler to run it
    ai.remove(job)
    ai.schedule_job(job, datetime.now(UTC) + timedelta(seconds=20))
    sweeper = Sweeper(env.config)
    t = now_ms() + LATER
    assert sweeper.run_pass(t)["repaired"] == {ids[lost.id]: "queued but in no queue",
                                               ids[scheduled.id]: "scheduled, overdue (no scheduler)"}
    # the popped job is given job_orphan_seconds from when a pass first saw it
    orphan = int(env.config.job_orphan_seconds * 1000)
    assert sweeper.run_pass(t + orphan - 1)["repaired"] == {}
    assert sweeper.run_pass(t + orphan)["repaired"] == {ids[popped.id]: "popped by a worker that never started it"}
    assert rq.lpos(ai.intermediate_queue_key, ids[popped.id]) is None
    env.work()
    for g in (lost, popped, scheduled):
        assert [e.idem for e in env.store.entries(g.id)].count(ids[g.id]) == 1


def test_a_job_repaired_again_and_again_is_checked_less_and_less_often(env: Env):
    game = env.create(("ai", "human"), enqueue=False)
    job_id = wq.ai_job_id(game.id, "british", 0)
    sweeper = Sweeper(env.config)
    wait = int(env.config.ai_wait_seconds * 1000)
    t = now_ms() + LATER
    delays = []
    for _ in range(4):
        assert sweeper.run_pass(t)["repaired"] == {job_id: "missing"}
        delays.append(waiting(env)[game.id] - t)
        env.job(job_id).delete()  # lost again
        t = int(waiting(env)[game.id])
    assert delays == [wait, 2 * wait, 4 * wait, 8 * wait]


def test_one_repair_process_holds_the_lease_and_a_dead_ones_expires(env: Env):
    short = Config(**{**env.config.__dict__, "sweep_lease_seconds": 0.5})
    a, b = Sweeper(short), Sweeper(short)
    assert a.hold_lease() and a.hold_lease()  # taken, then renewed
    assert not b.hold_lease()
    time.sleep(0.7)  # a died without giving it back: its lease expires
    assert b.hold_lease() and not a.hold_lease()
    b.release_lease()
    assert a.hold_lease()
    a.release_lease()


def test_the_old_scheduled_sweep_job_is_deleted(env: Env):
    ai = wq.queue(env.conn, wq.AI_QUEUE, env.config)
    old = ai.enqueue_in(timedelta(seconds=15), "workers.sweep.sweep", 15, job_id=f"{env.config.prefix}-sweep")
    assert old.get_status() == JobStatus.SCHEDULED
    sweep(env.config)
    assert env.job(old.id) is None and old.id not in ai.scheduled_job_registry.get_job_ids()


def test_each_key_prefix_has_its_own_queues(env: Env):
    """Two deployments (or test runs) on one Redis under different prefixes never take each other's jobs."""
    other = Config(redis_url=env.config.redis_url, prefix=env.config.prefix + "-other")
    game = env.create(("ai", "human"), enqueue=False)
    job_id = wq.ai_job_id(game.id, "british", 0)
    assert wq.enqueue_followups(env.store, env.config, game) == [job_id]
    mine, theirs = wq.queue(env.conn, wq.AI_QUEUE, env.config), wq.queue(env.conn, wq.AI_QUEUE, other)
    assert mine.name == f"{env.config.prefix}-ai" and theirs.name == f"{other.prefix}-ai"
    assert job_id in mine.get_job_ids() and job_id not in theirs.get_job_ids()
    SimpleWorker(wq.queues(env.conn, other), connection=wq.rq_connection(env.conn),
                 serializer=JSONSerializer).work(burst=True)  # the other deployment's worker
    assert env.store.version(game.id) == 0 and job_id in mine.get_job_ids()
    env.work()
    assert env.store.version(game.id) > 0
