"""The heuristic's judgement: a score for each legal command, in victory points of the final margin
(plan.py explains the units). The bot plays the best one; nothing here changes the state.

The plans it encodes: expand cheaply where the points and the routes are; the British turn money into
Regular Infantry and besiege along Halifax, Louisbourg and Quebec; the French raid with Native Americans and
Coureurs de Bois and defend with blocks and fortifications; both start a siege only when the track and the
cards they hold make it likely to win, reinforce the sieges that can still be won, and end the game by
running out of pieces when ahead.
"""
from __future__ import annotations

from collections.abc import Callable

from ...core import Json
from ..act_siege import clamp, defence
from ..data import CARDS, LOCATION_CARD, LOCATIONS, OPPONENT, Card
from ..query import card_strength, routes
from ..scoring import captured_points
from .plan import DEAD, DIMINISH, ENEMY_CAPITALS, FIT, STRATEGIC, WORTH, Situation, sigmoid


def spend(cards: list[str]) -> float:
    """Played cards come back with the next reshuffle: spending the cheap ones is a small preference."""
    return 0.12 * sum(WORTH[c] for c in cards)


def ending(sit: Situation, gain: float) -> float:
    """An action that empties my cube or disc stock ends the game at my next turn (AC-END-4 (a)): worth
    much when that wins, a disaster when it loses (less so as a long game drags on: it has to end)."""
    value = (2 * sigmoid(sit.lead + gain - 2.0) - 1) * 12
    return value if value > 0 else value * max(0.0, 1 - drag(sit) / 4)


def drag(sit: Situation) -> float:
    """A bonus for placing pieces once a game runs long (past turn 120 of a usual 60-90), so that two
    cautious players still bring it to its end (AC-END-4)."""
    return max(0, sit.state.turn - 120) * 0.1


def _rest_strength(sit: Situation, location: str, attacker: bool, exclude: set[str], slots: int) -> int:
    """The best strength `slots` more cards from hand could add to a siege of `location` (money allowing)."""
    money = sit.money
    values = []
    for c in sit.hand:
        if c in exclude or c not in sit.usable:
            continue
        card = CARDS[c]
        if card.role == "military_leader" or card.play_cost > money:
            continue
        values.append(card_strength(card, location, defender=not attacker, natives=sit.natives))
    values.sort(reverse=True)
    leader = any(CARDS[c].role == "military_leader" and c not in exclude for c in sit.hand)
    return sum(values[:max(0, slots)]) + (1 if leader else 0)


# -- expansion ------------------------------------------------------------------------------------
def settle(sit: Situation, cmd: Json) -> float:
    seat, loc, state = sit.seat, cmd["location"], sit.state
    cards = [cmd["via"], cmd["transport"]] + ([cmd["settler"]] if cmd.get("settler") else [])
    own = LOCATION_CARD.get((seat, loc))
    if state.owner.get(loc) == seat:  # a re-settle only takes back the card (OQ-AC-20)
        return 0.4 * WORTH.get(own or "", 0) - 0.2 - spend(cards)
    if state.rules.settle_wins and loc in ENEMY_CAPITALS[seat]:
        return 100.0
    value = LOCATIONS[loc].vp + STRATEGIC.get((seat, loc), 0.0) * min(1.0, sit.turns_left / 6)
    value -= sit.exposure(loc, "cube")
    if own in state.avail_locations[seat]:
        value += 0.35 * WORTH[own] - 6.0 / max(8, sit.deck_size)
    if state.cubes[seat] == 1:
        value += ending(sit, LOCATIONS[loc].vp)
    return value + 0.3 + drag(sit) - spend(cards)


def develop(sit: Situation, cmd: Json) -> float:
    loc = CARDS[cmd["location_card"]].location
    assert loc is not None
    vp = LOCATIONS[loc].vp
    value = vp - 0.3 - sit.exposure(loc, "disc") + sit.exposure(loc, "cube")
    if sit.state.discs[sit.seat] == 1:
        value += ending(sit, vp)
    return value + drag(sit) - spend([cmd["location_card"], cmd["settler"]])


def fortify(sit: Situation, cmd: Json) -> float:
    loc = CARDS[cmd["location_card"]].location
    assert loc is not None
    value = 2 * sit.exposure(loc, sit.state.piece.get(loc, "cube"))
    if loc in ("quebec", "boston", "new-york", "louisbourg"):
        value += 1.5 + 0.15 * sit.opp_military
    return value - 3 * sit.money_value(sit.money - 3) - spend([cmd["location_card"]])


# -- aggression -----------------------------------------------------------------------------------
def besiege(sit: Situation, cmd: Json) -> float:
    loc, military = cmd["location"], cmd["military"]
    state, seat = sit.state, sit.seat
    strength = card_strength(CARDS[military], loc, defender=False, natives=sit.natives)
    start = clamp(state.rules, seat, clamp(state.rules, seat, -defence(sit.q, loc)) + strength)
    used = {cmd["via"], cmd["transport"], military}
    more = _rest_strength(sit, loc, True, used, state.actions_left - 1)
    value = clamp(state.rules, seat, start + more)
    odds = sit.attacker_odds_vs(loc, value)
    stake = sit.stake(loc, seat)
    cost = CARDS[military].play_cost
    return (odds * stake - (1 - odds) * 2.0 + stall(sit) - spend([cmd["via"], cmd["transport"]])
            - cost * sit.money_value())


def stall(sit: Situation) -> float:
    """A running siege keeps the game going (AC-END-4 (b), and (a) in most texts): worth much to the player
    who is behind when his opponent is about to end it with his captures."""
    if sit.state.sieges or sit.lead >= 0:
        return 0.0
    return 4.0 if captured_points(sit.state, sit.opp) >= 10 else 0.0


def _siege_gain(sit: Situation, track: str, strength: int, exclude: set[str], slots: int) -> float:
    state, seat = sit.state, sit.seat
    siege = state.sieges[track]
    loc, now = siege["location"], siege["value"]
    stake = sit.stake(loc, track)
    if track == seat:
        rest = _rest_strength(sit, loc, True, exclude, slots)
        before = sit.attacker_odds(track, clamp(state.rules, track, now + rest))
        after = sit.attacker_odds(track, clamp(state.rules, track, now + strength + rest))
        return stake * (after - before)
    rest = _rest_strength(sit, loc, False, exclude, slots)
    before = sit.defender_loss_odds(track, clamp(state.rules, track, now - rest))
    after = sit.defender_loss_odds(track, clamp(state.rules, track, now - strength - rest))
    return stake * (before - after)


def reinforce(sit: Situation, cmd: Json) -> float:
    track, card = cmd["siege"], cmd["card"]
    loc = sit.state.sieges[track]["location"]
    strength = card_strength(CARDS[card], loc, defender=track != sit.seat, natives=sit.natives)
    gain = _siege_gain(sit, track, strength, {card}, sit.state.actions_left - 1)
    return gain - 0.1 * WORTH[card] - CARDS[card].play_cost * sit.money_value()


def military_leader(sit: Situation, cmd: Json) -> float:
    return _siege_gain(sit, cmd["siege"], 1, {cmd["card"]}, sit.state.actions_left) - 0.05


def withdraw(sit: Situation, cmd: Json) -> float:
    track = cmd["siege"]
    if track != sit.seat:
        return -50.0  # a defender's withdrawal surrenders the place (OQ-AC-22)
    siege = sit.state.sieges[track]
    best = siege["value"] + _rest_strength(sit, siege["location"], True, set(), sit.state.actions_left)
    if sit.lead < 0 and captured_points(sit.state, sit.opp) >= 10:
        return -1.0  # even a lost siege holds off the opponent's end by captures
    return 0.5 if best <= -1 else -1.0


def raid_loss(sit: Situation, loc: str, victim: str) -> float:
    """What an unblocked raid on `loc` costs its owner: the captured piece and the points lost."""
    state = sit.state
    vp = LOCATIONS[loc].vp
    if state.piece.get(loc) == "disc":
        return 4 + (vp if state.cubes[victim] > 0 else 2 * vp)
    return 2 + vp + (1.0 if loc in ENEMY_CAPITALS[OPPONENT[victim]] else 0.0)  # 2nd ed.: then settle it to win


def raid(sit: Situation, cmd: Json) -> float:
    loc, cards = cmd["location"], cmd["cards"]
    own_card = LOCATION_CARD.get((sit.opp, loc))
    p_block = sit.opp_may_hold(lambda c: c.block_raid or c.id == own_card)
    cost = sum(1 for c in cards if CARDS[c].native)
    gain = (1 - p_block) * raid_loss(sit, loc, sit.opp)
    return gain - cost * sit.money_value() - spend(cards) - 0.25 * (len(cards) - 1)


def ambush(sit: Situation, cmd: Json) -> float:
    targets = [CARDS[c] for c in sit.state.zones[sit.opp]["reserve"] if CARDS[c].ambush_symbol]
    p_has = 1.0 if targets else sit.opp_may_hold(lambda c: c.ambush_symbol)
    p_block = sit.opp_may_hold(lambda c: c.block_ambush)
    loss = 0.8 + 0.2 * min((c.cost for c in targets), default=4)
    cost = sit.state.rules.native_ambush_cost if CARDS[cmd["card"]].native else 0
    return p_has * (1 - p_block) * loss - cost * sit.money_value() - spend([cmd["card"]]) - 0.2


def demand_natives(sit: Situation, cmd: Json) -> float:
    reserve = [c for c in sit.state.zones[sit.opp]["reserve"] if CARDS[c].native and CARDS[c].side == "neutral"]
    p_has = 1.0 if reserve else sit.opp_may_hold(lambda c: c.native and c.side == "neutral")
    return p_has * 1.6 - spend([cmd["card"]]) - 0.2


# -- finance --------------------------------------------------------------------------------------
def _income(sit: Situation, amount: int, cards: list[str]) -> float:
    return amount * sit.money_value() * min(1.0, 0.4 + sit.turns_left / 8) - spend(cards)


def take_money(sit: Situation, cmd: Json) -> float:
    return _income(sit, CARDS[cmd["card"]].money, [cmd["card"]])


def merchant(sit: Situation, cmd: Json) -> float:
    return _income(sit, sum(CARDS[c].money for c in cmd["cards"]), [cmd["ship"], *cmd["cards"]])


def trader(sit: Situation, cmd: Json) -> float:
    return _income(sit, 2 * len(cmd["cards"]), [cmd["trader"], *cmd["cards"]])


def piracy(sit: Situation, cmd: Json) -> float:
    taken = min(2, sit.state.money[sit.opp])
    return _income(sit, 2, [cmd["louisbourg"], cmd["ship"]]) + 0.15 * taken


# -- cards ----------------------------------------------------------------------------------------
def draft(sit: Situation, cmd: Json) -> float:
    card = CARDS[cmd["card"]]
    fit = FIT[sit.seat].get(card.name, 0.3)
    if card.block_raid and sit.opp_raiders:  # blockers are worth what the opponent's raiders threaten
        fit += 0.5 * sit.opp_raiders / (1 + sit.my_blockers)
    fit /= 1 + DIMINISH.get(card.name, 0.6) * sit.owned_names.get(card.name, 0)
    horizon = min(1.0, (sit.turns_left + 2) / 8)
    clog = 5.0 / max(8, sit.deck_size)
    return fit * horizon - card.cost * sit.money_value(sit.money - card.cost) - clog


def _dead(sit: Situation, card: str) -> float:
    """How much a hand slot is wasted by `card` (an unusable location card, a card with no use)."""
    unusable = CARDS[card].kind == "location" and card not in sit.usable
    return (0.5 if unusable else 0.0) + max(0.0, DEAD - WORTH[card])


def discard(sit: Situation, cmd: Json) -> float:
    cards = cmd["cards"]
    return sum(_dead(sit, c) for c in cards) - (len(cards) - 1) * sit.money_value() - 0.35


def reserve(sit: Situation, cmd: Json) -> float:
    card = CARDS[cmd["card"]]
    if card.military >= 2 and sit.seat not in sit.state.sieges and len(sit.state.zones[sit.seat]["reserve"]) < 3:
        return 0.2
    return _dead(sit, cmd["card"]) - 0.5


def retrieve_reserve(sit: Situation, cmd: Json) -> float:
    """Bring the stored military back for a siege I fight, or for one my hand can start now."""
    zones = sit.state.zones[sit.seat]
    strength = sum(CARDS[c].military for c in zones["reserve"])
    if sit.state.actions_left == 0 or strength == 0:
        return -1.0
    fighting = any(sit.q.side_in(track) for track in sit.state.sieges)
    if fighting or (strength >= 4 and sit.seat not in sit.state.sieges and _siege_route(sit)):
        return 0.3 * strength - 0.3 * len(zones["reserve"])
    return -1.0


def _siege_route(sit: Situation) -> bool:
    """Whether the hand holds a route and a transport to a place the opponent holds."""
    owner = sit.state.owner
    return any(True for _ in routes(sit.q, sit.q.usable_hand, lambda loc: owner.get(loc) == sit.opp))


def governor(sit: Situation, cmd: Json) -> float:
    """Thin the deck of the cards that are worth nothing for good: weak ones, and the cards of places lost
    (a card of a place I hold but cannot supply now may serve again)."""
    def thin(card: str) -> float:
        c = CARDS[card]
        lost = c.kind == "location" and sit.state.owner.get(c.location or "") != sit.seat
        value = max(0.0, DEAD - WORTH[card]) + (0.4 if lost else 0.0) - (0.0 if lost or WORTH[card] < DEAD else 1.0)
        return value - _given_up(sit, c)

    horizon = min(1.0, sit.turns_left / 6)
    return horizon * sum(thin(c) for c in cmd["cards"]) - 0.3


def _given_up(sit: Situation, card: Card) -> float:
    """AC-VAR-14: returning the card of a place I hold gives the place up, its points and a piece's worth."""
    loc = card.location
    if not sit.state.rules.governor_loses_control or loc is None or sit.state.owner.get(loc) != sit.seat:
        return 0.0
    return LOCATIONS[loc].vp * (2 if sit.state.piece[loc] == "disc" else 1) + 2.0


def intendant(sit: Situation, cmd: Json) -> float:
    card = CARDS[cmd["card"]]
    return 0.5 * WORTH[card.id] + 0.6 * FIT[sit.seat].get(card.name, 0.0) - 2 * sit.money_value() - 0.3


def home_support(sit: Situation, cmd: Json) -> float:
    return 2.0


# -- answers --------------------------------------------------------------------------------------
def block(sit: Situation, cmd: Json) -> float:
    decision = sit.state.pending[0]
    if decision["kind"] == "raid_block":
        loss = raid_loss(sit, decision["location"], sit.seat)
    else:
        mine = [c for c in sit.hand + sit.state.zones[sit.seat]["reserve"] if CARDS[c].ambush_symbol]
        loss = min((0.8 + 0.2 * CARDS[c].cost for c in mine), default=0.0)
    return loss - 0.5 * WORTH[cmd["card"]] - 0.1


def choose_card(sit: Situation, cmd: Json) -> float:
    card = CARDS[cmd["card"]]
    return -(WORTH[card.id] + 0.15 * card.cost) - _siege_setback(sit, cmd["card"])


def _siege_setback(sit: Situation, card: str) -> float:
    """AC-VAR-3: an ambush loss taken from a running siege also moves its track back by the card's strength."""
    if sit.state.pending[0]["kind"] != "ambush_loss":
        return 0.0
    in_siege = any(card in siege["cards"][sit.seat] for siege in sit.state.sieges.values())
    return float(CARDS[card].military) if in_siege else 0.0


def occupy(sit: Situation, cmd: Json) -> float:
    loc = sit.state.pending[0]["location"]
    value = LOCATIONS[loc].vp + 1.0
    if sit.state.cubes[sit.seat] == 1:
        value += ending(sit, LOCATIONS[loc].vp)
    return value - spend([cmd["settler"]] if cmd.get("settler") else [])


def constant(value: float) -> Callable[[Situation, Json], float]:
    return lambda sit, cmd: value


SCORERS: dict[str, Callable[[Situation, Json], float]] = {
    "settle": settle, "develop": develop, "fortify": fortify, "besiege": besiege, "reinforce": reinforce,
    "military_leader": military_leader, "withdraw": withdraw, "raid": raid, "ambush": ambush,
    "demand_natives": demand_natives, "take_money": take_money, "merchant": merchant, "trader": trader,
    "piracy": piracy, "draft": draft, "discard": discard, "reserve": reserve, "retrieve_reserve": retrieve_reserve,
    "governor": governor, "intendant": intendant, "home_support": home_support, "block": block,
    "choose_card": choose_card, "occupy": occupy, "pass": constant(-0.4), "end_turn": constant(0.0),
    "no_block": constant(0.0), "decline_occupy": constant(0.0),
    # scenario options' free actions: a fur sold is a coin for a card spent; a lost location's card is dead weight
    "sell_fur": lambda sit, cmd: _income(sit, 1, [cmd["card"]]),
    "discard_lost": lambda sit, cmd: _dead(sit, cmd["card"]),
    "redraw": lambda sit, cmd: _dead(sit, cmd["card"]), "decline_redraw": constant(0.0),
    "starting_card": lambda sit, cmd: WORTH[cmd["card"]] + FIT[sit.seat].get(CARDS[cmd["card"]].name, 0.0),
}


def score(sit: Situation, cmd: Json) -> float:
    return SCORERS[cmd["type"]](sit, cmd)


__all__ = ["SCORERS", "score"]
