"""Follow a game's live feed (hand-written; copied into the generated package by scripts/gen-clients).

    for item in follow(client, game_id):          # client: Client or AuthenticatedClient (a seat's token)
        if item["type"] == "your_turn": ...        # item["legal_commands"], ready to post at item["version"]

Items are the JSON objects of GET /v1/games/{id}/feed (NDJSON): view, entry, your_turn, keep_alive (not
yielded), end (the last one), error. When the server closes an idle stream, `follow` reconnects after the last
version it saw, so a bot never misses or repeats an entry; a 429 waits for Retry-After.
"""
from __future__ import annotations

import json
import time
from collections.abc import Iterator
from typing import Any

import httpx

from .client import AuthenticatedClient, Client


def follow(client: Client | AuthenticatedClient, game_id: str, after: int | None = None,
           timeout: float = 300) -> Iterator[dict[str, Any]]:
    http = client.get_httpx_client()
    while True:
        params: dict[str, Any] = {"format": "ndjson", "timeout": timeout}
        if after is not None:
            params["after"] = after
        with http.stream("GET", f"/v1/games/{game_id}/feed", params=params,
                         timeout=httpx.Timeout(10.0, read=timeout + 30)) as response:
            if response.status_code == 429:
                time.sleep(float(response.headers.get("Retry-After", "1")))
                continue
            if response.status_code != 200:
                response.read()
                raise RuntimeError(f"feed refused: {response.status_code} {response.text}")
            for line in response.iter_lines():
                if not line:
                    continue
                item = json.loads(line)
                if item["type"] == "keep_alive":
                    continue
                if item["type"] in ("view", "entry"):
                    after = item["version"]
                yield item
                if item["type"] in ("end", "error"):
                    return
