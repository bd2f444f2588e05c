"""Questions about a state asked on behalf of one seat, cached for the life of one decide/legal call.

Supply (AC-SUPPLY), reinforcement chains (AC-REINFORCE-9), raid reach (AC-RAID-4..10), siege strength
(AC-SIEGE-9) and the routes of settle and besiege (AC-SETTLE-2/3) live here so the checks in `decide` and the
generators in `legal` share them.
"""
from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterator
from typing import TypeVar

from ..core import IllegalCommand, lazy
from .data import (
    CAPITAL,
    CARDS,
    LOCATIONS,
    OPPONENT,
    RAID_LINKS,
    SEA_BY_DATA,
    SEA_BY_SYMBOL,
    Card,
    supply_links,
)
from .state import State

T = TypeVar("T")
_SUPPLY_LINKS = {"data": supply_links(SEA_BY_DATA), "ship_symbol": supply_links(SEA_BY_SYMBOL)}


def name(location: str) -> str:
    return LOCATIONS[location].name


def card_name(card_id: str) -> str:
    return CARDS[card_id].name


class Query:
    def __init__(self, state: State, seat: str):
        self.state = state
        self.seat = seat
        self.opp = OPPONENT[seat]
        self.rules = state.rules
        self.links = _SUPPLY_LINKS[state.rules.sea_network]

    # -- hand and cards ----------------------------------------------------------------------------
    @property
    def hand(self) -> list[str]:
        return self.state.zones[self.seat]["hand"]

    def require_in_hand(self, *cards: str) -> None:
        """AC-CARD-9: cards are played from the hand, each card once (AC-CARD-5)."""
        if len(set(cards)) != len(cards):
            raise IllegalCommand("AC-CARD-5", "each card fulfils one requirement: the same card is named twice")
        hand = self.hand
        for c in cards:
            if c not in hand:
                raise IllegalCommand("AC-CARD-9", f"{card_name(c)} ({c}) is not in your hand")

    # -- supply ------------------------------------------------------------------------------------
    def chain(self, seat: str, capitals: tuple[str, ...]) -> frozenset[str]:
        """Locations `seat` controls that a chain of its controlled locations links to one of `capitals`.

        The capital anchors the chain whoever holds it (OQ-AC-7 'anchor'); under 'strict' it must be held
        and not besieged. A besieged location still links unless `besieged_links` is off (OQ-AC-6).
        """
        return self._memo(("chain", seat, capitals), lambda: self._chain(seat, capitals))

    def _memo(self, key: tuple[object, ...], compute: Callable[[], T]) -> T:
        """An answer derived from the board alone, kept in the state's memo until an event changes the board
        (State.memo): the search asks the same ones for every command it checks. Callers must not change it."""
        memo = self.state.memo
        found = memo.get(key)
        if found is None:
            found = memo[key] = compute()
        return found

    def _chain(self, seat: str, capitals: tuple[str, ...]) -> frozenset[str]:
        state, rules = self.state, self.rules
        owner = state.owner
        besieged = {sg["location"] for sg in state.sieges.values()}
        anchors = [c for c in capitals
                   if rules.capital_anchor == "anchor" or (owner.get(c) == seat and c not in besieged)]
        reached = {c for c in anchors if owner.get(c) == seat}
        queue = deque(anchors)
        links = self.links
        while queue:
            node = queue.popleft()
            for nb in links[node]:
                if nb in reached or owner.get(nb) != seat:
                    continue
                if nb in besieged and not rules.besieged_links:
                    continue
                reached.add(nb)
                queue.append(nb)
        return frozenset(reached)

    @lazy
    def usable_locations(self) -> frozenset[str]:
        """AC-SUPPLY-1..4: controlled, linked to the capital, not besieged."""
        def compute() -> frozenset[str]:
            besieged = {sg["location"] for sg in self.state.sieges.values()}
            return self.chain(self.seat, (CAPITAL[self.seat],)) - besieged

        return self._memo(("usable", self.seat), compute)

    def usable(self, card_id: str) -> bool:
        card = CARDS[card_id]
        return card.kind == "empire" or card.location in self.usable_locations

    def require_usable(self, card_id: str) -> None:
        card = CARDS[card_id]
        if card.kind == "empire" or card.location in self.usable_locations:
            return
        loc = card.location
        assert loc is not None
        if not self.state.controls(self.seat, loc):
            raise IllegalCommand("AC-SUPPLY-1", f"you do not control {name(loc)}, so its card cannot be used")
        if self.state.besieged(loc):
            raise IllegalCommand("AC-SUPPLY-3", f"{name(loc)} is under siege, so its card cannot be used")
        raise IllegalCommand(
            "AC-SUPPLY-2",
            f"{name(loc)} is not connected to {name(CAPITAL[self.seat])} through locations you control, "
            "so its card cannot be used",
        )

    @lazy
    def usable_hand(self) -> list[str]:
        """The cards in hand that may be played now (empire cards, usable location cards)."""
        return [c for c in self.hand if self.usable(c)]

    # -- sieges ------------------------------------------------------------------------------------
    def side_in(self, track: str) -> str | None:
        """'attacker' or 'defender' if the seat takes part in the siege on `track`."""
        if track not in self.state.sieges:
            return None
        return "attacker" if track == self.seat else "defender"

    def can_reinforce(self, track: str) -> bool:
        """AC-REINFORCE-9: a chain of controlled locations (no trails) from the capital to the besieged place."""
        location = self.state.sieges[track]["location"]
        capitals = self.rules.reinforce_capitals[self.seat]
        if location in capitals:
            return True
        nodes = self.chain(self.seat, capitals)
        if self.rules.capital_anchor == "anchor":
            nodes |= set(capitals)
        return any(nb in nodes for nb in self.links[location])

    def strength(self, card_id: str, track: str) -> int:
        """AC-SIEGE-9: military symbols, or 1 for a ship at a ship-symbol location, never both."""
        card = CARDS[card_id]
        location = self.state.sieges[track]["location"] if track in self.state.sieges else None
        return card_strength(card, location, defender=track != self.seat, natives=self.rules.natives_in_sieges)

    # -- raids -------------------------------------------------------------------------------------
    def raid_distances(self, max_range: int, forts: bool = True, sieges: bool = True) -> dict[str, int]:
        """Shortest raid path (links) from a location the seat controls to every location within range.

        AC-RAID-5 (no sea), AC-RAID-7, AC-RAID-8 (fortified locations stop a path; a path may start at one's
        own fortified location, OQ-AC-15), AC-RAID-9 (2nd edition: besieged locations). Turning `forts` or
        `sieges` off ignores that obstacle, to tell a player which rule stopped his raid.
        """
        return self._memo(("raid", self.seat, max_range, forts, sieges),
                          lambda: self._raid_distances(max_range, forts, sieges))

    def _raid_distances(self, max_range: int, forts: bool, sieges: bool) -> dict[str, int]:
        state, seat = self.state, self.seat
        limits = sieges and self.rules.raid_besieged_limits
        dist: dict[str, int] = {}
        queue: deque[str] = deque()
        for loc, who in state.owner.items():
            if who == seat and not (limits and state.besieged(loc)):
                dist[loc] = 0
                queue.append(loc)
        while queue:
            node = queue.popleft()
            d = dist[node]
            if d >= max_range:
                continue
            if d > 0 and not self._raid_passable(node, forts, limits):
                continue
            for nb in RAID_LINKS[node]:
                if nb not in dist:
                    dist[nb] = d + 1
                    queue.append(nb)
        return dist

    def _raid_passable(self, location: str, forts: bool, sieges: bool) -> bool:
        if forts and location in self.state.forts:
            return False
        if sieges:
            besieger = self.state.besieged(location)
            if besieger is not None and besieger != self.seat:
                return False
        return True

    def raid_target_problem(self, location: str) -> tuple[str, str] | None:
        """Why `location` can never be raided by this seat now (rule id, words), or None."""
        state = self.state
        if state.owner.get(location) != self.opp:
            return "AC-RAID-11", f"{name(location)} is not controlled by your opponent"
        if location in state.forts:
            return "AC-RAID-8", f"{name(location)} is fortified and cannot be raided"
        if self.rules.raid_besieged_limits and state.besieged(location):
            return "AC-RAID-9", f"{name(location)} is under siege and cannot be raided"
        return None


# -- routes: the first two cards of settle and besiege (AC-SETTLE-2/3, AC-SIEGE-3) ------------------------
def transports_to(card: Card, location: str) -> list[str]:
    """The transports by which a location card's printed list reaches `location` (AC-SETTLE-2)."""
    return [t for t, dests in card.connections.items() if location in dests]


def check_route(q: Query, via: str, transport: str, location: str, rule: str) -> None:
    """Cards 1 and 2 of settle and besiege: a usable connected location card and the matching transport."""
    v = CARDS[via]
    if v.kind != "location":
        raise IllegalCommand(rule, f"the first card must be a location card connected to {name(location)}; "
                                   f"{v.name} is an empire card")
    q.require_usable(via)
    modes = transports_to(v, location)
    if not modes:
        raise IllegalCommand(rule, f"{name(location)} is not connected to your {v.name} card")
    t = CARDS[transport]
    if not any(t.has(m) for m in modes):
        raise IllegalCommand(
            "AC-SETTLE-3" if rule == "AC-SETTLE-2" else "AC-SIEGE-3",
            f"{v.name} reaches {name(location)} by {' or '.join(modes)}: the second card must show that symbol, "
            f"and {t.name} does not",
        )
    q.require_usable(transport)


def routes(q: Query, usable_hand: list[str], target: Callable[[str], bool]) -> Iterator[tuple[str, str, str]]:
    """(location, via, transport), each once, for every usable location card in hand and every card that
    carries its transport (a location listed under two transports is reached once per carrier), to the
    locations `target` accepts (asked once per location)."""
    accepted: dict[str, bool] = {}
    for via in usable_hand:
        v = CARDS[via]
        seen: set[tuple[str, str]] = set()
        for mode, dests in v.connections.items():
            open_dests = []
            for loc in dests:
                ok = accepted.get(loc)
                if ok is None:
                    ok = accepted[loc] = target(loc)
                if ok:
                    open_dests.append(loc)
            if not open_dests:
                continue
            carriers = [t for t in usable_hand if t != via and CARDS[t].has(mode)]
            for loc in open_dests:
                for t in carriers:
                    if (loc, t) not in seen:
                        seen.add((loc, t))
                        yield loc, via, t


def card_strength(card: Card, location: str | None, defender: bool, natives: bool = False) -> int:
    """AC-SIEGE-9; with `natives` (AC-VAR-15, natives_in_sieges) a Native Americans card is worth 1."""
    if card.role == "fortification" and not defender:
        return 0  # AC-REINFORCE-8: the Fortification card helps the defender only
    if natives and card.native:
        return 1
    ship = 1 if card.ship and location is not None and LOCATIONS[location].ship else 0
    return max(card.military, ship)
