"""A game created once per Idempotency-Key (POST /v1/games): what the store keeps of a create request, and how
the first answer's tokens are kept without the store holding a usable token.

A request is its caller's `scope` (a player, or an anonymous client's address), its key and its body. The store
keeps, for 24 hours (KEEP_MS), two things (api/store.py):

- a reservation in a slot of its own, named by a hash of scope and key: the game id the request creates and a
  hash of the whole request (a retry with another body is told `idempotency_key_reused`); no secret;
- beside the game (its own slot, written by the same script as the game, so a game never exists without it):
  the first answer's seat and owner tokens, encrypted with a key derived from scope, key and body. The
  server never stores that key: only a caller who sends the same key and body again can read the tokens, so a
  copy of the store alone reveals none (as the tokens' hashes reveal none). Keys must be unguessable (random,
  e.g. a UUID4): scope, key and body are all a retry needs, and a body is often easy to guess.
"""
from __future__ import annotations

import hashlib
import hmac
import json
from dataclasses import dataclass

KEEP_MS = 24 * 3600 * 1000  # how long a create request's key and first answer are kept


@dataclass(frozen=True)
class Once:
    name: str  # the reservation's name: a hash of scope and key
    request: str  # a hash of scope, key and body: the same request
    secret: bytes  # encrypts the first answer's tokens; never stored

    @classmethod
    def of(cls, scope: str, key: str, body: object) -> Once:
        head = json.dumps([scope, key])
        whole = json.dumps([scope, key, body], sort_keys=True, separators=(",", ":"), default=str)
        return cls(_h("name", head).hex(), _h("request", whole).hex(), _h("secret", whole))

    def seal(self, game_id: str, tokens: dict[str, str], owner: str) -> str:
        """The tokens of the first answer, encrypted (hex) for the game `game_id` (each game's stream is its own)."""
        plain = json.dumps({"tokens": tokens, "owner": owner}).encode()
        return bytes(a ^ b for a, b in zip(plain, self._stream(game_id, len(plain)))).hex()

    def open(self, game_id: str, sealed: str) -> tuple[dict[str, str], str]:
        cipher = bytes.fromhex(sealed)
        found = json.loads(bytes(a ^ b for a, b in zip(cipher, self._stream(game_id, len(cipher)))))
        return found["tokens"], found["owner"]

    def _stream(self, game_id: str, n: int) -> bytes:
        """HMAC-SHA256 in counter mode: a key stream never used twice (one game id, one answer)."""
        blocks = (hmac.new(self.secret, f"{game_id}:{i}".encode(), hashlib.sha256).digest() for i in range(n // 32 + 1))
        return b"".join(blocks)[:n]


def _h(purpose: str, text: str) -> bytes:
    return hashlib.sha256(f"tabula-create-{purpose}\0{text}".encode()).digest()


__all__ = ["KEEP_MS", "Once"]
