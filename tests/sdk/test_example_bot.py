"""examples/bot.py plays a whole game against a live server: two copies of it, one per seat, as processes; and
its `play` keeps playing through tests/sdk/chaos_proxy.py, which cuts and refuses its connections (issue 18)."""
from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
import threading
from typing import Any

import httpx
from tabula_client.feed import RetryPolicy

from .chaos_proxy import ChaosProxy
from .conftest import CLIENT, ROOT, Live
from .live_game import FAST, IDLE


def test_the_example_bot_plays_a_whole_game(live: Live):
    created = httpx.post(f"{live.base_url}/v1/games", json={"type": "acres", "seats": [{}, {}], "seed": "example"})
    assert created.status_code == 201, created.text
    game = created.json()
    env = {**os.environ, "PYTHONPATH": str(CLIENT)}
    bots = [subprocess.Popen([sys.executable, str(ROOT / "examples" / "bot.py"), live.base_url, game["game_id"],
                              seat["token"], f"bot-{i}"], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                             text=True)
            for i, seat in enumerate(game["seats"])]
    outputs = [bot.communicate(timeout=240) for bot in bots]
    for bot, (out, err) in zip(bots, outputs, strict=True):
        assert bot.returncode == 0, err[-2000:]
        assert out.startswith("game over: ") and "winner" in out
    summary = httpx.get(f"{live.base_url}/v1/games/{game['game_id']}").json()
    assert summary["status"] == "over" and summary["version"] > 50


def example_bot() -> Any:
    spec = importlib.util.spec_from_file_location("example_bot", ROOT / "examples" / "bot.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_example_bot_keeps_playing_through_a_chaos_proxy(live: Live, capsys):
    """Both seats' `play` (examples/bot.py) in threads, feed and posts through the proxy: cut connections
    (mid-line too), closed and reset ones, canned 503s and 429s, `error` items. The feed resumes after the last
    entry, and a post is sent again with its Idempotency-Key, so the game ends and both bots see the same
    result. The waits are shortened (FAST), the defaults would make the game last minutes."""
    bot = example_bot()
    created = httpx.post(f"{live.base_url}/v1/games", json={"type": "acres", "seats": [{}, {}], "seed": "example"})
    assert created.status_code == 201, created.text
    game = created.json()
    results: dict[int, Any] = {}
    failures: list[BaseException] = []

    def run(i: int, token: str) -> None:
        policy = RetryPolicy(**FAST, on_retry=lambda error, wait: failures.append(error))
        try:
            results[i] = bot.play(proxy.url, game["game_id"], token, f"bot-{i}", retry=policy, timeout=IDLE)
        except BaseException as exc:  # noqa: BLE001 - reported below
            results[i] = exc

    with ChaosProxy(live.base_url, seed=4, weights={"forward": 1}, cut_bytes=(1, 30000)) as proxy:
        threads = [threading.Thread(target=run, args=(i, seat["token"]), daemon=True)
                   for i, seat in enumerate(game["seats"])]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(90)
        assert not any(thread.is_alive() for thread in threads), "a bot is still playing"
    assert not any(isinstance(r, BaseException) for r in results.values()), results
    assert results[0] == results[1] and results[0]["winner"] in ("british", "french")
    summary = httpx.get(f"{live.base_url}/v1/games/{game['game_id']}").json()
    assert summary["status"] == "over" and summary["version"] > 50 and summary["result"] == results[0]
    counts = proxy.counts
    assert counts["cut_done"] >= 5 and counts["cut_mid_line"] >= 3, counts
    assert counts["close"] + counts["reset"] + counts["unavailable"] + counts["busy"] + counts["error_item"] >= 3
    assert len(failures) >= 5 and capsys.readouterr().out.count("game over: ") == 2
