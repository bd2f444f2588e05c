"""JSON Schema of the JSON The First Sparks hands the API (the typed state contract, docs/state-schemas.md): the view
(and the full position, `?full=1`), every event in each form it is served (redacted or whole), each decision as
`your_turn` gives it (a pending decision, or the card on offer) and the result.

The dialect is the contract's (built with engine/dialect.py), so the API can turn it into OpenAPI 3.0 mechanically:
objects list their properties with `additionalProperties` false (a value schema for maps keyed by seat, clan, space,
tile or area), nullable values are `type: [T, "null"]` (so a nullable object is written inline, never as a `$ref`),
a union of shapes is a `oneOf` of `$ref`s, and every schema carries a one-line description. Bounds are those the
engine guarantees for any game, one started from a position included (position.py reads them so), save one: a
finished position's `result` loads with any of GameEnded's fields missing and any `reason`, which `Result` refuses.

What the dialect cannot say is in the descriptions: a field present only with a given value of another
(`PhaseBegan.round` for `buy`), and the keys of a map (seats, space ids).
"""
from __future__ import annotations

from typing import Any, get_args, get_type_hints

from ..core import Json
from ..dialect import array, boolean, const, enum, integer, mapping, obj, one_of, pair, ref, string
from ..dialect import event as typed_event
from .data import AREA_FOOD, CARD_FIELDS, HERBS, KNOWLEDGE, PLOUGH_FIELDS, TILE_FIELDS, TILES_BY_MIN_PLAYERS, TOOL_FOODS
from .data import FORMAT as PACK_FORMAT
from .events import DecisionRequested, DecisionTaken, GameEnded, MemberPlaced
from .options import BOARDS, TILE_POOLS
from .query import MAX_ON_BOARD, MAX_PER_PHASE
from .state import FOODS, FORMAT, NEUTRAL, PHASES, SEAT_NAMES

LAST_CARD = 41
FIRST_TECH = 7  # the first technology card: the market and the deck hold cards 7-41, the Herbs are 1-6
HASH_LENGTH = 64  # sha256 in hex (data.pack_hash)
BEGUN_PHASES = tuple(p for p in PHASES if p not in ("lay_tiles", "over"))  # PhaseBegan's (setup starts lay_tiles)
ORDER_REASONS = ("FS-ORDER-1", "FS-BUREAU-2", "FS-KNOW-5")
BONUS_REASONS = ("FS-TECH-12", "FS-TECH-15", "OQ-FS-20")


def _literal(event: Any, field: str) -> list[Any]:
    """The values of an event field typed as a Literal in events.py."""
    return list(get_args(get_type_hints(event)[field]))


DECISION_KINDS = _literal(DecisionRequested, "kind")


# -- the game's values ----------------------------------------------------------------------------------
def seat(description: str, nullable: bool = False) -> Json:
    return enum(description, SEAT_NAMES, nullable)


def seats(description: str, low: int | None = None, high: int | None = None) -> Json:
    return array(description, seat("A seat (a clan's colour)."), low, high)


def clan(description: str) -> Json:
    return enum(description, (*SEAT_NAMES, NEUTRAL))


def card(description: str, low: int = 1, nullable: bool = False) -> Json:
    return integer(description, low, LAST_CARD, nullable)


def cards(description: str, low: int = 1, high: int | None = None) -> Json:
    return array(description, card("A card number (1-6 Herbs, 7-41 technology)." if low == 1 else
                                   "A technology card number (7-41).", low), max_items=high)


def space(description: str) -> Json:
    return string(description, min_length=5)


def spaces(description: str, low: int | None = None, high: int | None = None) -> Json:
    return array(description, space("A space id: <tile>.<hex>.<space>."), low, high)


def members(description: str, low: int = 0) -> Json:
    return integer(description, low, MAX_ON_BOARD)


def edge(description: str) -> Json:
    return integer(description, 0, 5)


def tile_id(description: str, nullable: bool = False) -> Json:
    return string(description, 1, nullable=nullable)


def food_counts(template: str) -> Json:
    """A count per food of the harvest spaces that run out (FS-FOOD-5); `template` describes each."""
    return {food: integer(template.format(food=food), 0) for food in FOODS}


def foods(description: str, template: str) -> Json:
    return obj(description, food_counts(template))


def harvest() -> Json:
    return obj("The harvest spaces (FS-FOOD-5).", {"field": const("Field crops never run out.", "unlimited"),
                                                    **food_counts("The {food} tokens left.")})


# -- shared pieces ---------------------------------------------------------------------------------------
def result_fields() -> Json:
    """GameEnded's fields, which the result repeats (FS-END-4, OQ-FS-17)."""
    return {
        "winner": seat("The one winner, or null when several seats tie at the top.", nullable=True),
        "winners": seats("Every seat tied at the top: most members, then most food (OQ-FS-17).", 1),
        "scores": mapping("Each seat's score, keyed by seat.", ref("Score")),
        "ranking": seats("Every seat, best first; ties broken by turn order."),
        "round": integer("The round the game ended in.", 0),
        "reason": enum("Why it ended: a clan of 13 (FS-END-1), no members left (FS-END-2) or a repeated "
                       "table (FS-END-5).", _literal(GameEnded, "reason")),
    }


def offer_fields() -> Json:
    return {
        "card": card("The card on offer.", FIRST_TECH),
        "offerer": seat("The seat that offered it."),
        "asked": seats("The seats still to answer, in turn order; the first answers now."),
        "wanting": seats("The seats that said yes so far."),
        "may_box": boolean("The offerer may box the card if nobody wants it (2 players, FS-2P-9)."),
    }


def offer(description: str) -> Json:
    return obj(description, offer_fields(), nullable=True)


def result(description: str) -> Json:
    return obj(description, result_fields(), nullable=True)


def turn_fields() -> Json:
    """Where the game is, as views and positions both give it."""
    return {
        "round": integer("The round; 0 during the placement round (FS-ROUND-1).", 0),
        "phase": enum("The step the game is in.", PHASES),
        "stage": integer("The market stage: 1, or 2 after the stage change (FS-BUREAU-9).", 1, 2),
        "order": seats("The turn order, first player first."),
        "queue": seats("The seats still to act in this phase, in order (empty in phase buy)."),
        "done": seats("Phase buy: the seats that bought or passed this round."),
    }


def pending() -> Json:
    return array("The decisions awaited, the current one first.",
                 one_of("A pending decision.", *(_decision_name(k) for k in DECISION_KINDS)))


def _decision_name(kind: str) -> str:
    return "".join(word.title() for word in kind.split("_")) + "Decision"


def decision_defs() -> dict[str, Json]:
    """One def per decision kind: the pending ones as the view lists them, and the card on offer as
    your_turn gives it to the first seat asked."""
    asked = {
        "keep_or_box": ("Keep or box the first offer nobody took (2 players, FS-2P-9).",
                        {"card": card("The offered card.")}),
        "discard_tool": ("Discard a tool: the clan holds more than its limit (FS-CARD-7).",
                         {"card": card("The card just gained.")}),
        "remove_members": ("Remove members the clan could not feed (FS-FEED-2).",
                           {"count": members("How many members to remove.", 1)}),
    }
    out = {_decision_name(kind): obj(text, {"seat": seat("The seat to decide."), "kind": const("The decision.", kind),
                                            **fields})
           for kind, (text, fields) in asked.items()}
    out[_decision_name("offer")] = obj("Answer the card on offer: want it or decline it (FS-TECH-5).",
                                       {"kind": const("The decision.", "offer"), **offer_fields()})
    return out


def card_defs(prefix: str, marks: bool) -> dict[str, Json]:
    """The three shapes of a card's values: crops (Herbs and fields), tools and knowledge. With `marks`, as a
    pack writes them, with the optional list of invented fields."""

    def values(description: str, kind: Json, fields: Json, marked: tuple[str, ...]) -> Json:
        optional = {"provisional": array("The fields whose values are invented, not printed.",
                                         enum("A field of this card.", ("kind", *marked)))} if marks else None
        return obj(description, {"number": card("The card's number, also its rank (FS-CARD-2)."), "kind": kind,
                                 "price": integer("The printed price in food value.", 0), **fields}, optional)

    return {
        f"{prefix}CropCard": values(
            "A Herbs or field card: a fixed number of field crops each hunt.",
            enum("The card kind.", ("herbs", "field")),
            {"food": const("The food it gives: field crops.", "field"), "yield": ref("FixedYield")},
            CARD_FIELDS["field"]),
        f"{prefix}ToolCard": values(
            "A hunting tool: takes one food by its yield table.", const("The card kind.", "tool"),
            {"food": enum("The food it hunts.", TOOL_FOODS), "yield": ref("TableYield")}, CARD_FIELDS["tool"]),
        f"{prefix}KnowledgeCard": values(
            "A knowledge card (FS-KNOW-1..5).", const("The card kind.", "knowledge"),
            {"knowledge": enum("Which knowledge.", KNOWLEDGE)}, CARD_FIELDS["knowledge"]),
    }


def pack_defs() -> dict[str, Json]:
    """A data pack given in full (docs/data-sparks.md), as a position records a pack not shipped."""
    marks = {"provisional": array("The fields whose values are invented, not printed.",
                                  enum("A field of this entry.", TILE_FIELDS))}
    return {
        "ShippedPack": obj("A pack shipped with the server, by name and hash.", {
            "name": string("The pack's name.", min_length=1),
            "hash": string("The pack's hash (sha256 of its canonical JSON).", min_length=HASH_LENGTH,
                           max_length=HASH_LENGTH)}),
        "Pack": obj("A data pack in full: the values printed on the cards and tiles.", {
            "format": const("The pack format.", PACK_FORMAT),
            "name": string("The pack's name.", min_length=1),
            "cards": array("The cards 1-41, each once, in any order.",
                           one_of("A card's values.", "PackCropCard", "PackToolCard", "PackKnowledgeCard"),
                           LAST_CARD, LAST_CARD),
            "knowledge": obj("Values printed on knowledge cards.", {"plough": obj(
                "The plough (#18, FS-KNOW-2).",
                {"bonus_per_field": integer("Extra field crops per field card owned.", 1)},
                {"provisional": array("The fields whose values are invented, not printed.",
                                      enum("A field of this entry.", PLOUGH_FIELDS))})}),
            "tiles": array("The six landscape tiles.", ref("PackTile"), 6, 6),
        }, {"description": string("What the pack is and where its values come from."),
            "provisional": boolean("Some value in the pack is invented.")}),
        **card_defs("Pack", marks=True),
        "PackTile": obj("A landscape tile: two hexes, each one hunting area.", {
            "id": tile_id("The tile's id, unique in the pack."),
            "min_players": enum("The fewest players it is used with (4 and 5: the marked tiles).",
                                sorted(TILES_BY_MIN_PLAYERS)),
            "hexes": array("Hex 0 and hex 1.", ref("PackHex"), 2, 2),
            "join": edge("The edge of hex 0 that hex 1 lies across."),
            "mountains": array("The borders a mountain lies on (FS-EXPAND-6).",
                               pair("Two tile-local space ids <hex>.<space>.",
                                    string("A tile-local space id.", min_length=3, max_length=3))),
        }, marks),
        "PackHex": obj("One hex of a tile: a hunting area cut into three spaces.", {
            "area": enum("The hunting area.", AREA_FOOD),
            "spaces": array("The three spaces, each by the two hex edges it owns.",
                            pair("Two neighbouring hex edges.", edge("A hex edge, 0 east, counter-clockwise.")),
                            3, 3),
        }),
    }


def view_defs() -> dict[str, Json]:
    """The seat's view (views.view) and the pieces only it uses."""
    return {
        "View": obj("The table as a seat, or a spectator, sees it (hidden: the deck, the face-down tiles and a "
                    "Fire owner's food, FS-KNOW-1).", {
            "game": const("The game.", "sparks"),
            "seat": seat("The seat viewing; null for a spectator.", nullable=True),
            "options": obj("The options in force.", {
                "tile_pool": enum("Which tiles are drawn (OQ-FS-3).", TILE_POOLS),
                "board": enum("How the board is built: a random layout, or laid by the players.", BOARDS),
                "pack": string("The data pack's name."),
                "pack_hash": string("The data pack's hash.", min_length=HASH_LENGTH, max_length=HASH_LENGTH),
                "pack_provisional": boolean("The pack holds invented values."),
            }, {"layout": array("The given layout (only when one was given).", ref("Placement"), 1)}),
            "pack": obj("The game's data pack: its cards' printed values; for a pack not shipped with the server "
                        "also data, the whole pack as given in options.pack (public).", {
                "name": string("The pack's name."),
                "hash": string("The pack's hash.", min_length=HASH_LENGTH, max_length=HASH_LENGTH),
                "provisional": boolean("The pack holds invented values."),
                "cards": array("Every card's values, by number.",
                               one_of("A card's values.", "CropCard", "ToolCard", "KnowledgeCard"),
                               LAST_CARD, LAST_CARD),
                "plough_bonus_per_field": integer("Extra field crops per field card for the plough's owner.", 1),
            }, {"note": string("Present when the pack is provisional: its values are invented."),
                "data": ref("Pack")}),  # present only for a pack not shipped (views.py): the whole pack as given
            **turn_fields(),
            "to_act": seats("The seat to act, if any.", 0, 1),
            "players": mapping("Each player, keyed by seat.", ref("Player")),
            "clans": mapping("Each clan on the board, keyed by seat (and neutral with 2 players).", ref("Clan")),
            "harvest": harvest(),
            "market": obj("The market.", {
                "current": cards("The cards that may be bought, ascending.", FIRST_TECH),
                "future": cards("The other market cards, ascending.", FIRST_TECH),
                "reshuffle_card": boolean("The reshuffle card sits in the market (FS-TECH-13)."),
                "bonus": card("The card carrying the field-crop bonus (FS-TECH-1), or null.", FIRST_TECH,
                              nullable=True),
            }),
            "deck": obj("The deck: only what the table knows of it.", {
                "size": integer("Cards in the deck, the reshuffle card included.", 0),
                "top": cards("Cards known to lie on top, in order (#15 with 6 players, FS-6P-1).", FIRST_TECH),
                "reshuffle_card": boolean("The reshuffle card is still in the deck."),
                "bottom": cards("Cards put under the reshuffle card, in order (FS-BUREAU-7).", FIRST_TECH),
            }),
            "boxed": cards("Cards gone to the box face up, in order."),
            "removed_unseen": integer("How many cards were removed face down (FS-SETUP-11).", 0),
            "tiles": obj("The tiles still to lay (board laid).", {
                "next": tile_id("The next tile to lay, or null.", nullable=True),
                "face_down": integer("How many more lie face down.", 0),
            }),
            "board": obj("The laid tiles and the board they make.", {
                "layout": array("The placements, in laying order.", ref("Placement")),
                "shapes": mapping("Each laid tile's shape as it lies, keyed by tile id.", ref("TileShape")),
                "areas": mapping("Each hunting area's type, keyed by area id <tile>.<hex>.",
                                 enum("A hunting area type.", AREA_FOOD)),
                "spaces": mapping("Each space, keyed by space id.", ref("Space")),
            }),
            "offer": offer("The card on offer, or null."),
            "pending": pending(),
            "result": result("The result once the game is over, else null."),
        }),
        "Player": obj("A player as the viewing seat sees it.", {
            "herbs": integer("The player's Herbs card.", 1, max(HERBS)),
            "cards": cards("The cards owned, ascending."),
            "tool_limit": integer("How many tools the clan may hold (FS-CARD-6, 4 with the sled).", 3, 4),
            "food": integer("The clan's food value; null when hidden (a Fire owner, FS-KNOW-1).", 0, nullable=True),
            "food_hidden": boolean("The food is hidden from the viewer."),
        }),
        "Clan": obj("A clan on the board.", {
            "members": spaces("The spaces of its members, sorted.", 0, MAX_ON_BOARD),
            "size": members("How many members."),
        }),
        **card_defs("", marks=False),
        "TileShape": obj("A laid tile turned by its rotation.", {
            "join": edge("The board edge of hex 0 that hex 1 lies across."),
            "edges": mapping("Per space id, the two board edges of its hex it owns, counter-clockwise.",
                             pair("Two board edges.", edge("A board edge, 0 east, counter-clockwise."))),
        }),
        "Space": obj("A space of the board.", {
            "area": string("The area id it belongs to.", min_length=3),
            "adjacent": spaces("The spaces it touches, sorted."),
            "mountain": spaces("The adjacent spaces across a mountain (FS-EXPAND-6), sorted."),
        }),
    }


def position_def() -> Json:
    """The full state (state.export_position, docs/positions-sparks.md): GameStarted's and ?full=1's."""
    return obj("The whole table, hidden information included (a position, docs/positions-sparks.md).", {
        "format": const("The position format.", FORMAT),
        "game": const("The game.", "sparks"),
        "options": obj("The board options.", {
            "tile_pool": enum("Which tiles are drawn (OQ-FS-3).", TILE_POOLS),
            "board": enum("How the board is built.", BOARDS),
        }, {"layout": array("The given layout (only when one was given).", ref("Placement"), 1)}),
        "pack": one_of("The data pack: a shipped one by name and hash, any other in full.", "ShippedPack", "Pack"),
        "seats": seats("The seats, in seat order.", 2, 6),
        "herbs": mapping("Each seat's Herbs card.", integer("A Herbs card.", 1, max(HERBS))),
        "food": mapping("Each clan's food value (OQ-FS-1).", integer("A food value.", 0)),
        "cards": mapping("The cards each seat owns, ascending.", cards("The cards owned.")),
        "clans": mapping("Each clan's spaces, sorted; neutral too with 2 players.",
                         spaces("The clan's spaces.", 0, MAX_ON_BOARD)),
        "harvest": foods("The tokens on the harvest spaces.", "The {food} tokens."),
        "market": cards("The market cards, ascending.", FIRST_TECH),
        "market_reshuffle": boolean("The reshuffle card is in the market (FS-TECH-13)."),
        "bonus": card("The market card carrying the field-crop bonus, or null.", FIRST_TECH, nullable=True),
        "deck": obj("The deck.", {
            "top": cards("Cards known to lie on top, in order.", FIRST_TECH),
            "cards": cards("The shuffled middle, sorted (a draw picks one at random).", FIRST_TECH),
            "reshuffle": boolean("The reshuffle card is still in the deck."),
            "bottom": cards("Cards put under the reshuffle card, in order (FS-BUREAU-7).", FIRST_TECH),
        }),
        "boxed": cards("Cards gone to the box face up, in order."),
        "unseen": cards("Cards removed face down at setup (FS-SETUP-11), sorted."),
        "tiles_to_lay": array("Board laid: the tiles still to lay, the next first.", tile_id("A tile id.")),
        "layout": array("The tiles laid so far, in laying order.", ref("Placement")),
        **turn_fields(),
        "offer": offer("The card on offer, or null."),
        "first_offer_open": boolean("2 players: the first player's first offer of the round is still to come "
                                    "(FS-2P-9)."),
        "pending": pending(),
        "result": result("The result once the game is over, else null."),
        "round_starts": array("The table each round began at, oldest first (FS-END-5).",
                              string("A table key (repetition.py).")),
    })


def defs() -> dict[str, Json]:
    return {
        "Position": position_def(),
        **view_defs(),
        **pack_defs(),
        **decision_defs(),
        "Placement": obj("A tile laid on the board.", {
            "tile": tile_id("The tile id."),
            "q": integer("The axial column of its hex 0."),
            "r": integer("The axial row of its hex 0."),
            "rotation": integer("Sixths of a turn, counter-clockwise.", 0, 5),
        }),
        "FixedYield": obj("A fixed yield.", {"fixed": integer("Field crops per hunt.", 1)}),
        "TableYield": obj("A yield table, read like the printed card (FS-HUNT-4).", {
            "table": array("Rows [min, take]: a tool takes the take of the last row whose min is at most the "
                           "tokens plus virtual tokens.", pair("A row [min, take].", integer("A count.", 0)), 1)}),
        "Take": obj("What one card gave in a hunt.", {
            "card": card("The card."),
            "food": enum("The food taken.", ("field", *FOODS)),
            "tokens": integer("Tokens taken (field crops or tokens off the harvest space).", 0),
        }),
        "Score": obj("A seat's final score.", {
            "members": members("Members on the board."),
            "food": integer("Food value left.", 0),
        }),
        "Result": obj("The end of the game: GameEnded's fields.", result_fields()),
    }


# -- events ----------------------------------------------------------------------------------------------
def event(event_type: str, description: str, optional: Json | None = None, /, **fields: Json) -> Json:
    """An event: its type, then `fields` (always present), then `optional` (sometimes)."""
    return typed_event(event_type, description, fields, optional)


def events() -> dict[str, Json]:
    """Every event type, as redact gives it to any seat or a spectator and as the log holds it (they differ
    only for GameStarted). Every field is public (views.PUBLIC)."""
    out = [
        event("GameStarted", "The table after setup: the position in the log and once the game is over; each "
                             "seat's view of it while the game runs.",
              {"view": ref("View"), "position": ref("Position")}),
        event("TileLaid", "A tile was laid (FS-SETUP-8).", seat=seat("The seat that laid it."),
              tile=tile_id("The tile."), q=integer("The axial column of hex 0."),
              r=integer("The axial row of hex 0."), rotation=edge("Sixths of a turn, counter-clockwise."),
              next_tile=tile_id("The tile now shown next, or null.", nullable=True)),
        event("MemberPlaced", "A member was placed in the placement round.",
              seat=seat("The seat that placed it and paid."),
              clan=clan("The clan placed: the seat's, or neutral (FS-2P-7)."), space=space("The space."),
              cost=integer("Food paid (FS-PLACE-6).", 0),
              step=enum("Which placement.", _literal(MemberPlaced, "step"))),
        event("SecondMemberSkipped", "The clan places no second member (FS-PLACE-4).",
              seat=seat("The seat that skipped.")),
        event("OrderSet", "The turn order was set.", order=seats("The new order, first player first.", 2, 6),
              reason=enum("The rule that set it.", ORDER_REASONS)),
        event("PhaseBegan", "A phase began.", {
            "round": integer("Phase buy only: the round it begins.", 1),
            "queue": seats("Every phase but buy: the seats to act, in order.")},
            phase=enum("The phase.", BEGUN_PHASES)),
        event("BonusPlaced", "The field-crop bonus was laid on a card (FS-TECH-1).",
              card=card("The card carrying it.", FIRST_TECH)),
        event("BonusReturned", "The bonus went back to the supply.", card=card("The card it lay on.", FIRST_TECH),
              reason=enum("The rule.", BONUS_REASONS)),
        event("CardOffered", "A card was offered (FS-TECH-3).", seat=seat("The offerer."),
              card=card("The card.", FIRST_TECH), asked=seats("The seats that will answer, in turn order."),
              may_box=boolean("The offerer may box it if nobody wants it (FS-2P-9).")),
        event("OfferAnswered", "A seat answered the offer.", seat=seat("The seat that answered."),
              card=card("The card on offer.", FIRST_TECH), wants=boolean("It wants the card.")),
        event("CardBought", "A card was bought.", seat=seat("The buyer."), card=card("The card.", FIRST_TECH),
              price=integer("The price paid.", 0), bonus=boolean("The bonus crop (1 food) went with it.")),
        event("OfferBoxed", "The refused first offer went to the box (FS-2P-9, OQ-FS-20).",
              seat=seat("The offerer."), card=card("The card.", FIRST_TECH),
              food=enum("The food its harvest space lost; null for a field or knowledge card.", FOODS, nullable=True),
              tokens=integer("Tokens that left the harvest space.", 0)),
        event("BuyingPassed", "The offerer takes no card this round (FS-TECH-4).", seat=seat("The seat.")),
        event("CardDrawn", "A card came into the market (FS-TECH-11).",
              card=card("The card; null for the reshuffle card.", FIRST_TECH, nullable=True),
              reshuffle=boolean("The reshuffle card came up (FS-TECH-13).")),
        event("DeckReshuffled", "The rest of the deck was shuffled into a new deck.",
              count=integer("Cards in the new deck.", 0)),
        event("CardBoxed", "The unsold bonus card went to the box.", card=card("The card.", FIRST_TECH),
              reason=enum("The rule.", ("FS-TECH-15",))),
        event("DecisionRequested", "A decision was added to the pending ones.", {
            "card": card("keep_or_box and discard_tool only: the card concerned."),
            "count": members("remove_members only: members to remove.", 1)},
            seat=seat("The seat to decide."), kind=enum("The decision.", DECISION_KINDS)),
        event("DecisionTaken", "The current decision was answered.", {
            "choice": enum("keep_or_box only: the answer.", _literal(DecisionTaken, "choice"))},
            seat=seat("The seat that decided."), kind=enum("The decision.", DECISION_KINDS)),
        event("ToolDiscarded", "A tool went to the box (the tool limit, FS-CARD-7).", seat=seat("The seat."),
              card=card("The card discarded.")),
        event("FoodSpoiled", "Spoilage: a third of the food, rounded down (FS-SPOIL-1).", seat=seat("The seat."),
              amount=integer("Food lost.", 1)),
        event("Hunted", "A clan hunted (FS-HUNT).", seat=seat("The hunter."),
              takes=array("Per card that gave or was used: Herbs and fields first, then the tools.", ref("Take"))),
        event("Fed", "A clan fed its members (FS-FEED-1).", seat=seat("The seat."), paid=integer("Food paid.", 0),
              short=members("Members that could not be fed.")),
        event("MembersRemoved", "Starving members left the board (FS-FEED-2).", seat=seat("The seat."),
              spaces=spaces("Their spaces.", 1, MAX_ON_BOARD), reason=enum("The rule.", ("FS-FEED-2",))),
        event("Expanded", "A clan expanded (FS-EXPAND).", seat=seat("The seat."),
              clan=seat("The clan: the seat's own."), spaces=spaces("Spaces placed, in order.", 0, MAX_PER_PHASE),
              cost=integer("Food paid.", 0), size=members("The clan's new size.")),
        event("NeutralGrew", "A neutral member was added (2 players, FS-2P-11).", seat=seat("The seat placing it."),
              clan=const("The neutral clan.", NEUTRAL), space=space("The space."),
              size=members("The neutral clan's new size.", 1)),
        event("Resupplied", "Tokens were added to the harvest spaces (FS-BUREAU-5).",
              amounts=foods("Tokens added per harvest space.", "The {food} tokens added.")),
        event("CardUnderDeck", "The highest market card went under the deck (FS-BUREAU-7).",
              card=card("The card.", FIRST_TECH)),
        event("StageChanged", "Stage 2 began (FS-BUREAU-9).",
              boxed=cards("The lowest market card, boxed with the reshuffle card.", FIRST_TECH, 1)),
        event("GameEnded", "The game ended (FS-END).", **result_fields()),
    ]
    return {e["properties"]["type"]["const"]: e for e in out}


def state_schemas() -> Json:
    """The contract's schemas (engine/core.py, Engine.state_schemas)."""
    return {
        "view": one_of("A seat's view, or the full position (owner token, ?full=1).", "View", "Position"),
        "events": events(),
        "decisions": {kind: ref(_decision_name(kind)) for kind in (*DECISION_KINDS, "offer")},
        "result": ref("Result"),
        "defs": defs(),
    }
