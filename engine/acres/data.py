"""Board and card facts, loaded once from data/acres.json (the single place where they are written down)."""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

SEATS = ("british", "french")
OPPONENT = {"british": "french", "french": "british"}
TRANSPORTS = ("bateaux", "wagon", "ship")

_RAW = json.loads((Path(__file__).parent / "data" / "acres.json").read_text(encoding="utf-8"))


@dataclass(frozen=True)
class Location:
    id: str
    name: str
    vp: int
    settler: bool  # settling needs a settler card
    ship: bool  # ship cards count +1 in a siege here
    sea: bool  # member of the all-to-all sea network (supply and reinforcement chains)
    defence: int
    start_owner: str | None
    start_piece: str | None


@dataclass(frozen=True)
class Card:
    id: str
    side: str  # british | french | neutral
    kind: str  # location | empire
    name: str
    deck: str  # start | available | neutral
    location: str | None = None
    connections: dict[str, tuple[str, ...]] = field(default_factory=dict)
    money: int = 0
    fur: bool = False
    settler: bool = False
    military: int = 0
    ship: bool = False
    bateaux: bool = False
    wagon: bool = False
    cost: int = 0
    ambush_symbol: bool = False
    raid: str | None = None  # "card" launches a raid; "extender" only adds range
    ambush: bool = False
    block_raid: bool = False
    block_ambush: bool = False
    native: bool = False
    role: str | None = None  # fortification, siege_artillery, military_leader, home_support, ...
    play_cost: int = 0
    retired_in_second_edition: bool = False  # the French Bateaux: out of play unless an option brings it back

    def has(self, transport: str) -> bool:
        return bool(getattr(self, transport))


LOCATIONS: dict[str, Location] = {
    lid: Location(
        id=lid, name=raw["name"], vp=raw["vp"], settler=raw["settler"], ship=raw["ship"], sea=raw["sea"],
        defence=raw["defence"], start_owner=(raw["start"] or {}).get("owner"),
        start_piece=(raw["start"] or {}).get("piece"),
    )
    for lid, raw in _RAW["locations"].items()
}


def _card(raw: dict[str, Any]) -> Card:
    fields = {k: v for k, v in raw.items() if k in Card.__dataclass_fields__}
    if "connections" in fields:
        fields["connections"] = {t: tuple(dests) for t, dests in fields["connections"].items()}
    return Card(**fields)


CARDS: dict[str, Card] = {raw["id"]: _card(raw) for raw in _RAW["cards"]}
LOCATION_CARD: dict[tuple[str, str], str] = {
    (c.side, c.location): c.id for c in CARDS.values() if c.kind == "location" and c.location
}

COMPONENTS = _RAW["components"]
CUBES: dict[str, int] = COMPONENTS["cubes"]
DISCS: dict[str, int] = COMPONENTS["discs"]
FORTIFICATIONS: int = COMPONENTS["fortifications"]
START_MONEY: dict[str, int] = COMPONENTS["money"]
HAND_SIZE: int = COMPONENTS["hand_size"]
RESHUFFLE_COST = 1  # AC-VAR-0 (Yucata option 0): the price of the end-of-turn refill's reshuffle
RESHUFFLE_PENALTY = 2  # AC-VAR-0: the cards discarded after the refill instead, by a player who cannot pay
CAPITAL: dict[str, str] = COMPONENTS["capitals"]
SIEGE_TRACK: dict[str, tuple[int, int]] = {s: (_RAW["siege_tracks"][s][0], _RAW["siege_tracks"][s][1]) for s in SEATS}


def _links(kinds: set[str]) -> dict[str, tuple[str, ...]]:
    adj: dict[str, set[str]] = {lid: set() for lid in LOCATIONS}
    for a, b, kind in _RAW["board_links"]:
        if kind in kinds:
            adj[a].add(b)
            adj[b].add(a)
    return {lid: tuple(sorted(n)) for lid, n in adj.items()}


# Raids use every drawn link except the sea; supply and reinforcement chains use every link but trails.
RAID_LINKS = _links({"river_or_lake", "road", "land", "trail"})
LAND_LINKS = _links({"river_or_lake", "road", "land"})


def supply_links(sea_members: frozenset[str]) -> dict[str, tuple[str, ...]]:
    """Land links plus the sea: every member of the sea network links to every other (sorted: iteration
    order must not depend on string hashing, or legal_commands would change order between processes)."""
    return {
        lid: tuple(sorted(set(LAND_LINKS[lid]) | (sea_members - {lid} if lid in sea_members else set())))
        for lid in LOCATIONS
    }


SEA_BY_DATA = frozenset(lid for lid, loc in LOCATIONS.items() if loc.sea)
SEA_BY_SYMBOL = frozenset(lid for lid, loc in LOCATIONS.items() if loc.ship)


def piece_value(piece: str) -> int:
    """Points for a captured piece: a village cube is worth 2, a town disc 4."""
    return 4 if piece == "disc" else 2
