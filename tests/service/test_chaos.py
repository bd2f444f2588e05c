"""bench/chaos.py for a short, bounded run (issue 22): the stack on a local Redis Cluster with bots playing over the
HTTP API while processes and cluster masters are killed (seed 9: a master, gunicorn workers, the whole gunicorn, a
work horse, the sweep in its first 45 s). Its goals: every acknowledged command in the log once (nothing lost,
nothing doubled), every game folds and replays, no AI turn and no scoring twice, no game left waiting for a job.
About 45 s of chaos plus the stack's start, the settling and the checks: 1.5 to 2.5 minutes."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.slow
def test_a_short_chaos_run_loses_and_doubles_nothing(tmp_path: Path) -> None:
    report_path = tmp_path / "chaos.json"
    run = subprocess.run([sys.executable, str(ROOT / "bench" / "chaos.py"), "--seconds", "45", "--bots", "4",
                          "--seed", "9", "--json", str(report_path)],
                         cwd=ROOT, capture_output=True, text=True, timeout=600, check=False)
    assert report_path.exists(), run.stdout[-3000:] + run.stderr[-3000:]
    report = json.loads(report_path.read_text())
    summary = report["summary"]
    assert run.returncode == 0, run.stdout[-5000:]
    assert summary["acknowledged"] >= 100, summary
    assert summary["lost"] == 0 and summary["doubled"] == 0, summary
    assert summary["fold_failures"] == 0 and summary["scoring_problems"] == 0, summary
    assert summary["waiting_after_settle"] == 0 and not report["conflict_applied"], report
    assert report["store"]["results"] == report["store"]["over"] >= 1  # games ended (resigned) and were scored
    assert report["store"]["ai_entries"] > 0  # AI jobs ran
    kinds = {kill["kind"] for kill in report["kills"]}
    assert {"master", "gunicorn"} <= kinds and len(report["kills"]) >= 4, report["kills"]  # the seed's schedule (not --bots')
    assert report["unexpected_exits"] == [], report["unexpected_exits"]
    assert report["metrics"]["commands_accepted"] >= summary["acknowledged"]  # /metrics read, over restarts
