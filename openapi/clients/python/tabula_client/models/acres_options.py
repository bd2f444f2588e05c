from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.acres_options_capital_anchor import AcresOptionsCapitalAnchor, check_acres_options_capital_anchor
from ..models.acres_options_defender_withdrawal import (
    AcresOptionsDefenderWithdrawal,
    check_acres_options_defender_withdrawal,
)
from ..models.acres_options_edition import AcresOptionsEdition, check_acres_options_edition
from ..models.acres_options_first_edition_text import (
    AcresOptionsFirstEditionText,
    check_acres_options_first_edition_text,
)
from ..models.acres_options_french_bateaux import AcresOptionsFrenchBateaux, check_acres_options_french_bateaux
from ..models.acres_options_native_ambush_cost import (
    AcresOptionsNativeAmbushCost,
    check_acres_options_native_ambush_cost,
)
from ..models.acres_options_sea_network import AcresOptionsSeaNetwork, check_acres_options_sea_network
from ..models.acres_options_siege_track import AcresOptionsSiegeTrack, check_acres_options_siege_track
from ..types import UNSET, Unset

T = TypeVar("T", bound="AcresOptions")


@_attrs_define
class AcresOptions:
    """The game's options, every one filled in (first_edition_text in the 1st edition only, a Yucata scenario option only
    when on).

        Attributes:
            besieged_links (bool): OQ-AC-6: whether a besieged location you control still links your supply chain.
            capital_anchor (AcresOptionsCapitalAnchor): OQ-AC-7: 'anchor' lets a chain reach the capital's location whoever
                holds it; 'strict' needs the capital controlled and not besieged for any location card to be usable.
            defender_withdrawal (AcresOptionsDefenderWithdrawal): OQ-AC-22: a defender who withdraws surrenders the location
                ('surrender') or keeps it.
            edition (AcresOptionsEdition): Rule edition: 'second' (Treefrog 2nd edition, as Yucata enforces) or 'first'.
            french_bateaux (AcresOptionsFrenchBateaux): Where the French Bateaux card is: out of play (2nd edition), an
                available empire card (Yucata option 21) or in the starting deck (1st edition).
            military_leader_chain (bool): OQ-AC-13: whether Military Leader needs the reinforcement chain like other cards.
            native_ambush_cost (AcresOptionsNativeAmbushCost): OQ-AC-19: money paid to ambush with a Native Americans card.
            resettle_own (bool): OQ-AC-20: allow settling a location you control to take back its card returned by the
                Governor.
            sea_network (AcresOptionsSeaNetwork): OQ-AC-26: trace sea links over the sea network of the data (17 locations)
                or only over locations with a ship symbol (15).
            siege_track (AcresOptionsSiegeTrack): OQ-AC-25: clamp the siege value at the track ends, or keep the unclamped
                sum (Yucata).
            ambush_siege_cards (bool | Unset): AC-VAR-3 (Yucata option 3): the victim of an unblocked ambush may lose a card
                with the ambush symbol from his sieges too, the track moving back by its strength.
            blocked_ambush_free (bool | Unset): AC-VAR-8 (Yucata option 8): a blocked ambush is not an action; the ambusher
                gets the action back.
            blocked_raid_free (bool | Unset): AC-VAR-9 (Yucata option 9): a blocked raid is not an action; the raider gets
                the action back.
            british_bateaux_start (bool | Unset): AC-VAR-7 (Yucata option 7): the British Bateaux card starts in the British
                starting deck instead of the available empire cards.
            british_siege_delay (bool | Unset): AC-VAR-16 (Yucata option 16): the British may not begin a siege until the
                French have begun one or the British score has reached 25.
            duquesne_win (bool | Unset): AC-VAR-2 (Yucata option 2): the French win at once when they place a village on
                Fort Duquesne, by settling it or occupying it after a won siege.
            fewer_british_regulars (bool | Unset): AC-VAR-4 (Yucata option 4): 3 British Regular Infantry cards (b-regular-
                infantry-4..6, from the available empire cards) are out of play.
            first_edition_text (AcresOptionsFirstEditionText | Unset): First edition only: which translation settles where
                they differ (merchant card count, reserve limit, British reinforcement capitals, end with a siege running).
            free_discard (bool | Unset): AC-VAR-12 (Yucata option 12): the discard action costs no money, however many
                cards.
            free_fur_sale (bool | Unset): AC-VAR-11 (Yucata option 11): a free action sells the fur of one usable location
                card, without a Trader, for 1 money.
            free_lost_discard (bool | Unset): AC-VAR-17 (Yucata option 17): a free action discards the card of a location
                you no longer control.
            french_siege_redraw (bool | Unset): AC-VAR-5 (Yucata option 5): each time the French win a siege at the check of
                their turn, they may discard one card from hand and draw one.
            french_start_card (bool | Unset): AC-VAR-13 (Yucata option 13): before their opening draw the French add one of
                their available empire cards, of their choice, to their starting deck.
            governor_loses_control (bool | Unset): AC-VAR-14 (Yucata option 14): a location whose card the Governor returns
                is lost: its piece goes back to stock and it turns neutral.
            governor_not_on_start (bool | Unset): AC-VAR-18 (Yucata option 18): the Governor may not return the location
                card of a starting location.
            home_support_reshuffle (bool | Unset): AC-VAR-23 (Yucata option 23): Home Support reshuffles the discard pile
                into an empty deck, as in the 1st edition (AC-HOMESUPPORT-2).
            locations_in_reserve (bool | Unset): AC-VAR-6 (Yucata option 6): location cards may go to the reserve, as in the
                1st edition (AC-RESERVE-2).
            lost_locations_in_reserve (bool | Unset): AC-VAR-20 (Yucata option 20): the card of a location you no longer
                control may go to the reserve.
            louisbourg_fort (bool | Unset): AC-VAR-1 (Yucata option 1): a fortification disc on Louisbourg at setup.
            natives_in_sieges (bool | Unset): AC-VAR-15 (Yucata option 15): Native Americans cards have military strength 1
                in sieges.
            no_governor (bool | Unset): AC-VAR-19 (Yucata option 19): neither Governor card (b-governor, f-governor) is in
                the game.
            paid_reshuffle (bool | Unset): AC-VAR-0 (Yucata option 0): the reshuffle of the end-of-turn refill costs 1
                money; a player who cannot pay discards 2 cards after the refill.
            quebec_fort (bool | Unset): AC-VAR-10 (Yucata option 10): a fortification disc on Quebec at setup.
            raid_one_per_card (bool | Unset): AC-VAR-24 (Yucata option 24): N raid cards reach N links, as in the 1st
                edition (AC-RAID-4).
            reshuffle_at_turn_end (bool | Unset): AC-VAR-25 (Yucata option 25): no reshuffle during the turn, not even to
                refill the hand; an empty deck is rebuilt from the discard pile as the turn passes.
    """

    besieged_links: bool
    capital_anchor: AcresOptionsCapitalAnchor
    defender_withdrawal: AcresOptionsDefenderWithdrawal
    edition: AcresOptionsEdition
    french_bateaux: AcresOptionsFrenchBateaux
    military_leader_chain: bool
    native_ambush_cost: AcresOptionsNativeAmbushCost
    resettle_own: bool
    sea_network: AcresOptionsSeaNetwork
    siege_track: AcresOptionsSiegeTrack
    ambush_siege_cards: bool | Unset = UNSET
    blocked_ambush_free: bool | Unset = UNSET
    blocked_raid_free: bool | Unset = UNSET
    british_bateaux_start: bool | Unset = UNSET
    british_siege_delay: bool | Unset = UNSET
    duquesne_win: bool | Unset = UNSET
    fewer_british_regulars: bool | Unset = UNSET
    first_edition_text: AcresOptionsFirstEditionText | Unset = UNSET
    free_discard: bool | Unset = UNSET
    free_fur_sale: bool | Unset = UNSET
    free_lost_discard: bool | Unset = UNSET
    french_siege_redraw: bool | Unset = UNSET
    french_start_card: bool | Unset = UNSET
    governor_loses_control: bool | Unset = UNSET
    governor_not_on_start: bool | Unset = UNSET
    home_support_reshuffle: bool | Unset = UNSET
    locations_in_reserve: bool | Unset = UNSET
    lost_locations_in_reserve: bool | Unset = UNSET
    louisbourg_fort: bool | Unset = UNSET
    natives_in_sieges: bool | Unset = UNSET
    no_governor: bool | Unset = UNSET
    paid_reshuffle: bool | Unset = UNSET
    quebec_fort: bool | Unset = UNSET
    raid_one_per_card: bool | Unset = UNSET
    reshuffle_at_turn_end: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        besieged_links = self.besieged_links

        capital_anchor: str = self.capital_anchor

        defender_withdrawal: str = self.defender_withdrawal

        edition: str = self.edition

        french_bateaux: str = self.french_bateaux

        military_leader_chain = self.military_leader_chain

        native_ambush_cost: int = self.native_ambush_cost

        resettle_own = self.resettle_own

        sea_network: str = self.sea_network

        siege_track: str = self.siege_track

        ambush_siege_cards = self.ambush_siege_cards

        blocked_ambush_free = self.blocked_ambush_free

        blocked_raid_free = self.blocked_raid_free

        british_bateaux_start = self.british_bateaux_start

        british_siege_delay = self.british_siege_delay

        duquesne_win = self.duquesne_win

        fewer_british_regulars = self.fewer_british_regulars

        first_edition_text: str | Unset = UNSET
        if not isinstance(self.first_edition_text, Unset):
            first_edition_text = self.first_edition_text

        free_discard = self.free_discard

        free_fur_sale = self.free_fur_sale

        free_lost_discard = self.free_lost_discard

        french_siege_redraw = self.french_siege_redraw

        french_start_card = self.french_start_card

        governor_loses_control = self.governor_loses_control

        governor_not_on_start = self.governor_not_on_start

        home_support_reshuffle = self.home_support_reshuffle

        locations_in_reserve = self.locations_in_reserve

        lost_locations_in_reserve = self.lost_locations_in_reserve

        louisbourg_fort = self.louisbourg_fort

        natives_in_sieges = self.natives_in_sieges

        no_governor = self.no_governor

        paid_reshuffle = self.paid_reshuffle

        quebec_fort = self.quebec_fort

        raid_one_per_card = self.raid_one_per_card

        reshuffle_at_turn_end = self.reshuffle_at_turn_end

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "besieged_links": besieged_links,
                "capital_anchor": capital_anchor,
                "defender_withdrawal": defender_withdrawal,
                "edition": edition,
                "french_bateaux": french_bateaux,
                "military_leader_chain": military_leader_chain,
                "native_ambush_cost": native_ambush_cost,
                "resettle_own": resettle_own,
                "sea_network": sea_network,
                "siege_track": siege_track,
            }
        )
        if ambush_siege_cards is not UNSET:
            field_dict["ambush_siege_cards"] = ambush_siege_cards
        if blocked_ambush_free is not UNSET:
            field_dict["blocked_ambush_free"] = blocked_ambush_free
        if blocked_raid_free is not UNSET:
            field_dict["blocked_raid_free"] = blocked_raid_free
        if british_bateaux_start is not UNSET:
            field_dict["british_bateaux_start"] = british_bateaux_start
        if british_siege_delay is not UNSET:
            field_dict["british_siege_delay"] = british_siege_delay
        if duquesne_win is not UNSET:
            field_dict["duquesne_win"] = duquesne_win
        if fewer_british_regulars is not UNSET:
            field_dict["fewer_british_regulars"] = fewer_british_regulars
        if first_edition_text is not UNSET:
            field_dict["first_edition_text"] = first_edition_text
        if free_discard is not UNSET:
            field_dict["free_discard"] = free_discard
        if free_fur_sale is not UNSET:
            field_dict["free_fur_sale"] = free_fur_sale
        if free_lost_discard is not UNSET:
            field_dict["free_lost_discard"] = free_lost_discard
        if french_siege_redraw is not UNSET:
            field_dict["french_siege_redraw"] = french_siege_redraw
        if french_start_card is not UNSET:
            field_dict["french_start_card"] = french_start_card
        if governor_loses_control is not UNSET:
            field_dict["governor_loses_control"] = governor_loses_control
        if governor_not_on_start is not UNSET:
            field_dict["governor_not_on_start"] = governor_not_on_start
        if home_support_reshuffle is not UNSET:
            field_dict["home_support_reshuffle"] = home_support_reshuffle
        if locations_in_reserve is not UNSET:
            field_dict["locations_in_reserve"] = locations_in_reserve
        if lost_locations_in_reserve is not UNSET:
            field_dict["lost_locations_in_reserve"] = lost_locations_in_reserve
        if louisbourg_fort is not UNSET:
            field_dict["louisbourg_fort"] = louisbourg_fort
        if natives_in_sieges is not UNSET:
            field_dict["natives_in_sieges"] = natives_in_sieges
        if no_governor is not UNSET:
            field_dict["no_governor"] = no_governor
        if paid_reshuffle is not UNSET:
            field_dict["paid_reshuffle"] = paid_reshuffle
        if quebec_fort is not UNSET:
            field_dict["quebec_fort"] = quebec_fort
        if raid_one_per_card is not UNSET:
            field_dict["raid_one_per_card"] = raid_one_per_card
        if reshuffle_at_turn_end is not UNSET:
            field_dict["reshuffle_at_turn_end"] = reshuffle_at_turn_end

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        besieged_links = d.pop("besieged_links")

        capital_anchor = check_acres_options_capital_anchor(d.pop("capital_anchor"))

        defender_withdrawal = check_acres_options_defender_withdrawal(d.pop("defender_withdrawal"))

        edition = check_acres_options_edition(d.pop("edition"))

        french_bateaux = check_acres_options_french_bateaux(d.pop("french_bateaux"))

        military_leader_chain = d.pop("military_leader_chain")

        native_ambush_cost = check_acres_options_native_ambush_cost(d.pop("native_ambush_cost"))

        resettle_own = d.pop("resettle_own")

        sea_network = check_acres_options_sea_network(d.pop("sea_network"))

        siege_track = check_acres_options_siege_track(d.pop("siege_track"))

        ambush_siege_cards = d.pop("ambush_siege_cards", UNSET)

        blocked_ambush_free = d.pop("blocked_ambush_free", UNSET)

        blocked_raid_free = d.pop("blocked_raid_free", UNSET)

        british_bateaux_start = d.pop("british_bateaux_start", UNSET)

        british_siege_delay = d.pop("british_siege_delay", UNSET)

        duquesne_win = d.pop("duquesne_win", UNSET)

        fewer_british_regulars = d.pop("fewer_british_regulars", UNSET)

        _first_edition_text = d.pop("first_edition_text", UNSET)
        first_edition_text: AcresOptionsFirstEditionText | Unset
        if isinstance(_first_edition_text, Unset):
            first_edition_text = UNSET
        else:
            first_edition_text = check_acres_options_first_edition_text(_first_edition_text)

        free_discard = d.pop("free_discard", UNSET)

        free_fur_sale = d.pop("free_fur_sale", UNSET)

        free_lost_discard = d.pop("free_lost_discard", UNSET)

        french_siege_redraw = d.pop("french_siege_redraw", UNSET)

        french_start_card = d.pop("french_start_card", UNSET)

        governor_loses_control = d.pop("governor_loses_control", UNSET)

        governor_not_on_start = d.pop("governor_not_on_start", UNSET)

        home_support_reshuffle = d.pop("home_support_reshuffle", UNSET)

        locations_in_reserve = d.pop("locations_in_reserve", UNSET)

        lost_locations_in_reserve = d.pop("lost_locations_in_reserve", UNSET)

        louisbourg_fort = d.pop("louisbourg_fort", UNSET)

        natives_in_sieges = d.pop("natives_in_sieges", UNSET)

        no_governor = d.pop("no_governor", UNSET)

        paid_reshuffle = d.pop("paid_reshuffle", UNSET)

        quebec_fort = d.pop("quebec_fort", UNSET)

        raid_one_per_card = d.pop("raid_one_per_card", UNSET)

        reshuffle_at_turn_end = d.pop("reshuffle_at_turn_end", UNSET)

        acres_options = cls(
            besieged_links=besieged_links,
            capital_anchor=capital_anchor,
            defender_withdrawal=defender_withdrawal,
            edition=edition,
            french_bateaux=french_bateaux,
            military_leader_chain=military_leader_chain,
            native_ambush_cost=native_ambush_cost,
            resettle_own=resettle_own,
            sea_network=sea_network,
            siege_track=siege_track,
            ambush_siege_cards=ambush_siege_cards,
            blocked_ambush_free=blocked_ambush_free,
            blocked_raid_free=blocked_raid_free,
            british_bateaux_start=british_bateaux_start,
            british_siege_delay=british_siege_delay,
            duquesne_win=duquesne_win,
            fewer_british_regulars=fewer_british_regulars,
            first_edition_text=first_edition_text,
            free_discard=free_discard,
            free_fur_sale=free_fur_sale,
            free_lost_discard=free_lost_discard,
            french_siege_redraw=french_siege_redraw,
            french_start_card=french_start_card,
            governor_loses_control=governor_loses_control,
            governor_not_on_start=governor_not_on_start,
            home_support_reshuffle=home_support_reshuffle,
            locations_in_reserve=locations_in_reserve,
            lost_locations_in_reserve=lost_locations_in_reserve,
            louisbourg_fort=louisbourg_fort,
            natives_in_sieges=natives_in_sieges,
            no_governor=no_governor,
            paid_reshuffle=paid_reshuffle,
            quebec_fort=quebec_fort,
            raid_one_per_card=raid_one_per_card,
            reshuffle_at_turn_end=reshuffle_at_turn_end,
        )

        return acres_options
