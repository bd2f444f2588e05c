"""examples/bot.py plays a whole game against a live server: two copies of it, one per seat, as processes."""
from __future__ import annotations

import os
import subprocess
import sys

import httpx

from .conftest import CLIENT, ROOT, Live


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
