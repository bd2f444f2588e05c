"""What the acres bots know about a position before scoring commands: card worths, the score, the pieces
left, the odds of the opponent's hidden hand (from the pool of his hand and deck only, never its split),
and projections of the running sieges. Shared by the heuristic, the rollout policy and `evaluate`.

Units: everything is in victory points of the final margin, so a settle, a raid and a siege compare.
"""
from __future__ import annotations

import math
from collections.abc import Callable

from ...core import lazy
from ..data import CARDS, LOCATIONS, OPPONENT, SEATS, Card
from ..query import Query, card_strength
from ..scoring import captured_points, scores
from ..state import State

# a won siege (or, 2nd edition, a settle) of the enemy capital ends the game (AC-END-1/2)
ENEMY_CAPITALS = {"british": ("quebec",), "french": ("boston", "new-york")}
CAPITAL_STAKE = 40.0


def sigmoid(x: float) -> float:
    if x < -30:
        return 0.0
    return 1.0 / (1.0 + math.exp(-x))


def _worth(c: Card) -> float:
    """How much holding a card in one's deck is worth, before the plan: used to pick the cards to spend,
    lose or give back (cheapest first) and as the base of a draft's value."""
    w = 0.3 * c.money + (0.4 if c.fur else 0.0) + 0.8 * c.military
    w += 0.5 if c.settler else 0.0
    w += 0.25 * sum((c.bateaux, c.wagon, c.ship))
    w += 0.05 * sum(len(d) for d in c.connections.values())
    if c.raid == "card":
        w += 0.8
    w += 0.2 * (c.block_raid + c.block_ambush)
    w += {"home_support": 1.0, "governor": 0.4, "intendant": 0.6, "military_leader": 0.4, "priest": 0.4,
          "trader": 0.5, "siege_artillery": 0.0, "fortification": 0.3}.get(c.role or "", 0.0)
    return w


WORTH: dict[str, float] = {cid: _worth(c) for cid, c in CARDS.items()}
DEAD = 0.35  # a card worth less than this mostly takes a hand slot (Kennebec, bare forts)


def money_value(money: int) -> float:
    """What one more coin is worth: much when broke, little when rich."""
    return 0.35 if money < 4 else 0.25 if money < 8 else 0.15 if money < 14 else 0.06


def money_worth(money: int) -> float:
    """What `money` coins are worth together (the sum of `money_value` of each coin)."""
    return 0.35 * min(money, 4) + 0.25 * min(max(money - 4, 0), 4) + 0.15 * min(max(money - 8, 0), 6) \
        + 0.06 * max(money - 14, 0)


def hypergeom_any(pool: int, matching: int, drawn: int) -> float:
    """P(at least one of `matching` cards among `drawn` dealt from `pool`)."""
    if matching <= 0 or drawn <= 0:
        return 0.0
    if drawn > pool - matching:
        return 1.0
    miss = 1.0
    for i in range(drawn):
        miss *= (pool - matching - i) / (pool - i)
    return 1.0 - miss


class Situation:
    """A position seen by `seat`: cheap facts computed on first use, shared by all the commands scored."""

    def __init__(self, state: State, seat: str, careful: bool = True):
        self.state = state
        self.seat = seat
        self.careful = careful  # False: skip the costlier judgements (raid exposure), as playouts do
        self.opp = OPPONENT[seat]
        self.q = Query(state, seat)
        self.money = state.money[seat]
        self.hand = state.zones[seat]["hand"]
        self.natives = state.rules.natives_in_sieges  # AC-VAR-15: Native Americans add 1 to a siege
        # siege judgements, asked once per place and side
        self._reinforce_nodes_of: dict[str, frozenset[str]] = {}
        self._push_of: dict[tuple[str, str, bool], float] = {}
        self._rate_of: dict[tuple[str, str, bool], float] = {}

    @lazy
    def usable(self) -> frozenset[str]:
        return frozenset(self.q.usable_hand)

    @lazy
    def totals(self) -> dict[str, int]:
        table = scores(self.state)
        return {s: table[s]["total"] for s in SEATS}

    @lazy
    def lead(self) -> float:
        """My margin; the French win ties (AC-SCORE-4), worth half a point."""
        diff = self.totals[self.seat] - self.totals[self.opp]
        return diff + (0.5 if self.seat == "french" else -0.5)

    @lazy
    def opp_pool(self) -> list[str]:
        """The opponent's hand and deck together: all that `seat` may know of them (see sample.py)."""
        zones = self.state.zones[self.opp]
        return zones["hand"] + zones["deck"]

    @property
    def opp_hand_size(self) -> int:
        return len(self.state.zones[self.opp]["hand"])

    def opp_may_hold(self, predicate: Callable[[Card], bool]) -> float:
        """The chance that the opponent's hand holds a card of the kind, from the pool alone."""
        pool = self.opp_pool
        matching = sum(1 for c in pool if predicate(CARDS[c]))
        return hypergeom_any(len(pool), matching, self.opp_hand_size)

    @lazy
    def owned_names(self) -> dict[str, int]:
        """How many cards of each name `seat` owns (hand, deck, discard, reserve, sieges)."""
        counts: dict[str, int] = {}
        zones = self.state.zones[self.seat]
        cards = zones["hand"] + zones["deck"] + zones["discard"] + zones["reserve"]
        for siege in self.state.sieges.values():
            cards = cards + siege["cards"][self.seat]
        for c in cards:
            name = CARDS[c].name
            counts[name] = counts.get(name, 0) + 1
        return counts

    @lazy
    def deck_size(self) -> int:
        zones = self.state.zones[self.seat]
        return len(zones["hand"]) + len(zones["deck"]) + len(zones["discard"])

    @lazy
    def turns_left(self) -> float:
        """A rough count of my turns before AC-END-4 ends the game: pieces and captures run out."""
        s = self.state
        left = min(min(s.cubes[x], 2 * s.discs[x]) for x in SEATS)
        capture = min(12 - captured_points(s, x) for x in SEATS) / 2
        return max(1.0, min(left * 0.9, capture * 1.5, 25.0))

    def money_value(self, money: int | None = None) -> float:
        return money_value(self.money if money is None else money)

    @lazy
    def opp_raid_zone(self) -> frozenset[str]:
        """The places the opponent could raid with two cards (held by anyone), if he owns a raid card."""
        if not self.opp_raiders:
            return frozenset()
        q = Query(self.state, self.opp)
        return frozenset(q.raid_distances(2 + self.state.rules.raid_range_bonus))

    def exposure(self, location: str, piece: str) -> float:
        """What a piece of mine on `location` may expect to lose to the opponent's raids."""
        if not self.careful or location not in self.opp_raid_zone or location in self.state.forts:
            return 0.0
        vp = LOCATIONS[location].vp
        loss = 4 + vp if piece == "disc" else 2 + vp
        return 0.4 * min(1.0, self.opp_raiders / 3) * loss

    @lazy
    def opp_raiders(self) -> int:
        """Raid cards in the opponent's whole deck (hand, deck, discard)."""
        zones = self.state.zones[self.opp]
        return sum(1 for c in zones["hand"] + zones["deck"] + zones["discard"] if CARDS[c].raid == "card")

    @lazy
    def my_blockers(self) -> int:
        zones = self.state.zones[self.seat]
        return sum(1 for c in zones["hand"] + zones["deck"] + zones["discard"] if CARDS[c].block_raid)

    @lazy
    def opp_military(self) -> int:
        """The military symbols in the opponent's whole deck (hand, deck and discard)."""
        zones = self.state.zones[self.opp]
        return sum(CARDS[c].military for c in zones["hand"] + zones["deck"] + zones["discard"])

    # -- sieges ------------------------------------------------------------------------------------
    def can_reinforce_at(self, seat: str, location: str) -> bool:
        """AC-REINFORCE-9 for a siege of `location`, running or not (Query.can_reinforce needs one)."""
        if location in self.state.rules.reinforce_capitals[seat]:
            return True
        return any(nb in self._reinforce_nodes(seat) for nb in self.q.links[location])

    def _reinforce_nodes(self, seat: str) -> frozenset[str]:
        """The places a siege next to which `seat` may reinforce (his chain from a reinforcement capital)."""
        if seat not in self._reinforce_nodes_of:
            rules = self.state.rules
            capitals = rules.reinforce_capitals[seat]
            q = self.q if seat == self.seat else Query(self.state, seat)
            nodes = q.chain(seat, capitals)
            if rules.capital_anchor == "anchor":
                nodes |= set(capitals)
            self._reinforce_nodes_of[seat] = nodes
        return self._reinforce_nodes_of[seat]

    def push(self, seat: str, location: str, defender: bool) -> float:
        """The strength `seat` may expect to add to a siege of `location` in its coming turn: for the
        opponent estimated from his pool, for `self.seat` read from the hand."""
        key = (seat, location, defender)
        if key not in self._push_of:
            self._push_of[key] = self._push(seat, location, defender)
        return self._push_of[key]

    def _push(self, seat: str, location: str, defender: bool) -> float:
        if not self.can_reinforce_at(seat, location):
            return 0.0
        if seat == self.seat:
            strengths = sorted((card_strength(CARDS[c], location, defender, self.natives) for c in self.hand),
                               reverse=True)
            return float(sum(strengths[:2]))
        pool = self.opp_pool
        if not pool:
            return 0.0
        share = min(1.0, self.opp_hand_size / len(pool))
        owner = self.state.owner
        cards = (CARDS[c] for c in pool)  # empire cards, and the cards of the other places `seat` holds
        strengths = sorted((card_strength(card, location, defender, self.natives) for card in cards
                            if card.location is None
                            or (card.location != location and owner.get(card.location) == seat)), reverse=True)
        return min(float(sum(strengths[:2])), share * sum(strengths))

    def stake(self, location: str, attacker: str) -> float:
        """What winning a siege of `location` is worth to `attacker` (and costs the defender)."""
        if location in ENEMY_CAPITALS[attacker]:
            return CAPITAL_STAKE
        loc = LOCATIONS[location]
        piece = self.state.piece.get(location, "cube")
        capture = 4 if piece == "disc" else 2
        lost = loc.vp * (2 if piece == "disc" else 1)
        gained = 0.7 * loc.vp
        return capture + lost + gained + STRATEGIC.get((attacker, location), 0.0)

    def rate(self, seat: str, location: str, defender: bool) -> float:
        """The strength per turn `seat` may expect to bring to a siege of `location` over the next rounds:
        a hand's share of the military in his whole deck (hand, deck, discard), at most two cards."""
        key = (seat, location, defender)
        if key not in self._rate_of:
            zones = self.state.zones[seat]
            cycle = zones["hand"] + zones["deck"] + zones["discard"]
            if not cycle or not self.can_reinforce_at(seat, location):
                self._rate_of[key] = 0.0
            else:
                strengths = sorted((card_strength(CARDS[c], location, defender, self.natives) for c in cycle),
                                   reverse=True)
                self._rate_of[key] = min(float(sum(strengths[:2])), 5 / max(5, len(cycle)) * sum(strengths))
        return self._rate_of[key]

    def attacker_odds_vs(self, location: str, value: int) -> float:
        """My chance, attacking `location` with the track at `value` after my turn, of winning it: at my next
        check once the defender has answered with what his pool promises, or in the rounds after when my
        deck brings more strength than his."""
        if value <= -1:
            return 0.0
        expected = self.push(self.opp, location, defender=True)
        now = sigmoid((value - 1.5 - expected) * 1.7 / (0.5 + 0.5 * expected))
        survive = sigmoid((value - expected + 0.5) * 1.7)
        drift = self.rate(self.seat, location, False) - self.rate(self.opp, location, True)
        return now + (1 - now) * survive * 0.6 * sigmoid(1.5 * drift)

    def attacker_odds(self, track: str, value: int) -> float:
        """The same for the running siege on `track`, when I attack it."""
        return self.attacker_odds_vs(self.state.sieges[track]["location"], value)

    def defender_loss_odds(self, track: str, value: int) -> float:
        """My chance of losing the siege on `track` that I defend, the track at `value` after my turn."""
        if value >= 2:
            return 1.0
        location = self.state.sieges[track]["location"]
        expected = self.push(track, location, defender=False)
        now = sigmoid((value + expected - 1.5) * 1.7 / (0.5 + 0.5 * expected))
        survive = sigmoid((expected + value + 0.5) * 1.7)
        drift = self.rate(track, location, False) - self.rate(self.seat, location, True)
        return now + (1 - now) * survive * 0.6 * sigmoid(1.5 * drift)


# draft priorities per plan (before diminishing returns, money and the clog of a bigger deck)
FIT: dict[str, dict[str, float]] = {
    "british": {"Regular Infantry": 3.2, "Siege Artillery": 1.6, "Ships": 1.3, "Military Leader": 1.2,
                "Settlers": 1.2, "Home Support": 1.6, "Rangers": 1.6, "Militia": 0.9, "Fortification": 0.6,
                "Governor": 0.6, "Indian Leader": 0.2, "Bateaux": 0.7, "Trader": 0.9, "Native Americans": 1.5},
    "french": {"Native Americans": 1.9, "Coureurs de Bois": 2.4, "Militia": 1.3, "Priest": 0.7,
               "Regular Infantry": 1.9, "Fortification": 1.5, "Trader": 1.6, "Intendant": 1.0, "Home Support": 1.5,
               "Ships": 0.7, "Siege Artillery": 0.6, "Military Leader": 0.9, "Governor": 0.5, "Bateaux": 0.6,
               "Settlers": 1.0},
}

DIMINISH = {"Regular Infantry": 0.25, "Native Americans": 0.4, "Militia": 0.4}  # cards worth having several of


# places worth more than their points to a plan: the British road to Quebec (Halifax, Louisbourg, the lake
# route), the French hold on the sea lanes and the fur forts
STRATEGIC: dict[tuple[str, str], float] = {
    ("british", "halifax"): 3.0, ("british", "louisbourg"): 5.0, ("british", "albany"): 1.5,
    ("british", "fort-william-henry"): 1.0, ("british", "ticonderoga"): 1.0, ("british", "fort-st-john"): 2.0,
    ("british", "tadoussac"): 3.0, ("british", "trois-rivieres"): 3.0, ("british", "port-royal"): 1.5,
    ("british", "canso"): 0.5, ("british", "gaspe"): 1.0, ("british", "montreal"): 2.0,
    ("french", "halifax"): 2.0, ("french", "fort-beausejour"): 0.5, ("french", "canso"): 0.5,
    ("french", "pemaquid"): 1.0, ("french", "albany"): 1.5, ("french", "deerfield"): 1.0,
    ("french", "fort-frontenac"): 0.5, ("french", "fort-niagara"): 0.5, ("french", "detroit"): 0.5,
    ("french", "fort-st-john"): 1.0, ("french", "ticonderoga"): 0.5, ("french", "fort-william-henry"): 0.5,
}


__all__ = ["CAPITAL_STAKE", "DEAD", "DIMINISH", "FIT", "STRATEGIC", "WORTH", "Situation", "hypergeom_any",
           "money_value", "money_worth", "sigmoid"]
