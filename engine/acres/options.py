"""Game options: the edition, the 1st-edition text, Yucata's French Bateaux variants and our readings of open questions.

`parse_options` turns a user's options dict into a frozen `Rules`; everything the rules engine switches on
is a field here, so an edition difference is one attribute read, never a scattered `if edition == ...`.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..checks import show
from ..core import InvalidOptions, Json


def _scenario(description: str) -> tuple[tuple[object, ...], object, object, str]:
    """A Yucata scenario option (AC-VAR-*): on or off, off in both editions."""
    return (True, False), False, False, description


# name -> (allowed values, default for the second edition, default for the first edition, description)
OPTIONS: dict[str, tuple[tuple[object, ...], object, object, str]] = {
    "edition": (("second", "first"), "second", "first",
                "Rule edition: 'second' (Treefrog 2nd edition, as Yucata enforces) or 'first'."),
    "first_edition_text": (("it", "fr"), None, "it",
                           ("First edition only: which translation settles where they differ (merchant card count, "
                           "reserve limit, British reinforcement capitals, end with a siege running).")),
    "french_bateaux": (("out", "available", "start_deck"), "out", "start_deck",
                       ("Where the French Bateaux card is: out of play (2nd edition), an available empire card "
                       "(Yucata option 21) or in the starting deck (1st edition).")),
    "capital_anchor": (("anchor", "strict"), "anchor", "anchor",
                       ("OQ-AC-7: 'anchor' lets a chain reach the capital's location whoever holds it; 'strict' "
                       "needs the capital controlled and not besieged for any location card to be usable.")),
    "besieged_links": ((True, False), True, True,
                       "OQ-AC-6: whether a besieged location you control still links your supply chain."),
    "sea_network": (("data", "ship_symbol"), "data", "data",
                    ("OQ-AC-26: trace sea links over the sea network of the data (17 locations) or only over "
                    "locations with a ship symbol (15).")),
    "siege_track": (("clamp", "unclamped"), "clamp", "clamp",
                    "OQ-AC-25: clamp the siege value at the track ends, or keep the unclamped sum (Yucata)."),
    "military_leader_chain": ((True, False), True, True,
                              "OQ-AC-13: whether Military Leader needs the reinforcement chain like other cards."),
    "resettle_own": ((True, False), True, True,
                     "OQ-AC-20: allow settling a location you control to take back its card returned by the Governor."),
    "defender_withdrawal": (("surrender", "keep"), "surrender", "surrender",
                            "OQ-AC-22: a defender who withdraws surrenders the location ('surrender') or keeps it."),
    "native_ambush_cost": ((1, 0), 1, 1,
                           "OQ-AC-19: money paid to ambush with a Native Americans card."),
    # Yucata's scenario options (AC-VAR-*), off by default and then absent from positions and views; `False` is
    # listed last so that the conformance run of "last enum values" (tests/conformance/runs.py) stays as it was
    "louisbourg_fort": _scenario("AC-VAR-1 (Yucata option 1): a fortification disc on Louisbourg at setup."),
    "quebec_fort": _scenario("AC-VAR-10 (Yucata option 10): a fortification disc on Quebec at setup."),
    "fewer_british_regulars": _scenario("AC-VAR-4 (Yucata option 4): 3 British Regular Infantry cards "
                                        "(b-regular-infantry-4..6, from the available empire cards) are out of play."),
    "british_bateaux_start": _scenario("AC-VAR-7 (Yucata option 7): the British Bateaux card starts in the British "
                                       "starting deck instead of the available empire cards."),
    "no_governor": _scenario("AC-VAR-19 (Yucata option 19): neither Governor card (b-governor, f-governor) is in "
                             "the game."),
    "governor_not_on_start": _scenario("AC-VAR-18 (Yucata option 18): the Governor may not return the location card "
                                       "of a starting location."),
    "blocked_raid_free": _scenario("AC-VAR-9 (Yucata option 9): a blocked raid is not an action; the raider gets "
                                   "the action back."),
    "blocked_ambush_free": _scenario("AC-VAR-8 (Yucata option 8): a blocked ambush is not an action; the ambusher "
                                     "gets the action back."),
    "locations_in_reserve": _scenario("AC-VAR-6 (Yucata option 6): location cards may go to the reserve, as in the "
                                      "1st edition (AC-RESERVE-2)."),
    "lost_locations_in_reserve": _scenario("AC-VAR-20 (Yucata option 20): the card of a location you no longer "
                                           "control may go to the reserve."),
    "home_support_reshuffle": _scenario("AC-VAR-23 (Yucata option 23): Home Support reshuffles the discard pile into "
                                        "an empty deck, as in the 1st edition (AC-HOMESUPPORT-2)."),
    "raid_one_per_card": _scenario("AC-VAR-24 (Yucata option 24): N raid cards reach N links, as in the 1st edition "
                                   "(AC-RAID-4)."),
    "free_discard": _scenario("AC-VAR-12 (Yucata option 12): the discard action costs no money, however many cards."),
    "reshuffle_at_turn_end": _scenario("AC-VAR-25 (Yucata option 25): no reshuffle during the turn, not even to "
                                       "refill the hand; an empty deck is rebuilt from the discard pile as the turn "
                                       "passes."),
    "free_fur_sale": _scenario("AC-VAR-11 (Yucata option 11): a free action sells the fur of one usable location "
                               "card, without a Trader, for 1 money."),
    "free_lost_discard": _scenario("AC-VAR-17 (Yucata option 17): a free action discards the card of a location "
                                   "you no longer control."),
    "paid_reshuffle": _scenario("AC-VAR-0 (Yucata option 0): the reshuffle of the end-of-turn refill costs 1 money; "
                                "a player who cannot pay discards 2 cards after the refill."),
    "british_siege_delay": _scenario("AC-VAR-16 (Yucata option 16): the British may not begin a siege until the "
                                     "French have begun one or the British score has reached 25."),
    "natives_in_sieges": _scenario("AC-VAR-15 (Yucata option 15): Native Americans cards have military strength 1 "
                                   "in sieges."),
    "governor_loses_control": _scenario("AC-VAR-14 (Yucata option 14): a location whose card the Governor returns is "
                                        "lost: its piece goes back to stock and it turns neutral."),
    "duquesne_win": _scenario("AC-VAR-2 (Yucata option 2): the French win at once when they place a village on Fort "
                              "Duquesne, by settling it or occupying it after a won siege."),
    "ambush_siege_cards": _scenario("AC-VAR-3 (Yucata option 3): the victim of an unblocked ambush may lose a card with "
                                    "the ambush symbol from his sieges too, the track moving back by its strength."),
    "french_siege_redraw": _scenario("AC-VAR-5 (Yucata option 5): each time the French win a siege at the check of "
                                     "their turn, they may discard one card from hand and draw one."),
    "french_start_card": _scenario("AC-VAR-13 (Yucata option 13): before their opening draw the French add one of "
                                   "their available empire cards, of their choice, to their starting deck."),
}

# Scenario options: exported in positions and views only when on, so the default game's positions are unchanged.
SCENARIO = ("louisbourg_fort", "quebec_fort", "fewer_british_regulars", "british_bateaux_start", "no_governor",
            "governor_not_on_start", "blocked_raid_free", "blocked_ambush_free", "locations_in_reserve",
            "lost_locations_in_reserve", "home_support_reshuffle", "raid_one_per_card", "free_discard",
            "reshuffle_at_turn_end", "free_fur_sale", "free_lost_discard", "paid_reshuffle", "british_siege_delay",
            "natives_in_sieges", "governor_loses_control", "duquesne_win", "ambush_siege_cards", "french_siege_redraw",
            "french_start_card")


@dataclass(frozen=True)
class Rules:
    edition: str
    first_edition_text: str | None
    french_bateaux: str
    capital_anchor: str
    besieged_links: bool
    sea_network: str
    siege_track: str
    military_leader_chain: bool
    resettle_own: bool
    defender_withdrawal: str
    native_ambush_cost: int
    louisbourg_fort: bool = False
    quebec_fort: bool = False
    fewer_british_regulars: bool = False
    british_bateaux_start: bool = False
    no_governor: bool = False
    governor_not_on_start: bool = False
    blocked_raid_free: bool = False
    blocked_ambush_free: bool = False
    locations_in_reserve: bool = False
    lost_locations_in_reserve: bool = False
    home_support_reshuffle: bool = False
    raid_one_per_card: bool = False
    free_discard: bool = False
    reshuffle_at_turn_end: bool = False
    free_fur_sale: bool = False
    free_lost_discard: bool = False
    paid_reshuffle: bool = False
    british_siege_delay: bool = False
    natives_in_sieges: bool = False
    governor_loses_control: bool = False
    duquesne_win: bool = False
    ambush_siege_cards: bool = False
    french_siege_redraw: bool = False
    french_start_card: bool = False

    @property
    def first(self) -> bool:
        return self.edition == "first"

    @property
    def fr_text(self) -> bool:
        return self.first_edition_text == "fr"

    @property
    def raid_range_bonus(self) -> int:
        """AC-RAID-4: N raid cards reach N links (1st, or AC-VAR-24) or N+1 links (2nd)."""
        return 0 if self.first or self.raid_one_per_card else 1

    @property
    def reserve_limit(self) -> int | None:
        """AC-RESERVE-3: 5, except the French 1st-edition text, which sets no limit."""
        return None if self.fr_text else 5

    @property
    def reserve_locations(self) -> bool:
        """AC-RESERVE-2: location cards may go to the reserve in the 1st edition only, or with AC-VAR-6."""
        return self.first or self.locations_in_reserve

    @property
    def merchant_max(self) -> int | None:
        """AC-MERCHANT-1: 1-2 money cards, any number in the French 1st-edition text."""
        return None if self.fr_text else 2

    @property
    def home_support_reshuffles(self) -> bool:
        """AC-HOMESUPPORT-2/3: in the 1st edition, or with AC-VAR-23."""
        return self.first or self.home_support_reshuffle

    @property
    def home_support_draw_reshuffles(self) -> bool:
        """Whether Home Support's draw may reshuffle: AC-HOMESUPPORT-2/3, never during the turn with AC-VAR-25."""
        return self.home_support_reshuffles and not self.reshuffle_at_turn_end

    @property
    def settle_wins(self) -> bool:
        """AC-END-2: settling the enemy capital wins (2nd edition)."""
        return not self.first

    @property
    def raid_besieged_limits(self) -> bool:
        """AC-RAID-9: the 2nd edition's raid restrictions around besieged locations."""
        return not self.first

    @property
    def defender_may_withdraw(self) -> bool:
        """AC-WITHDRAW-1: only the attacker withdraws in the 1st edition."""
        return not self.first

    @property
    def free_actions_after_draw(self) -> bool:
        """AC-TURN-9: the 1st edition allows free actions after the end-of-turn draw."""
        return self.first

    @property
    def end_by_pieces_ignores_sieges(self) -> bool:
        """AC-END-4 (a): the Italian 1st-edition text ends the game whatever the sieges."""
        return self.first and not self.fr_text

    @property
    def reinforce_capitals(self) -> dict[str, tuple[str, ...]]:
        """AC-REINFORCE-9: the Italian 1st-edition text lets the British reinforce from New York too."""
        british = ("boston", "new-york") if self.first and not self.fr_text else ("boston",)
        return {"british": british, "french": ("quebec",)}

    def to_json(self) -> Json:
        return {name: getattr(self, name) for name in OPTIONS
                if getattr(self, name) is not None and not (name in SCENARIO and getattr(self, name) is False)}


def parse_options(options: Json | None) -> Rules:
    """Validate `options` (unknown names and values are errors) and fill in the edition's defaults.

    Raises:
        InvalidOptions: an unknown option, a value outside the allowed ones, or an option that does not apply.
    """
    if options is None:
        options = {}
    if not isinstance(options, dict) or not all(isinstance(k, str) for k in options):
        raise InvalidOptions("options must be an object", {"option": "$"})
    unknown = sorted(set(options) - set(OPTIONS))
    if unknown:
        raise InvalidOptions(f"unknown option(s): {', '.join(unknown)}", {"unknown": unknown})
    edition = options.get("edition", "second")
    _check("edition", edition)
    first = edition == "first"
    if not first and "first_edition_text" in options:
        raise InvalidOptions("first_edition_text applies only to edition 'first'", {"option": "first_edition_text"})
    values = {}
    for name, (_allowed, second_default, first_default, _doc) in OPTIONS.items():
        value = options.get(name, first_default if first else second_default)
        if name in options:
            _check(name, value)
        values[name] = value
    return Rules(**values)


def _check(name: str, value: object) -> None:
    allowed = OPTIONS[name][0]
    # bool is an int in Python: keep True from passing for 1 and 1 for True
    if not any(value == a and type(value) is type(a) for a in allowed):
        raise InvalidOptions(
            f"option {name} must be one of {', '.join(map(repr, allowed))}, not {show(value)}",
            {"option": name, "allowed": list(allowed)},
        )


def option_schema() -> Json:
    """JSON Schema of the options, for the game-types endpoint."""
    props: dict[str, Json] = {}
    for name, (allowed, second_default, first_default, doc) in OPTIONS.items():
        props[name] = {"enum": list(allowed), "description": doc}
        if second_default is not None:
            props[name]["default"] = second_default
        if first_default != second_default:
            props[name]["x-default-first-edition"] = first_default
    return {"type": "object", "additionalProperties": False, "properties": props}
