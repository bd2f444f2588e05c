"""Jobs ride out a store outage as long as a Redis Cluster's failover lasts (workers/queue.py `patiently`):
RQ's own retries come at once and were all spent within the first second of a failover (bench/chaos.py saw AI
turns wait for the repair process's next pass)."""
from __future__ import annotations

import pytest
import redis
from redis.exceptions import ClusterDownError, SlotNotCoveredError, TryAgainError

from api.errors import known_problem
from workers import ai, queue, scoring


@pytest.fixture(autouse=True)
def no_pauses(monkeypatch):
    monkeypatch.setattr(queue, "STORE_PAUSES", (0.0, 0.0, 0.0))
    monkeypatch.setattr(queue.time, "sleep", lambda _: None)


def failing(errors: list[Exception], answer):
    calls = []

    def run(*_args):
        calls.append(1)
        if errors:
            raise errors.pop(0)
        return answer
    return run, calls


@pytest.mark.parametrize("error", [redis.ConnectionError("down"), ClusterDownError("CLUSTERDOWN The cluster is down"),
                                   TryAgainError("TRYAGAIN"), SlotNotCoveredError("slot 7 not covered"),
                                   redis.TimeoutError("slow")])
def test_a_failover_error_is_tried_again_and_answered_503_meanwhile(error):
    run, calls = failing([error, error], "done")
    assert queue.patiently(run) == "done" and len(calls) == 3
    problem = known_problem(error)  # what the API answers while it lasts: a retry, not a server error
    assert problem is not None and problem.status == 503 and problem.code == "store_unavailable"


def test_it_gives_up_after_its_pauses_and_other_errors_pass_at_once():
    run, calls = failing([redis.ConnectionError("down")] * 10, "done")
    with pytest.raises(redis.ConnectionError):
        queue.patiently(run)
    assert len(calls) == 4  # one try per pause, and a last one
    run, calls = failing([ValueError("a bug")], "done")
    with pytest.raises(ValueError):
        queue.patiently(run)
    assert len(calls) == 1


def test_the_ai_turn_and_scoring_jobs_are_patient(monkeypatch):
    monkeypatch.setattr(ai, "job_context", lambda: None)
    monkeypatch.setattr(scoring, "job_context", lambda: None)
    play, played = failing([ClusterDownError("CLUSTERDOWN")], {"game": "g", "action": "skipped"})
    monkeypatch.setattr(ai, "_play", play)
    assert ai.play_turn("g", "british", 3)["action"] == "skipped" and len(played) == 2
    final, finalized = failing([redis.ConnectionError("down")], {"game": "g", "action": "kept"})
    monkeypatch.setattr(scoring, "_finalize", final)
    assert scoring.finalize("g")["action"] == "kept" and len(finalized) == 2
