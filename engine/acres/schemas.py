"""JSON Schema of the JSON this engine hands the API: the view, every event, every pending decision and the
result (the typed state contract of `Engine.state_schemas`, engine/core.py, docs/state-schemas.md). The API turns
them into OpenAPI components, so they keep to a small dialect, built with engine/dialect.py: objects closed with
additionalProperties, nullable values as `[T, "null"]`, shared pieces in `defs` referenced by a lone `$ref`.

The facts come from the code they describe: card and location ids from data.py, option values from
options.py, the closed sets of event fields from the Literals of events.py, which event fields every seat
sees from views.py (a field some seat may not see is optional), the context of each decision kind from
position.py. tests/acres/test_schemas.py validates every view, event, decision and result of seeded games;
tests/conformance/test_state_schemas.py checks the dialect.
"""
from __future__ import annotations

from typing import Any, get_args, get_type_hints

from ..core import Json
from ..dialect import array, boolean, const, enum, event, integer, mapping, obj, one_of, ref
from .data import CARDS, FORTIFICATIONS, LOCATIONS, SEATS
from .events import EVENTS
from .options import OPTIONS, SCENARIO
from .position import PENDING_KINDS, PENDING_OPTIONAL
from .state import FORMAT
from .views import PRIVATE, PUBLIC

Schema = dict[str, Any]


# -- the game's values, on the dialect's building blocks (engine/dialect.py) ---------------------------------
def per_seat(description: str, value: Schema, always: bool = True) -> Schema:
    """An object keyed by seat: both seats (`always`), or any of them."""
    fields = {seat: value for seat in SEATS}
    return obj(description, required=fields) if always else obj(description, optional=fields)


def literal(event: str, field: str, description: str, nullable: bool = False) -> Schema:
    """The closed set events.py declares for `field` of `event` (a Literal, or a Literal or None)."""
    values = [v for v in get_args(get_type_hints(EVENTS[event])[field]) if v is not type(None)]
    values = [v for part in values for v in (get_args(part) or (part,))]
    return enum(description, values, nullable)


def seat(description: str, nullable: bool = False) -> Schema:
    return enum(description, SEATS, nullable)


def seats(description: str, max_items: int = len(SEATS)) -> Schema:
    return array(description, enum("A seat.", SEATS), max_items=max_items)


def cards(description: str, min_items: int | None = None, max_items: int | None = None) -> Schema:
    return array(description, ref("Card"), min_items, max_items)


CARD, OPTIONAL_CARD, LOCATION = ref("Card"), ref("OptionalCard"), ref("Location")


# -- shared pieces ----------------------------------------------------------------------------------------
def option(name: str) -> Schema:
    allowed, _second, _first, doc = OPTIONS[name]
    return enum(doc, allowed)


def options() -> Schema:
    """Every option with its value; first_edition_text only in the 1st edition, a scenario option (AC-VAR-*) only
    when on (Rules.to_json)."""
    fields = {name: option(name) for name in OPTIONS}
    sometimes = {name: fields.pop(name) for name in ("first_edition_text", *SCENARIO)}
    return obj("The game's options, every one filled in (first_edition_text in the 1st edition only, a Yucata "
               "scenario option only when on).",
               required=fields, optional=sometimes)


def seat_zones() -> dict[str, Schema]:
    """What both a seat's view and a position show of a seat (the hand: see `seat_view`, `seat_position`)."""
    return {
        "money": integer("Money held.", minimum=0),
        "cubes": integer("Village cubes in stock (not on the board, not captured).", minimum=0),
        "discs": integer("Town discs in stock.", minimum=0),
        "captured": ref("Captured"),
        "discard": cards("The discard pile, face up, in the order the cards arrived."),
        "reserve": cards("The cards in reserve, face up (AC-RESERVE-3)."),
        "available_locations": cards("The seat's location cards not yet gained, sorted."),
        "available_empire": cards("The seat's empire cards not yet drafted, sorted."),
    }


def seat_view() -> Schema:
    return obj("One seat's side of the table as the viewer sees it; the hand only in that seat's own view.",
               required={**seat_zones(),
                         "hand_size": integer("Cards in hand.", minimum=0),
                         "deck_size": integer("Cards in the draw deck (its contents are hidden).", minimum=0)},
               optional={"hand": cards("The cards in hand: present only when the viewer is this seat.")})


def seat_position() -> Schema:
    return obj("One seat's side of the table with everything hidden in play: hand and deck.",
               required={**seat_zones(),
                         "hand": cards("The cards in hand, in the order drawn."),
                         "deck": cards("The cards in the draw deck, sorted (a deck has no order).")})


def pending_fields() -> dict[str, Schema]:
    """The context a decision may carry (PENDING_KINDS says which kind carries which)."""
    return {
        "location": ref("Location"),
        "by": seat("Who caused the decision: the raider, the ambusher, the player of a Priest or Indian Leader."),
        "siege": seat("The siege the decision is about, named by its attacker."),
        "settler_needed": boolean("Occupy: the location shows a settler symbol, so occupying needs a settler "
                                  "card (AC-SIEGE-23)."),
    }


DECISIONS = {
    "raid_block": "Block the raid on your location with a blocking card or its own location card, or not "
                  "(AC-RAID-11).",
    "ambush_block": "Block the ambush with a card that blocks ambushes, or not (AC-AMBUSH-2).",
    "ambush_loss": "Give up a card with the ambush symbol from hand or reserve (AC-AMBUSH-3).",
    "natives_demand": "Give a neutral Native Americans card from hand or reserve (AC-PRIEST-2).",
    "occupy": "Place a cube on the location your won siege emptied, or not (AC-SIEGE-23/24).",
    "siege_loss": "Choose which of your empire cards in the lost siege goes back (AC-SIEGE-30).",
    "reshuffle_penalty": "Discard a card of your hand: your refill's reshuffle went unpaid (AC-VAR-0).",
    "redraw": "french_siege_redraw (AC-VAR-5): the French won a siege at their check; discard a card from hand and "
              "draw one, or not.",
    "starting_card": "french_start_card (AC-VAR-13): before their opening draw the French add one of their "
                     "available empire cards to their starting deck.",
}


def decision(kind: str) -> Schema:
    """The decision of `kind` as the view's `pending` and your_turn's `decision` give it."""
    context = pending_fields()
    return obj(DECISIONS[kind],
               required={"seat": seat("The seat that must answer."),
                         "kind": const("The kind of question.", kind),
                         **{f: context[f] for f in PENDING_KINDS[kind]}},
               optional={f: context[f] for f in PENDING_OPTIONAL.get(kind, ())})


def pending_decision() -> Schema:
    return obj("A question awaiting an answer: `seat` must answer it before anything else happens; the "
               "context fields depend on `kind` (see the decisions).",
               required={"seat": seat("The seat that must answer."),
                         "kind": enum("The kind of question.", PENDING_KINDS)},
               optional=pending_fields())


def siege() -> Schema:
    return obj("A siege in progress on the attacker's track.", required={
        "location": LOCATION,
        "value": integer("The siege value: positive favours the attacker (AC-SIEGE-21)."),
        "cards": per_seat("The cards each side has put into the siege, face up.", cards("One side's cards.")),
        "won_by": seat("The winner once the siege is decided but still waits for an answer; null while it runs.",
                       nullable=True),
    })


def outcome_fields() -> dict[str, Schema]:
    return {
        "reason": literal("GameEnded", "reason", "Why the game ended (AC-END-1..6; fort_duquesne: AC-VAR-2)."),
        "winner": seat("The winner (the French win equal totals, AC-SCORE-4)."),
        "scores": per_seat("The final scores of both seats.", ref("Score")),
    }


def outcome(nullable: bool) -> Schema:
    if nullable:
        return obj("The outcome once the game is over; null while it runs.", outcome_fields(), nullable=True)
    return obj("The outcome of the game.", required=outcome_fields())


def table_fields() -> dict[str, Schema]:
    """What a seat's view and a position both show of the table, beyond the seats."""
    return {
        "game": const("The game: A Few Acres of Snow.", "acres"),
        "options": ref("Options"),
        "turn": integer("The turn being played, from 1; turns count both players (AC-TURN-1).", minimum=1),
        "active": seat("Whose turn it is."),
        "phase": enum("The turn's phase: actions; after_draw (1st edition: free actions after the end-of-turn "
                        "draw, AC-TURN-9); over.", ("actions", "after_draw", "over")),
        "actions_left": integer("Normal actions left this turn (AC-TURN-3/4).", minimum=0, maximum=2),
        "neutral_display": cards("The neutral cards nobody has drafted, sorted."),
        "board": mapping("The occupied locations, keyed by location id; any other is neutral and unfortified.",
                         ref("BoardSpot")),
        "fortifications_in_stock": integer("Fortification discs not on the board.", minimum=0,
                                           maximum=FORTIFICATIONS),
        "sieges": per_seat("The sieges in progress, keyed by the attacker (at most one each).", ref("Siege"),
                           always=False),
        "pending": array("The decisions awaited, the current question first (at most one).", ref("PendingDecision"),
                         max_items=1),
        "result": outcome(nullable=True),
    }


def scenario_fields() -> dict[str, Schema]:
    """What a scenario option remembers of the game, there only when the option is on (state.scenario_json)."""
    return {"british_sieges_open": boolean("british_siege_delay (AC-VAR-16): the British may begin a siege, since "
                                           "the French have begun one or the British score has reached 25.")}


def table_view() -> Schema:
    fields = table_fields()
    return obj("The table as one seat (or a spectator) sees it: its own hand, never another's, no deck's contents.",
               required={"game": fields.pop("game"),
                         "seat": seat("The seat this view is for; null: a spectator.", nullable=True),
                         **fields,
                         "to_act": seats("The seat to act: the pending decision's, else the active one; none once "
                                         "the game is over.", max_items=1),
                         "seats": per_seat("Each seat's side of the table.", ref("SeatView"))},
               optional=scenario_fields())


def position() -> Schema:
    fields = table_fields()
    return obj("The whole table, hidden cards included (docs/positions-acres.md): the full state of a sandbox "
               "or finished game, and the start of every game's log.",
               required={"game": fields.pop("game"),
                         "format": const("The position format.", FORMAT),
                         **fields,
                         "seats": per_seat("Each seat's side of the table.", ref("SeatPosition")),
                         "to_resolve": seats("Siege tracks won at this turn's check still to resolve.")},
               optional=scenario_fields())


def defs() -> dict[str, Schema]:
    return {
        "Card": enum("A card id: b-/f- and a location or card name, or n- for a neutral card (data/acres.json).",
                       CARDS),
        "OptionalCard": enum("A card id, or null for none.", CARDS, nullable=True),
        "Location": enum("A location id of the board (data/acres.json).", LOCATIONS),
        "Captured": obj("The opponent's pieces this seat has captured (AC-SCORE-2: 2 points a cube, 4 a disc).",
                        required={"cube": integer("Village cubes captured.", minimum=0),
                                  "disc": integer("Town discs captured.", minimum=0)}),
        "Score": obj("One seat's score (AC-SCORE-1..3).", required={
            "villages": integer("Points of locations held with a village cube.", minimum=0),
            "towns": integer("Points of locations held with a town disc (twice their value).", minimum=0),
            "captured": integer("Points of captured pieces.", minimum=0),
            "total": integer("The sum.", minimum=0)}),
        "BoardSpot": obj("An occupied location.", required={
            "owner": seat("The seat controlling it."),
            "piece": enum("Its piece: a village cube or a town disc.", ("cube", "disc")),
            "fortified": boolean("A fortification disc stands there.")}),
        "Siege": siege(),
        "PendingDecision": pending_decision(),
        "Options": options(),
        "SeatView": seat_view(),
        "SeatPosition": seat_position(),
        "TableView": table_view(),
        "Position": position(),
    }


# -- events ------------------------------------------------------------------------------------------------
def event_fields() -> dict[str, tuple[str, dict[str, Schema]]]:
    """Each event type: what it says, and the schema of each of its fields but `type`."""
    actor = seat("The seat the event is about (usually the one who acted).")
    cost = integer("Money paid.", minimum=0)
    on_siege = seat("The siege, named by its attacker.")
    return {
        "GameStarted": ("The table at the start: the position in the log, each seat's view as served to it.", {
            "position": ref("Position"), "view": ref("TableView")}),
        "TurnStarted": ("A seat begins a turn.", {
            "seat": actor, "turn": integer("The turn number.", minimum=1),
            "actions": integer("Normal actions this turn: 1 in each player's first turn, then 2 (AC-TURN-3/4).",
                               minimum=1, maximum=2),
            "resolve": seats("The siege tracks won at this turn's check, resolved next (AC-SIEGE-20/21).")}),
        "DrawCompleted": ("1st edition: the end-of-turn draw is done; free actions stay open (AC-TURN-9).",
                          {"seat": actor}),
        "CardsDrawn": ("Cards moved from the deck to the hand.", {
            "seat": actor, "cards": cards("The cards drawn: shown to the drawing seat only.", min_items=1),
            "count": integer("How many cards were drawn.", minimum=1),
            "reason": literal("CardsDrawn", "reason", "Why: the opening hand, the end-of-turn refill, Home Support, the redraw "
                                                        "after a siege (AC-VAR-5).")}),
        "DeckReshuffled": ("The deck was empty: the discard pile became the deck (AC-TURN-7).", {
            "seat": actor, "count": integer("Cards reshuffled.", minimum=1)}),
        "LocationSettled": ("A seat settled a location (or re-settled its own to take its card back, OQ-AC-20).", {
            "seat": actor, "location": LOCATION,
            "cards": cards("The cards played (via, transport, settler), to the discard pile.", 2, 3),
            "gained": OPTIONAL_CARD,
            "cube": boolean("A cube was placed; false for a re-settle of one's own location.")}),
        "LocationDeveloped": ("A village became a town (AC-DEVELOP-1..3).", {
            "seat": actor, "location": LOCATION,
            "cards": cards("The location card and the settler card, to the discard pile.", 2, 2)}),
        "LocationFortified": ("A fortification disc was placed (AC-FORTIFY-1..3).", {
            "seat": actor, "location": LOCATION,
            "cards": cards("The location card and the Fortification card, to the discard pile.", 2, 2),
            "cost": cost}),
        "SiegeBegun": ("A seat besieges a location on its own track; siege_card goes onto it (AC-SIEGE-1..10).", {
            "seat": actor, "location": LOCATION,
            "cards": cards("Via and transport, to the discard pile.", 2, 2),
            "siege_card": CARD, "cost": cost,
            "strength": integer("The siege card's strength.", minimum=1),
            "defence": integer("The location's defence.", minimum=1),
            "value": integer("The siege value after the defence and the first card.")}),
        "SiegeReinforced": ("A card joined a siege (AC-REINFORCE-1..9).", {
            "seat": actor, "siege": on_siege, "card": CARD,
            "free": boolean("A Military Leader played as a free action (AC-REINFORCE-7)."),
            "strength": integer("The card's strength.", minimum=1), "cost": cost,
            "value": integer("The new siege value.")}),
        "SiegeWon": ("A siege was decided (AC-SIEGE-21/22).", {
            "siege": on_siege, "winner": seat("The seat that won it."), "location": LOCATION,
            "by": literal("SiegeWon", "by", "Decided by the start-of-turn check or a defender's surrender."),
            "captured": literal("SiegeWon", "captured", "The defender's piece the attacker took; null when the "
                                                        "defender won.", nullable=True),
            "fort_returned": boolean("A fortification disc went back to the stock.")}),
        "SiegeWithdrawn": ("A seat withdrew from a siege; the opponent wins it (AC-WITHDRAW-1).", {
            "seat": actor, "siege": on_siege}),
        "LocationOccupied": (("The siege's winner placed a cube on the emptied location (AC-SIEGE-23..25); card "
                              "is the settler card played, gained the location card taken (each null if none)."), {
            "seat": actor, "location": LOCATION, "card": OPTIONAL_CARD, "gained": OPTIONAL_CARD}),
        "OccupationDeclined": ("The siege's winner placed no cube (AC-SIEGE-26).", {
            "seat": actor, "location": LOCATION}),
        "SiegeCardReturned": ("The loser's empire card left the siege (AC-SIEGE-30).", {
            "seat": actor, "siege": on_siege, "card": CARD,
            "to": literal("SiegeCardReturned", "to", "Where it went."),
            "chosen": boolean("The loser chose it (a siege_loss answer); else it was the only candidate.")}),
        "SiegeEnded": ("The siege was removed; its remaining cards went to their owners' discard piles.", {
            "siege": on_siege,
            "winner": seat("The winner; null when a 1st-edition raid emptied the location and lifted the siege.",
                           nullable=True)}),
        "RaidLaunched": ("A seat raids a location (AC-RAID-1..9).", {
            "seat": actor, "location": LOCATION,
            "cards": cards("The raid cards, to the discard pile.", min_items=1),
            "cost": integer("Money paid: 1 per Native Americans card.", minimum=0)}),
        "RaidBlocked": ("The raided seat blocked the raid (AC-RAID-11).", {
            "seat": seat("The raided seat."), "card": CARD, "location": LOCATION}),
        "BlockDeclined": ("A seat did not block.", {
            "seat": actor, "kind": literal("BlockDeclined", "kind", "What was not blocked.")}),
        "LocationRaided": ("A raid succeeded: the piece is captured (AC-RAID-13/14).", {
            "seat": seat("The raider."), "location": LOCATION,
            "piece": literal("LocationRaided", "piece", "The piece captured."),
            "replaced": boolean("A town fell back to a village (AC-RAID-14); else the location became neutral.")}),
        "AmbushLaunched": ("A seat ambushes its opponent (AC-AMBUSH-1).", {
            "seat": actor, "card": CARD, "cost": cost}),
        "AmbushBlocked": ("The ambushed seat blocked the ambush (AC-AMBUSH-2).", {
            "seat": seat("The ambushed seat."), "card": CARD}),
        "CardLost": ("After an ambush a card left the seat for good (AC-AMBUSH-3).", {
            "seat": actor, "card": CARD,
            "from": literal("CardLost", "from", "Where the card was."),
            "to": literal("CardLost", "to", "Where it went.")}),
        "SiegeCardLost": (("Under ambush_siege_cards (AC-VAR-3) the ambushed seat lost a card from its side of "
                           "a siege; the track moved back by the card's strength."), {
            "seat": actor, "siege": on_siege, "card": CARD,
            "to": literal("SiegeCardLost", "to", "Where it went."),
            "value": integer("The new siege value.")}),
        "HandRevealed": ("A seat had nothing to give up and showed its whole hand.", {
            "seat": actor, "cards": cards("The hand, sorted."),
            "reason": literal("HandRevealed", "reason", "What asked for a card.")}),
        "NativesDemanded": ("A Priest or Indian Leader was played, to the discard pile (AC-PRIEST-1).", {
            "seat": actor, "card": CARD}),
        "NativesGiven": ("A seat gave a Native Americans card to the demanding seat's discard pile (AC-PRIEST-2).", {
            "seat": actor, "card": CARD, "from": literal("NativesGiven", "from", "Where the card was.")}),
        "MoneyTaken": ("A seat took money (AC-MERCHANT-1, AC-TRADER-1).", {
            "seat": actor, "action": literal("MoneyTaken", "action", "The action taken."),
            "cards": cards("The cards played, to the discard pile.", min_items=1),
            "amount": integer("Money gained.", minimum=0)}),
        "PiracyCommitted": ("The French took 2 money (AC-PIRACY-1).", {
            "seat": actor, "cards": cards("Louisbourg and the ship card, to the discard pile.", 2, 2),
            "from_opponent": integer("Paid by the British.", minimum=0),
            "from_bank": integer("The rest, from the bank.", minimum=0)}),
        "CardDrafted": ("A card was bought into the discard pile (AC-DRAFT-1).", {
            "seat": actor, "card": CARD, "cost": cost}),
        "CardsDiscarded": ("Cards were discarded from the hand (AC-DISCARD-1).", {
            "seat": actor, "cards": cards("The cards discarded.", min_items=1), "cost": cost}),
        "CardReserved": ("A card moved from the hand to the reserve.", {"seat": actor, "card": CARD}),
        "ReserveRetrieved": ("The whole reserve returned to the hand (AC-RESERVE-6).", {
            "seat": actor, "cards": cards("The cards retrieved.", min_items=1), "cost": cost}),
        "CardsReturned": ("The Governor sent cards back to the available cards or the display (AC-GOVERNOR-1).", {
            "seat": actor, "governor": CARD, "cards": cards("The cards sent back.", 1, 2)}),
        "LocationAbandoned": (("Under governor_loses_control (AC-VAR-14) the Governor returned the card of a "
                               "location the seat held: its piece went back to stock and the location is neutral."), {
            "seat": actor, "location": LOCATION,
            "piece": literal("LocationAbandoned", "piece", "The piece taken back to stock."),
            "fort_returned": boolean("A fortification disc went back to the stock.")}),
        "IntendantUsed": ("The Intendant took a card from the discard pile into the hand (AC-INTENDANT-1).", {
            "seat": actor, "intendant": CARD, "card": CARD, "cost": cost}),
        "RedrawDiscarded": (("The French discarded a hand card after a siege won at their check; a draw follows "
                             "(AC-VAR-5)."), {"seat": actor, "card": CARD}),
        "StartingCardAdded": ("The French added an available empire card to their starting deck (AC-VAR-13).",
                              {"seat": actor, "card": CARD}),
        "RedrawDeclined": ("The French kept their hand after a siege won at their check (AC-VAR-5).",
                           {"seat": actor}),
        "HomeSupportPlayed": ("Home Support was played after its draw (AC-HOMESUPPORT-1).", {
            "seat": actor, "card": CARD}),
        "FurSold": ("A free action sold one card's fur, without a Trader, to the discard pile (AC-VAR-11).", {
            "seat": actor, "card": CARD, "amount": integer("Money gained.", minimum=1)}),
        "LostCardDiscarded": ("A free action discarded the card of a location the seat lost (AC-VAR-17).", {
            "seat": actor, "card": CARD}),
        "ReshufflePaid": ("The end-of-turn refill's reshuffle was paid for (AC-VAR-0).", {"seat": actor, "cost": cost}),
        "ReshuffleCardDiscarded": ("A card discarded because the refill's reshuffle went unpaid (AC-VAR-0).", {
            "seat": actor, "card": CARD}),
        "Passed": ("An action spent on nothing.", {"seat": actor}),
        "DecisionRequested": ("A decision is added to the pending list; its seat must answer.", {
            "seat": seat("The seat that must answer."),
            "kind": enum("The kind of question.", PENDING_KINDS), **pending_fields()}),
        "GameEnded": ("The game ended.", outcome_fields()),
    }


def event_schema(name: str, description: str, fields: dict[str, Schema]) -> Schema:
    """A field is required when every form has it: declared required in events.py and seen by every seat."""
    spec, public = EVENTS[name], set(PUBLIC.get(name, ())) - set(PRIVATE.get(name, ()))
    always = {f for f in fields if f in spec.__required_keys__ and f in public}
    return event(name, description, required={f: s for f, s in fields.items() if f in always},
                 optional={f: s for f, s in fields.items() if f not in always})


def state_schemas() -> Json:
    """The JSON Schemas of views, events, decisions and the result (the contract of Engine.state_schemas)."""
    return {
        "view": one_of("The table as a seat or a spectator sees it; the whole position for the full state of a "
                       "sandbox or finished game.", "TableView", "Position"),
        "events": {name: event_schema(name, *spec) for name, spec in event_fields().items()},
        "decisions": {kind: decision(kind) for kind in PENDING_KINDS},
        "result": outcome(nullable=False),
        "defs": defs(),
    }
