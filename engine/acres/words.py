"""A Few Acres of Snow in plain words: `narrate` tells an event (as a seat sees it, views.redact) in one sentence,
`label` names a command for a button. Names come from data.py, never ids; each says no more than it is given."""
from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable
from typing import Any

from ..core import Json
from .data import CARDS, LOCATIONS, OPPONENT

SIDE = {"british": "Britain", "french": "France"}
ADJ = {"british": "British", "french": "French"}
PIECE = {"cube": "village", "disc": "town"}
ZONE = {"display": "the neutral display", "available_locations": "its available location cards",
        "available_empire": "its available empire cards", "hand": "its hand", "reserve": "its reserve"}
DRAWN_FOR = {"setup": "for the opening hand", "refill": "to refill the hand", "home_support": "with Home Support",
             "redraw": "in place of the card discarded"}
ENDED_BY = {
    "pieces_placed": "a side has no village cube or no town disc left to place",
    "captures": "a side has captured 12 or more points and no siege is running",
    "siege_of_capital": "a siege took an enemy capital",
    "settled_capital": "an enemy capital was settled",
    "fort_duquesne": "France built a village in Fort Duquesne (scenario option)",
}
MONEY_BY = {"take_money": "with", "merchant": "as a merchant, playing", "trader": "trading furs, playing"}


def _numbers() -> dict[str, str]:
    """Each card's label phrase: copies of one name on one side get a number (legal_commands lists each copy as
    its own command, e.g. two drafts of Regular Infantry, and their labels must differ); neutral cards say so."""
    copies = Counter((c.side, c.name) for c in CARDS.values())
    seen: Counter[tuple[str, str]] = Counter()
    out = {}
    for cid, c in CARDS.items():
        seen[c.side, c.name] += 1
        phrase = f"neutral {c.name}" if c.side == "neutral" else c.name
        out[cid] = f"{phrase} #{seen[c.side, c.name]}" if copies[c.side, c.name] > 1 else phrase
    return out


CARD_LABEL = _numbers()  # computed once from data.py; never changed


# -- small phrases ------------------------------------------------------------------------------------------
def _and(parts: list[str]) -> str:
    if not parts:
        return "nothing"
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


def _card(cid: str) -> str:
    return CARDS[cid].name


def _cards(ids: Iterable[str]) -> str:
    """Names, copies counted ("2 Militia"): the log reads a hand of identical cards as one would say it."""
    counts = Counter(_card(c) for c in ids)
    return _and([name if n == 1 else f"{n} {name}" for name, n in counts.items()])


def _loc(lid: str) -> str:
    return LOCATIONS[lid].name


def _money(n: int) -> str:
    return "no money" if n == 0 else f"{n} money"


def _siege(track: str) -> str:
    """A siege is named by its attacker (the track it runs on)."""
    return f"the {ADJ[track]} siege"


def _track(value: int) -> str:
    if value == 0:
        return "the siege track stands at 0, even"
    lean = "the attacker's" if value > 0 else "the defender's"
    return f"the siege track stands at {value:+d}, in {lean} favour"


def _upper(text: str) -> str:
    return text[:1].upper() + text[1:]  # str.capitalize would lower "British"


def _side_of(seat: str, track: str) -> str:
    return "its own siege" if seat == track else f"the defence against {_siege(track)}"


# -- events ---------------------------------------------------------------------------------------------------
def _started(e: Json) -> str:
    # the full event holds the position, a redacted one the seat's view: both have these fields
    table = e.get("position") or e.get("view") or {}
    money = table.get("seats", {})
    cash = " and ".join(f"{SIDE[s]} {money[s]['money']} money" for s in SIDE if s in money)
    edition = table.get("options", {}).get("edition", "second")
    who = SIDE.get(table.get("active", ""), "Britain")
    return (f"The game begins at turn {table.get('turn', 1)} under the {edition} edition's rules"
            f"{', with ' + cash if cash else ''}; {who} is to play.")


def _turn(e: Json) -> str:
    seat = SIDE[e["seat"]]
    won = "".join(f"; {seat} wins {_siege(t)} at the siege check" for t in e.get("resolve", []))
    return f"Turn {e['turn']}: {seat} plays, with {e['actions']} action{'s' * (e['actions'] != 1)}{won}."


def _drawn(e: Json) -> str:
    what = _cards(e["cards"]) if "cards" in e else f"{e['count']} card{'s' * (e['count'] != 1)}"
    return f"{SIDE[e['seat']]} draws {what} {DRAWN_FOR.get(e.get('reason', ''), '')}".rstrip() + "."


def _settled(e: Json) -> str:
    seat, loc = SIDE[e["seat"]], _loc(e["location"])
    gained = f", and takes the {_card(e['gained'])} card" if e.get("gained") else ""
    if e.get("cube", True):
        return f"{seat} settles {loc} with a village, playing {_cards(e['cards'])}{gained}."
    return f"{seat} settles its own {loc} again, placing no new village, playing {_cards(e['cards'])}{gained}."


def _besieged(e: Json) -> str:
    return (f"{SIDE[e['seat']]} besieges {_loc(e['location'])} with {_card(e['siege_card'])} (strength "
            f"{e['strength']}, costing {_money(e['cost'])}) against a defence of {e['defence']}, playing "
            f"{_cards(e['cards'])}: {_track(e['value'])}.")


def _reinforced(e: Json) -> str:
    seat = SIDE[e["seat"]]
    how = "as a free action" if e.get("free") else f"for {_money(e['cost'])}"
    return (f"{seat} adds {_card(e['card'])} (strength {e['strength']}) to {_side_of(e['seat'], e['siege'])} "
            f"{how}: {_track(e['value'])}.")


def _won(e: Json) -> str:
    track, winner = e["siege"], e["winner"]
    how = "at the siege check" if e["by"] == "check" else "as the defender withdrew and surrendered"
    out = f"{SIDE[winner]} wins {_siege(track)} of {_loc(e['location'])} {how}"
    if e.get("captured"):
        out += f", capturing the defender's {PIECE[e['captured']]}"
    if e.get("fort_returned"):
        out += "; its fort goes back to the stock"
    return out + "."


def _occupied(e: Json) -> str:
    played = f", playing {_card(e['card'])}" if e.get("card") else ""
    gained = f", and takes the {_card(e['gained'])} card" if e.get("gained") else ""
    return f"{SIDE[e['seat']]} places a village on {_loc(e['location'])}{played}{gained}."


def _returned(e: Json) -> str:
    why = "its choice" if e.get("chosen") else "the only card it could return"
    return (f"{SIDE[e['seat']]} returns {_card(e['card'])} from {_siege(e['siege'])} to {ZONE[e['to']]} "
            f"({why}).")


def _ended(e: Json) -> str:
    if e.get("winner") is None:  # AC-RAID: a 1st-edition raid emptied the besieged location
        return f"{_upper(_siege(e['siege']))} is lifted: a raid left its location empty."
    return (f"{_upper(_siege(e['siege']))} is over, won by {SIDE[e['winner']]}; the cards left in it go to their "
            "owners' discard piles.")


def _raided(e: Json) -> str:
    piece = PIECE[e["piece"]]
    after = "which falls back to a village" if e.get("replaced") else "leaving the location empty"
    return f"{SIDE[e['seat']]} raids {_loc(e['location'])} and captures its {piece}, {after}."


def _revealed(e: Json) -> str:
    why = "nothing to lose to the ambush" if e["reason"] == "ambush" else "nothing to give to the natives' demand"
    hand = f"its hand: {_cards(e['cards'])}" if e["cards"] else "an empty hand"
    return f"{SIDE[e['seat']]} shows {hand} ({why})."


def _money_taken(e: Json) -> str:
    how = MONEY_BY.get(e["action"], "with")
    return f"{SIDE[e['seat']]} takes {_money(e['amount'])} {how} {_cards(e['cards'])}."


def _decision(e: Json) -> str:
    seat, kind = SIDE[e["seat"]], e["kind"]
    by = f" by {SIDE[e['by']]}" if e.get("by") in SIDE else ""
    where = f" on {_loc(e['location'])}" if e.get("location") in LOCATIONS else ""
    siege = _siege(e["siege"]) if e.get("siege") in SIDE else "the siege"
    if kind == "raid_block":
        return f"{seat} may block the raid{where}{by}."
    if kind == "ambush_block":
        return f"{seat} may block the ambush{by}."
    if kind == "ambush_loss":
        return f"{seat} must give up a card with the ambush symbol, ambushed{by}."
    if kind == "natives_demand":
        return f"{seat} must hand over one of its neutral native cards, demanded{by}."
    if kind == "occupy":
        need = "; a settler card is needed there" if e.get("settler_needed") else ""
        return f"{seat} may place a village{where}, won in {siege}{need}."
    if kind == "siege_loss":
        return f"{seat} must choose which of its empire cards in {siege} to give back."
    if kind == "reshuffle_penalty":
        return f"{seat} could not pay for its reshuffle and must discard a card."
    if kind == "starting_card":
        return f"{seat} must add one of its available empire cards to its starting deck."
    if kind == "redraw":
        return f"{seat} may discard a card and draw another, having won a siege."
    return f"{seat} must decide."


def _game_ended(e: Json) -> str:
    scores = e.get("scores", {})
    table = "; ".join(
        f"{SIDE[s]} {p['total']} points ({p['villages']} for villages, {p['towns']} for towns, "
        f"{p['captured']} captured)" for s, p in scores.items() if s in SIDE)
    return (f"The game ends because {ENDED_BY.get(e['reason'], 'the rules end it')}: {SIDE[e['winner']]} wins"
            f"{'. ' + table if table else ''}.")


def _who(e: Json) -> str:
    return SIDE[e["seat"]]


def _other(e: Json) -> str:
    return SIDE[OPPONENT[e["seat"]]]


NARRATE: dict[str, Callable[[Json], str]] = {
    "GameStarted": _started,
    "TurnStarted": _turn,
    "DrawCompleted": lambda e: f"{_who(e)} has refilled its hand; free actions stay open until the turn ends.",
    "CardsDrawn": _drawn,
    "DeckReshuffled": lambda e: f"{_who(e)} shuffles its discard pile of {e['count']} cards into a new draw deck.",
    "LocationSettled": _settled,
    "LocationDeveloped": lambda e: (f"{_who(e)} turns its village on {_loc(e['location'])} into a town, playing "
                                    f"{_cards(e['cards'])}."),
    "LocationFortified": lambda e: (f"{_who(e)} fortifies {_loc(e['location'])}, playing {_cards(e['cards'])} "
                                    f"and paying {_money(e['cost'])}."),
    "SiegeBegun": _besieged,
    "SiegeReinforced": _reinforced,
    "SiegeWon": _won,
    "SiegeWithdrawn": lambda e: f"{_who(e)} withdraws from {_side_of(e['seat'], e['siege'])}.",
    "LocationOccupied": _occupied,
    "OccupationDeclined": lambda e: f"{_who(e)} places no village on {_loc(e['location'])}, which stays empty.",
    "SiegeCardReturned": _returned,
    "SiegeEnded": _ended,
    "RaidLaunched": lambda e: (f"{_who(e)} raids {_loc(e['location'])} with {_cards(e['cards'])}, paying "
                               f"{_money(e['cost'])}."),
    "RaidBlocked": lambda e: f"{_who(e)} blocks the raid on {_loc(e['location'])} with {_card(e['card'])}.",
    "BlockDeclined": lambda e: f"{_who(e)} does not block the {e['kind']}.",
    "LocationRaided": _raided,
    "AmbushLaunched": lambda e: f"{_who(e)} ambushes with {_card(e['card'])}, paying {_money(e['cost'])}.",
    "AmbushBlocked": lambda e: f"{_who(e)} blocks the ambush with {_card(e['card'])}.",
    "CardLost": lambda e: f"{_who(e)} loses {_card(e['card'])} from {ZONE[e['from']]} to {ZONE[e['to']]}.",
    "SiegeCardLost": lambda e: (f"{_who(e)} loses {_card(e['card'])} from {_side_of(e['seat'], e['siege'])} to "
                                f"{ZONE[e['to']]}: {_track(e['value'])}."),
    "HandRevealed": _revealed,
    "NativesDemanded": lambda e: f"{_who(e)} plays {_card(e['card'])} to demand {_other(e)}'s neutral natives.",
    "NativesGiven": lambda e: f"{_who(e)} gives {_card(e['card'])} from {ZONE[e['from']]} to {_other(e)}.",
    "MoneyTaken": _money_taken,
    "PiracyCommitted": lambda e: (f"{_who(e)} commits piracy with {_cards(e['cards'])}, taking "
                                  f"{_money(e['from_opponent'])} from {_other(e)} and {_money(e['from_bank'])} "
                                  "from the bank."),
    "CardDrafted": lambda e: f"{_who(e)} drafts {_card(e['card'])} for {_money(e['cost'])}.",
    "CardsDiscarded": lambda e: f"{_who(e)} discards {_cards(e['cards'])}, paying {_money(e['cost'])}.",
    "CardReserved": lambda e: f"{_who(e)} puts {_card(e['card'])} in its reserve.",
    "ReserveRetrieved": lambda e: (f"{_who(e)} takes its reserve back into its hand, {_cards(e['cards'])}, paying "
                                   f"{_money(e['cost'])}."),
    "CardsReturned": lambda e: (f"{_who(e)} plays {_card(e['governor'])} to return {_cards(e['cards'])} to its "
                                "available cards."),
    "LocationAbandoned": lambda e: (f"{_who(e)} gives up {_loc(e['location'])}: its {PIECE[e['piece']]} goes back to "
                                    f"stock{' and its fort to the stock' if e.get('fort_returned') else ''}, and "
                                    "the location is neutral."),
    "IntendantUsed": lambda e: (f"{_who(e)} plays {_card(e['intendant'])}, paying {_money(e['cost'])}, to take "
                                f"{_card(e['card'])} from its discard pile into its hand."),
    "RedrawDiscarded": lambda e: f"{_who(e)} discards {_card(e['card'])} to draw another in its place.",
    "RedrawDeclined": lambda e: f"{_who(e)} keeps its hand.",
    "StartingCardAdded": lambda e: f"{_who(e)} adds {_card(e['card'])} to its starting deck.",
    "HomeSupportPlayed": lambda e: f"{_who(e)} plays {_card(e['card'])} as a free action.",
    "FurSold": lambda e: (f"{_who(e)} sells the fur of {_card(e['card'])} for {_money(e['amount'])} as a free "
                          "action."),
    "LostCardDiscarded": lambda e: (f"{_who(e)} discards {_card(e['card'])}, a location it lost, as a free "
                                    "action."),
    "ReshufflePaid": lambda e: f"{_who(e)} pays {_money(e['cost'])} for reshuffling its discard pile.",
    "ReshuffleCardDiscarded": lambda e: (f"{_who(e)} discards {_card(e['card'])}, having not paid for its "
                                         "reshuffle."),
    "Passed": lambda e: f"{_who(e)} passes an action.",
    "DecisionRequested": _decision,
    "GameEnded": _game_ended,
}


def narrate(event: Json) -> str:
    """One plain sentence for `event`, full or redacted (a redacted CardsDrawn has only its count)."""
    tell = NARRATE.get(event.get("type", ""))
    return tell(event) if tell else "Something happened."


# -- commands -------------------------------------------------------------------------------------------------
def _c(cmd: Json, field: str) -> str:
    return CARD_LABEL[cmd[field]]


def _cs(cmd: Json, field: str = "cards") -> str:
    return _and([CARD_LABEL[c] for c in cmd[field]])


def _settler(cmd: Json) -> str:
    return f"settler {_c(cmd, 'settler')}, " if cmd.get("settler") else ""


def _location_of(cmd: Json) -> str:
    loc = CARDS[cmd["location_card"]].location
    return _loc(loc) if loc else _c(cmd, "location_card")


LABEL: dict[str, Callable[[Json], str]] = {
    "settle": lambda c: (f"Settle {_loc(c['location'])} ({_settler(c)}transport {_c(c, 'transport')}, "
                         f"via {_c(c, 'via')})"),
    "develop": lambda c: f"Develop {_location_of(c)} into a town (settler {_c(c, 'settler')})",
    "fortify": lambda c: f"Fortify {_location_of(c)} with {_c(c, 'fortification')}",
    "besiege": lambda c: (f"Besiege {_loc(c['location'])} with {_c(c, 'military')} (transport "
                          f"{_c(c, 'transport')}, via {_c(c, 'via')})"),
    "reinforce": lambda c: f"Reinforce {_siege(c['siege'])} with {_c(c, 'card')}",
    "raid": lambda c: f"Raid {_loc(c['location'])} with {_cs(c)}",
    "ambush": lambda c: f"Ambush with {_c(c, 'card')}",
    "demand_natives": lambda c: f"Demand the natives with {_c(c, 'card')}",
    "take_money": lambda c: f"Take money with {_c(c, 'card')}",
    "merchant": lambda c: f"Merchant: ship {_c(c, 'ship')}, money from {_cs(c)}",
    "trader": lambda c: f"Trade the furs of {_cs(c)} with {_c(c, 'trader')}",
    "piracy": lambda c: f"Piracy with {_c(c, 'louisbourg')} and {_c(c, 'ship')}",
    "draft": lambda c: f"Draft {_c(c, 'card')}",
    "discard": lambda c: f"Discard {_cs(c)}",
    "reserve": lambda c: f"Put {_c(c, 'card')} in the reserve",
    "governor": lambda c: f"Return {_cs(c)} with {_c(c, 'governor')}",
    "intendant": lambda c: f"Take back {_c(c, 'card')} from the discard pile with {_c(c, 'intendant')}",
    "pass": lambda c: "Pass an action",
    "military_leader": lambda c: f"Add {_c(c, 'card')} to {_siege(c['siege'])} (free)",
    "retrieve_reserve": lambda c: "Take back the reserve (free)",
    "home_support": lambda c: f"Play {_c(c, 'card')} to draw cards (free)",
    "withdraw": lambda c: f"Withdraw from {_siege(c['siege'])} (free)",
    "sell_fur": lambda c: f"Sell the fur of {_c(c, 'card')} for 1 money (free)",
    "discard_lost": lambda c: f"Discard {_c(c, 'card')}, a lost location (free)",
    "end_turn": lambda c: "End the turn",
    "block": lambda c: f"Block with {_c(c, 'card')}",
    "no_block": lambda c: "Do not block",
    "choose_card": lambda c: f"Give up {_c(c, 'card')}",
    "occupy": lambda c: f"Place a village (settler {_c(c, 'settler')})" if c.get("settler") else "Place a village",
    "decline_occupy": lambda c: "Place no village",
    "redraw": lambda c: f"Discard {_c(c, 'card')} and draw a card",
    "decline_redraw": lambda c: "Keep the hand",
    "starting_card": lambda c: f"Add {_c(c, 'card')} to the starting deck",
}


def label(command: Json) -> str:
    """A short phrase naming `command`: every field that tells two legal commands apart is in it."""
    name: Any = command.get("type")
    make = LABEL.get(name) if isinstance(name, str) else None
    return make(command) if make else "Unknown command"


__all__ = ["label", "narrate"]
