"""The First Sparks in plain words: `narrate(event)`, one sentence for an event of the log, and `label(command)`,
a short phrase for a command a person chooses by clicking it.

Both read only what they are given. An event comes as a seat sees it (views.redact): GameStarted carries that
seat's view instead of the position, every other type the fields views.PUBLIC names, so a line names nothing the
seat may not know. Neither gets the game's pack, so a card is named by what the rule book fixes (Herbs 1-6, the
seven knowledge cards of data.KNOWLEDGE_CARDS; every other card is a tool, fields included, FS-CARD-1) and by
the number the picture prints on it (#12). Spaces, areas and tiles keep the ids the picture writes on the board
(space A.0.2, area A.0, tile A); clans go by their colour.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from ..core import Json
from .commands import FOOD_ORDER
from .data import HERBS, KNOWLEDGE_CARDS
from .picture import PHASES
from .scoring import END_SIZE
from .state import NEUTRAL, VALUE, state_from_position
from .views import view as table_view

# one token of each food, and several (the harvest spaces' keys: data.AREA_FOOD, state.VALUE)
TOKEN = {"field": ("field crop", "field crops"), "berries": ("berry", "berries"), "fish": ("fish", "fish"),
         "bear": ("bear", "bears"), "mammoth": ("mammoth", "mammoths")}
ORDER_REASONS = {  # OrderSet's rule id -> why the order changed
    "FS-ORDER-1": "after the placement round, the larger clans first, then the higher Herbs",
    "FS-BUREAU-2": "by the bureaucracy, the larger clans first, then the higher cards",
    "FS-KNOW-5": "Intelligence moves its owner one place back",
}
BONUS_REASONS = {  # BonusReturned's rule id -> why the bonus leaves its card
    "FS-TECH-12": "a lower card came into the market",
    "FS-TECH-15": "no one bought its card this round",
    "OQ-FS-20": "its card goes to the box",
}
END_REASONS = {  # GameEnded's reason (FS-END-1/2/5)
    "clan_size": f"a clan has {END_SIZE} members or more",
    "no_members": "every clan has starved away",
    "repetition": "the table came back to where two earlier rounds began",
}
# DecisionRequested's kind -> what the seat must do (its card and count are optional fields)
DECISIONS: dict[str, Callable[[Json], str]] = {
    "keep_or_box": lambda e: f"keep (buy) {_card(e.get('card'))}, which no one else wanted, or put it in the box",
    "discard_tool": lambda e: ("put one of its tools in the box: it is over its tool limit"
                               + (f" after gaining {_card(e['card'])}" if "card" in e else "")),
    "remove_members": lambda e: (f"take {_count(e['count'], 'member')} off the board, as many as its food is short"
                                 if "count" in e else "take members off the board, as many as its food is short"),
}
TAKEN = {  # DecisionTaken's kind and choice (keep_or_box only) -> what the seat chose
    ("keep_or_box", "keep"): "chooses to keep the refused card and buy it",
    ("keep_or_box", "box"): "chooses to put the refused card in the box",
    ("discard_tool", ""): "chooses a tool to put in the box",
    ("remove_members", ""): "chooses which members leave the board",
}


# -- names -------------------------------------------------------------------------------------------------
def _clan(name: Any) -> str:
    return "the neutral clan" if name == NEUTRAL else str(name).capitalize()


def _card(n: Any) -> str:
    """A card as a person finds it on the picture: its rule-book name where the rules fix one, and its number."""
    if n is None:
        return "the reshuffle card"
    if n in HERBS:
        return f"Herbs #{n}"
    if n in KNOWLEDGE_CARDS:
        return f"{KNOWLEDGE_CARDS[n].replace('_', ' ').title()} (#{n})"
    return f"tool #{n}"


def _and(items: Iterable[Any], none: str = "nobody") -> str:
    words = [str(x) for x in items]
    if len(words) < 2:
        return words[0] if words else none
    return ", ".join(words[:-1]) + " and " + words[-1]


def _count(n: Any, word: str) -> str:
    return f"{n} {word if n == 1 else word + 's'}"


def _tokens(n: Any, food: Any) -> str:
    one, many = TOKEN.get(str(food), (str(food), str(food)))
    return f"{n} {one if n == 1 else many}"


def _spaces(spaces: list[Any]) -> str:
    return ("space " if len(spaces) == 1 else "spaces ") + _and(spaces)


def _members(spaces: list[Any]) -> str:
    return f"{'member' if len(spaces) == 1 else 'members'} on {_spaces(spaces)}"


def _clans(seats: Iterable[Any]) -> str:
    return _and(_clan(s) for s in seats)


# -- the events ----------------------------------------------------------------------------------------------
def _started(e: Json) -> str:
    """What a seat sees of the table at the start; the full event is told as the spectator sees it."""
    v = e["view"] if "view" in e else table_view(state_from_position(e["position"]), None)
    players = v["players"]
    seats = [s for s in v["order"] if s in players] + sorted(s for s in players if s not in v["order"])

    def who(seat: str) -> str:
        p = players[seat]
        food = "food hidden (Fire)" if p.get("food") is None else f"{p['food']} food"
        return f"{_clan(seat)} (Herbs #{p['herbs']}, {food})"

    tiles = v["tiles"]
    laid = [p["tile"] for p in v["board"]["layout"]]
    board = f"tiles {_and(laid)} are laid" if laid else "no tile is laid yet"
    if tiles.get("next") is not None:
        board += f"; tile {tiles['next']} is next to lay, then {_count(tiles.get('face_down', 0), 'tile')} face down"
    you = f"You play {_clan(v['seat'])}. " if v.get("seat") is not None else ""
    neutral = "; the neutral clan is played by no one" if NEUTRAL in v["clans"] else ""
    now = PHASES.get(v["phase"], str(v["phase"]))
    when = f"round {v['round']}, " if v["round"] else ""
    return (f"{you}The game begins with {_and(who(s) for s in seats)}, in turn order{neutral}; {board}; "
            f"the current market offers {_and((_card(c) for c in v['market']['current']), 'no card')}; "
            f"stage {v['stage']}, {when}{now}.")


def _tile_laid(e: Json) -> str:
    nxt = e.get("next_tile")
    then = f"tile {nxt} is next" if nxt is not None else "every tile is laid"
    return f"{_clan(e['seat'])} lays tile {e['tile']}{_at(e)}; {then}."


def _at(e: Json) -> str:
    """Where lay_tile puts a tile: its hex 0 in axial coordinates and its turn (board.py: sixths, counter-clockwise)."""
    turn = f", turned {60 * e['rotation']} degrees counter-clockwise" if e["rotation"] else ", not turned"
    return f" with its hex 0 at q {e['q']}, r {e['r']}{turn}"


def _member_placed(e: Json) -> str:
    which = {"neutral": "the neutral clan's first member", "first": "its first member",
             "second": "its second member"}.get(e["step"], "a member")
    cost = f" for {e['cost']} food" if e["cost"] else " for free"
    return f"{_clan(e['seat'])} places {which} on space {e['space']}{cost}."


def _order_set(e: Json) -> str:
    why = ORDER_REASONS.get(e["reason"], f"rule {e['reason']}")
    return f"The turn order is now {_clans(e['order'])}, first to last ({why})."


def _phase_began(e: Json) -> str:
    phase = PHASES.get(e["phase"], str(e["phase"]))
    if "round" in e:
        return f"Round {e['round']} begins; {phase}."
    queue = e.get("queue") or []
    acting = f"{_clans(queue)} act in this order" if len(queue) > 1 else f"{_clans(queue)} acts"
    return f"{phase}; {acting}." if queue else f"{phase}."


def _card_offered(e: Json) -> str:
    asked = ("no one else may claim it" if not e["asked"] else f"{_clans(e['asked'])} may claim it"
             + (", asked in this order" if len(e["asked"]) > 1 else ""))
    box = f"; if no one wants it, {_clan(e['seat'])} may put it in the box" if e["may_box"] else ""
    return f"{_clan(e['seat'])} offers {_card(e['card'])}: {asked}{box}."


def _card_bought(e: Json) -> str:
    bonus = ", taking its bonus field crop (1 food back)" if e["bonus"] else ""
    return f"{_clan(e['seat'])} buys {_card(e['card'])} for {e['price']} food{bonus}."


def _offer_boxed(e: Json) -> str:
    took = (f"its harvest space loses {_tokens(e['tokens'], e['food'])}" if e.get("food") and e["tokens"]
            else "it takes nothing from the harvest spaces")
    return f"{_clan(e['seat'])} puts the refused {_card(e['card'])} in the box instead of buying it; {took}."


def _card_drawn(e: Json) -> str:
    if e["card"] is None:
        return "The reshuffle card is drawn: it becomes the highest card of the market."
    return f"{_card(e['card'])} is drawn into the market."


def _hunted(e: Json) -> str:
    takes = e["takes"]
    if not takes:
        return f"{_clan(e['seat'])} hunts with no cards and gains no food."
    parts = []
    for t in takes:
        food, card = t["food"], t["card"]
        # the take names the card's food, so a tool is named as the picture shows it ("berries tool")
        tool = _card(card) if card in HERBS else f"field #{card}" if food == "field" else f"{food} tool #{card}"
        got = _tokens(t["tokens"], food) if t["tokens"] else "nothing"
        parts.append(f"{tool} {'gives' if food == 'field' else 'takes'} {got}")
    total = sum(t["tokens"] * VALUE.get(t["food"], 0) for t in takes)
    return f"{_clan(e['seat'])} hunts: {_and(parts)}, worth {total} food in all."


def _fed(e: Json) -> str:
    seat, paid, short = _clan(e["seat"]), e["paid"], e["short"]
    if not paid and not short:
        return f"{seat} has no members to feed."
    if not short:
        return f"{seat} feeds its {_count(paid, 'member')}, paying {paid} food."
    members = _count(paid + short, "member")
    pays = f"can pay only {paid} food to feed" if paid else "has no food to feed"
    return f"{seat} {pays} its {members}: {short} food short."


def _expanded(e: Json) -> str:
    clan, spaces = _clan(e["clan"]), e["spaces"]
    if not spaces:
        return f"{clan} places no new members and stays at {_count(e['size'], 'member')}."
    return (f"{clan} expands onto {_spaces(spaces)} for {e['cost']} food and now has "
            f"{_count(e['size'], 'member')}.")


def _resupplied(e: Json) -> str:
    amounts = sorted(e["amounts"].items(), key=lambda kv: FOOD_ORDER.get(kv[0], 9))
    added = _and((_tokens(n, food) for food, n in amounts if n), "nothing")
    return f"Bureaucracy restocks the harvest spaces with {added}."


def _game_ended(e: Json) -> str:
    scores = e["scores"]
    ranking = [s for s in e["ranking"] if s in scores] + sorted(s for s in scores if s not in e["ranking"])

    def score(seat: str) -> str:
        return f"{_count(scores[seat]['members'], 'member')} and {scores[seat]['food']} food"

    winners = e["winners"]
    if len(winners) == 1:
        won = f"{_clan(winners[0])} wins with {score(winners[0])}"
    elif winners:
        won = f"{_clans(winners)} share the win with {score(winners[0])} each"
    else:
        won = "no one wins"
    rest = [f"{_clan(s)} {score(s)}" for s in ranking if s not in winners]
    why = END_REASONS.get(str(e.get("reason")), "the rules end it")
    then = f"; then {'; '.join(rest)}" if rest else ""
    return f"The game ends in round {e['round']} because {why}: {won}{then}."


NARRATE: dict[str, Callable[[Json], str]] = {
    "GameStarted": _started,
    "TileLaid": _tile_laid,
    "MemberPlaced": _member_placed,
    "SecondMemberSkipped": lambda e: f"{_clan(e['seat'])} places no second member.",
    "OrderSet": _order_set,
    "PhaseBegan": _phase_began,
    "BonusPlaced": lambda e: f"The bonus field crop goes on {_card(e['card'])}: its buyer gets 1 food back.",
    "BonusReturned": lambda e: (f"The bonus field crop on {_card(e['card'])} goes back to the general supply: "
                                f"{BONUS_REASONS.get(e['reason'], 'rule ' + str(e['reason']))}."),
    "CardOffered": _card_offered,
    "OfferAnswered": lambda e: (f"{_clan(e['seat'])} {'wants' if e['wants'] else 'does not want'} "
                                f"{_card(e['card'])}."),
    "CardBought": _card_bought,
    "OfferBoxed": _offer_boxed,
    "BuyingPassed": lambda e: f"{_clan(e['seat'])} passes and takes no card this round.",
    "CardDrawn": _card_drawn,
    "DeckReshuffled": lambda e: f"The rest of the deck, {_count(e['count'], 'card')}, is shuffled into a new deck.",
    "CardBoxed": lambda e: f"{_card(e['card'])} goes to the box: no one bought it this round.",
    "DecisionRequested": lambda e: f"{_clan(e['seat'])} must {DECISIONS[e['kind']](e)}.",
    "DecisionTaken": lambda e: (f"{_clan(e['seat'])} "
                                f"{TAKEN.get((e['kind'], e.get('choice', '')), 'takes its decision')}."),
    "ToolDiscarded": lambda e: f"{_clan(e['seat'])} puts {_card(e['card'])} in the box.",
    "FoodSpoiled": lambda e: f"{_clan(e['seat'])} loses {e['amount']} food to spoilage (a third of its food).",
    "Hunted": _hunted,
    "Fed": _fed,
    "MembersRemoved": lambda e: (f"{_clan(e['seat'])} starves: its {_members(e['spaces'])} "
                                 f"{'leaves' if len(e['spaces']) == 1 else 'leave'} the board."),
    "Expanded": _expanded,
    "NeutralGrew": lambda e: (f"{_clan(e['seat'])} adds a neutral member on space {e['space']} for free: the "
                              f"neutral clan now has {_count(e['size'], 'member')}."),
    "Resupplied": _resupplied,
    "CardUnderDeck": lambda e: f"{_card(e['card'])}, the highest card of the market, goes under the deck.",
    "StageChanged": lambda e: ("Stage 2 begins: the reshuffle card leaves the market"
                               + (f" and {_and(_card(c) for c in e['boxed'])} goes to the box." if e["boxed"]
                                  else ".")),
    "GameEnded": _game_ended,
}


def narrate(event: Json) -> str:
    """One plain sentence saying what `event` (as a seat sees it, views.redact) did."""
    told = NARRATE.get(event["type"])
    text = told(event) if told else f"Something happened ({event['type']})."
    return text[0].upper() + text[1:]  # a line may begin with a card's name


# -- the commands ------------------------------------------------------------------------------------------
def _hunt(c: Json) -> str:
    tools = c["tools"]
    if not tools:
        return "Hunt with no hunting tool (Herbs and fields still give their crops)"
    return "Hunt with " + ", then ".join(_card(n) for n in tools)  # the order counts among tools of one food


LABEL: dict[str, Callable[[Json], str]] = {
    "lay_tile": lambda c: "Lay the next tile" + _at(c),
    "place_member": lambda c: f"Place a member on space {c['space']}",
    "skip_second_member": lambda c: "Place no second member",
    "offer_card": lambda c: f"Offer {_card(c['card'])}",
    "pass_buying": lambda c: "Pass: take no card this round",
    "want_card": lambda c: "Want the card on offer",
    "decline_card": lambda c: "Decline the card on offer",
    "keep_offered_card": lambda c: "Keep the refused card and pay for it",
    "box_offered_card": lambda c: "Put the refused card in the box",
    "discard_tool": lambda c: f"Put {_card(c['card'])} in the box",
    "hunt": _hunt,
    "remove_members": lambda c: f"Take the {_members(c['spaces'])} off the board",
    "grow_neutral": lambda c: f"Add a neutral member on space {c['space']}",
    "expand": lambda c: f"Expand onto {_spaces(c['spaces'])}" if c["spaces"] else "Place no new members",
}


def label(command: Json) -> str:
    """A short phrase naming `command` for a button; it names every field, so legal commands differ."""
    return LABEL[command["type"]](command)
