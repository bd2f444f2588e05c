"""Registered players: a name, whether it is a bot, and one bearer token (shown once, stored hashed, rotated or
revoked by its holder). A player takes seats in games (api/lobby.py) and is rated per game type; anonymous
games keep their seat tokens (api/service.py). The keys are api/store.py's (`register_player`...)."""
from __future__ import annotations

import re
import secrets
from dataclasses import dataclass
from typing import Any

from .game import token_hash
from .problem import Problem
from .service import BadRequest
from .store import Store, now_ms

TOKEN_PREFIX = "tbp_"  # a player token says what it is: a seat token never starts so (api/http/common.py)
NAME = re.compile(r"[A-Za-z][A-Za-z0-9_-]{1,29}")  # 2 to 30 characters, a letter first
AI_PREFIX = "ai-"  # the AI levels are rated players "ai-random", "ai-heuristic", "ai-search" (never registered)
CHALLENGE = {"WWW-Authenticate": "Bearer"}


@dataclass(frozen=True)
class Player:
    id: str  # the name in lower case: names are unique whatever their case
    name: str
    bot: bool
    created_at: int
    revoked: bool = False

    def public(self) -> dict[str, Any]:
        return {"player_id": self.id, "name": self.name, "bot": self.bot, "created_at": self.created_at,
                "revoked": self.revoked}


def player_id(name: str) -> str:
    return name.lower()


def is_player_token(token: str) -> bool:
    return token.startswith(TOKEN_PREFIX)


def new_token() -> str:
    return TOKEN_PREFIX + secrets.token_urlsafe(32)  # 256 random bits


def ai_player(level: str) -> str:
    """The rated player an AI level is (ratings, leaderboards)."""
    return AI_PREFIX + level


class Players:
    def __init__(self, store: Store):
        self.store = store

    def register(self, name: str, bot: bool) -> tuple[Player, str]:
        """A new player and its token (shown once). Raises BadRequest: a bad name (invalid_name) or a name
        taken (name_taken, 409), whatever its case."""
        if not NAME.fullmatch(name) or name.lower().startswith(AI_PREFIX):
            raise BadRequest("invalid_name", "a name is 2 to 30 letters, digits, '_' or '-', a letter first, and "
                                             f"does not start with {AI_PREFIX!r}")
        token, created = new_token(), now_ms()
        profile = {"name": name, "bot": "1" if bot else "0", "created_at": str(created)}
        if not self.store.register_player(player_id(name), token_hash(token), profile):
            raise BadRequest("name_taken", f"the name {name!r} is taken", 409)
        return Player(player_id(name), name, bot, created), token

    def get(self, pid: str) -> Player:
        """Raises BadRequest (player_not_found, 404)."""
        raw = self.store.player(pid.lower()) if NAME.fullmatch(pid) else None
        if raw is None:
            raise BadRequest("player_not_found", f"no player {pid!r}", 404)
        return _player(pid.lower(), raw)

    def authenticate(self, token: str) -> Player:
        """The player a bearer token opens. Raises Problem 401: an unknown token (unauthorized), or one that was
        rotated away or revoked (token_revoked)."""
        owner = self.store.token_owner(token_hash(token)) if is_player_token(token) else None
        if owner is None:
            raise Problem(401, "unauthorized", "this token opens no player", headers=CHALLENGE)
        if owner.startswith("revoked:"):
            raise Problem(401, "token_revoked", "this player token was rotated or revoked: use the newest one",
                          headers=CHALLENGE)
        raw = self.store.player(owner)
        if raw is None or raw.get("token_hash") != token_hash(token):  # a rotation that raced this request
            raise Problem(401, "token_revoked", "this player token was rotated or revoked", headers=CHALLENGE)
        return _player(owner, raw)

    def rotate(self, token: str) -> tuple[Player, str]:
        """A new token for the holder of `token`, which stops working (it answers token_revoked from now)."""
        player = self.authenticate(token)
        fresh = new_token()
        if not self.store.replace_token(player.id, token_hash(token), token_hash(fresh)):
            raise Problem(401, "token_revoked", "this player token was rotated meanwhile", headers=CHALLENGE)
        return player, fresh

    def revoke(self, token: str) -> Player:
        """The player's token stops working, and no new one can be had: the account is closed (its games and
        ratings stay). Rotate instead to keep playing."""
        player = self.authenticate(token)
        if not self.store.replace_token(player.id, token_hash(token), None):
            raise Problem(401, "token_revoked", "this player token was rotated meanwhile", headers=CHALLENGE)
        return player


def _player(pid: str, raw: dict[str, str]) -> Player:
    return Player(pid, raw["name"], raw.get("bot") == "1", int(raw["created_at"]), bool(raw.get("revoked_at")))


__all__ = ["AI_PREFIX", "TOKEN_PREFIX", "Player", "Players", "ai_player", "is_player_token", "new_token",
           "player_id"]
