from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.acres_ambush_blocked_event import AcresAmbushBlockedEvent
    from ..models.acres_ambush_launched_event import AcresAmbushLaunchedEvent
    from ..models.acres_block_declined_event import AcresBlockDeclinedEvent
    from ..models.acres_card_drafted_event import AcresCardDraftedEvent
    from ..models.acres_card_lost_event import AcresCardLostEvent
    from ..models.acres_card_reserved_event import AcresCardReservedEvent
    from ..models.acres_cards_discarded_event import AcresCardsDiscardedEvent
    from ..models.acres_cards_drawn_event import AcresCardsDrawnEvent
    from ..models.acres_cards_returned_event import AcresCardsReturnedEvent
    from ..models.acres_decision_requested_event import AcresDecisionRequestedEvent
    from ..models.acres_deck_reshuffled_event import AcresDeckReshuffledEvent
    from ..models.acres_draw_completed_event import AcresDrawCompletedEvent
    from ..models.acres_fur_sold_event import AcresFurSoldEvent
    from ..models.acres_game_ended_event import AcresGameEndedEvent
    from ..models.acres_game_started_event import AcresGameStartedEvent
    from ..models.acres_hand_revealed_event import AcresHandRevealedEvent
    from ..models.acres_home_support_played_event import AcresHomeSupportPlayedEvent
    from ..models.acres_intendant_used_event import AcresIntendantUsedEvent
    from ..models.acres_location_abandoned_event import AcresLocationAbandonedEvent
    from ..models.acres_location_developed_event import AcresLocationDevelopedEvent
    from ..models.acres_location_fortified_event import AcresLocationFortifiedEvent
    from ..models.acres_location_occupied_event import AcresLocationOccupiedEvent
    from ..models.acres_location_raided_event import AcresLocationRaidedEvent
    from ..models.acres_location_settled_event import AcresLocationSettledEvent
    from ..models.acres_lost_card_discarded_event import AcresLostCardDiscardedEvent
    from ..models.acres_money_taken_event import AcresMoneyTakenEvent
    from ..models.acres_natives_demanded_event import AcresNativesDemandedEvent
    from ..models.acres_natives_given_event import AcresNativesGivenEvent
    from ..models.acres_occupation_declined_event import AcresOccupationDeclinedEvent
    from ..models.acres_passed_event import AcresPassedEvent
    from ..models.acres_piracy_committed_event import AcresPiracyCommittedEvent
    from ..models.acres_raid_blocked_event import AcresRaidBlockedEvent
    from ..models.acres_raid_launched_event import AcresRaidLaunchedEvent
    from ..models.acres_redraw_declined_event import AcresRedrawDeclinedEvent
    from ..models.acres_redraw_discarded_event import AcresRedrawDiscardedEvent
    from ..models.acres_reserve_retrieved_event import AcresReserveRetrievedEvent
    from ..models.acres_reshuffle_card_discarded_event import AcresReshuffleCardDiscardedEvent
    from ..models.acres_reshuffle_paid_event import AcresReshufflePaidEvent
    from ..models.acres_siege_begun_event import AcresSiegeBegunEvent
    from ..models.acres_siege_card_lost_event import AcresSiegeCardLostEvent
    from ..models.acres_siege_card_returned_event import AcresSiegeCardReturnedEvent
    from ..models.acres_siege_ended_event import AcresSiegeEndedEvent
    from ..models.acres_siege_reinforced_event import AcresSiegeReinforcedEvent
    from ..models.acres_siege_withdrawn_event import AcresSiegeWithdrawnEvent
    from ..models.acres_siege_won_event import AcresSiegeWonEvent
    from ..models.acres_starting_card_added_event import AcresStartingCardAddedEvent
    from ..models.acres_turn_started_event import AcresTurnStartedEvent
    from ..models.entry import Entry
    from ..models.lifecycle_aborted_event import LifecycleAbortedEvent
    from ..models.lifecycle_declined_event import LifecycleDeclinedEvent
    from ..models.lifecycle_expired_event import LifecycleExpiredEvent
    from ..models.lifecycle_joined_event import LifecycleJoinedEvent
    from ..models.lifecycle_left_event import LifecycleLeftEvent
    from ..models.lifecycle_resigned_event import LifecycleResignedEvent
    from ..models.lifecycle_started_event import LifecycleStartedEvent
    from ..models.lifecycle_timed_out_event import LifecycleTimedOutEvent
    from ..models.sparks_bonus_placed_event import SparksBonusPlacedEvent
    from ..models.sparks_bonus_returned_event import SparksBonusReturnedEvent
    from ..models.sparks_buying_passed_event import SparksBuyingPassedEvent
    from ..models.sparks_card_bought_event import SparksCardBoughtEvent
    from ..models.sparks_card_boxed_event import SparksCardBoxedEvent
    from ..models.sparks_card_drawn_event import SparksCardDrawnEvent
    from ..models.sparks_card_offered_event import SparksCardOfferedEvent
    from ..models.sparks_card_under_deck_event import SparksCardUnderDeckEvent
    from ..models.sparks_decision_requested_event import SparksDecisionRequestedEvent
    from ..models.sparks_decision_taken_event import SparksDecisionTakenEvent
    from ..models.sparks_deck_reshuffled_event import SparksDeckReshuffledEvent
    from ..models.sparks_expanded_event import SparksExpandedEvent
    from ..models.sparks_fed_event import SparksFedEvent
    from ..models.sparks_food_spoiled_event import SparksFoodSpoiledEvent
    from ..models.sparks_game_ended_event import SparksGameEndedEvent
    from ..models.sparks_game_started_event import SparksGameStartedEvent
    from ..models.sparks_hunted_event import SparksHuntedEvent
    from ..models.sparks_member_placed_event import SparksMemberPlacedEvent
    from ..models.sparks_members_removed_event import SparksMembersRemovedEvent
    from ..models.sparks_neutral_grew_event import SparksNeutralGrewEvent
    from ..models.sparks_offer_answered_event import SparksOfferAnsweredEvent
    from ..models.sparks_offer_boxed_event import SparksOfferBoxedEvent
    from ..models.sparks_order_set_event import SparksOrderSetEvent
    from ..models.sparks_phase_began_event import SparksPhaseBeganEvent
    from ..models.sparks_resupplied_event import SparksResuppliedEvent
    from ..models.sparks_second_member_skipped_event import SparksSecondMemberSkippedEvent
    from ..models.sparks_stage_changed_event import SparksStageChangedEvent
    from ..models.sparks_tile_laid_event import SparksTileLaidEvent
    from ..models.sparks_tool_discarded_event import SparksToolDiscardedEvent


T = TypeVar("T", bound="Log")


@_attrs_define
class Log:
    """A game's whole log (getLog): its setup events and every entry, redacted for the caller until it is over.

    Attributes:
        complete (bool): True once the game is over: nothing redacted.
        entries (list[Entry]): Every entry, oldest first.
        game_id (str): The game's id, as in /v1/games/{game_id}.
        setup (list[AcresAmbushBlockedEvent | AcresAmbushLaunchedEvent | AcresBlockDeclinedEvent | AcresCardDraftedEvent
            | AcresCardLostEvent | AcresCardReservedEvent | AcresCardsDiscardedEvent | AcresCardsDrawnEvent |
            AcresCardsReturnedEvent | AcresDecisionRequestedEvent | AcresDeckReshuffledEvent | AcresDrawCompletedEvent |
            AcresFurSoldEvent | AcresGameEndedEvent | AcresGameStartedEvent | AcresHandRevealedEvent |
            AcresHomeSupportPlayedEvent | AcresIntendantUsedEvent | AcresLocationAbandonedEvent |
            AcresLocationDevelopedEvent | AcresLocationFortifiedEvent | AcresLocationOccupiedEvent |
            AcresLocationRaidedEvent | AcresLocationSettledEvent | AcresLostCardDiscardedEvent | AcresMoneyTakenEvent |
            AcresNativesDemandedEvent | AcresNativesGivenEvent | AcresOccupationDeclinedEvent | AcresPassedEvent |
            AcresPiracyCommittedEvent | AcresRaidBlockedEvent | AcresRaidLaunchedEvent | AcresRedrawDeclinedEvent |
            AcresRedrawDiscardedEvent | AcresReserveRetrievedEvent | AcresReshuffleCardDiscardedEvent |
            AcresReshufflePaidEvent | AcresSiegeBegunEvent | AcresSiegeCardLostEvent | AcresSiegeCardReturnedEvent |
            AcresSiegeEndedEvent | AcresSiegeReinforcedEvent | AcresSiegeWithdrawnEvent | AcresSiegeWonEvent |
            AcresStartingCardAddedEvent | AcresTurnStartedEvent | LifecycleAbortedEvent | LifecycleDeclinedEvent |
            LifecycleExpiredEvent | LifecycleJoinedEvent | LifecycleLeftEvent | LifecycleResignedEvent |
            LifecycleStartedEvent | LifecycleTimedOutEvent | SparksBonusPlacedEvent | SparksBonusReturnedEvent |
            SparksBuyingPassedEvent | SparksCardBoughtEvent | SparksCardBoxedEvent | SparksCardDrawnEvent |
            SparksCardOfferedEvent | SparksCardUnderDeckEvent | SparksDecisionRequestedEvent | SparksDecisionTakenEvent |
            SparksDeckReshuffledEvent | SparksExpandedEvent | SparksFedEvent | SparksFoodSpoiledEvent | SparksGameEndedEvent
            | SparksGameStartedEvent | SparksHuntedEvent | SparksMemberPlacedEvent | SparksMembersRemovedEvent |
            SparksNeutralGrewEvent | SparksOfferAnsweredEvent | SparksOfferBoxedEvent | SparksOrderSetEvent |
            SparksPhaseBeganEvent | SparksResuppliedEvent | SparksSecondMemberSkippedEvent | SparksStageChangedEvent |
            SparksTileLaidEvent | SparksToolDiscardedEvent]): The events of the game's setup (GameStarted first), redacted
            for the caller until the game is over.
        version (int): The game's version: how many entries its log has (0 at creation; setup events are no entry). Send
            it as expected_version with a command decided on this answer.
    """

    complete: bool
    entries: list[Entry]
    game_id: str
    setup: list[
        AcresAmbushBlockedEvent
        | AcresAmbushLaunchedEvent
        | AcresBlockDeclinedEvent
        | AcresCardDraftedEvent
        | AcresCardLostEvent
        | AcresCardReservedEvent
        | AcresCardsDiscardedEvent
        | AcresCardsDrawnEvent
        | AcresCardsReturnedEvent
        | AcresDecisionRequestedEvent
        | AcresDeckReshuffledEvent
        | AcresDrawCompletedEvent
        | AcresFurSoldEvent
        | AcresGameEndedEvent
        | AcresGameStartedEvent
        | AcresHandRevealedEvent
        | AcresHomeSupportPlayedEvent
        | AcresIntendantUsedEvent
        | AcresLocationAbandonedEvent
        | AcresLocationDevelopedEvent
        | AcresLocationFortifiedEvent
        | AcresLocationOccupiedEvent
        | AcresLocationRaidedEvent
        | AcresLocationSettledEvent
        | AcresLostCardDiscardedEvent
        | AcresMoneyTakenEvent
        | AcresNativesDemandedEvent
        | AcresNativesGivenEvent
        | AcresOccupationDeclinedEvent
        | AcresPassedEvent
        | AcresPiracyCommittedEvent
        | AcresRaidBlockedEvent
        | AcresRaidLaunchedEvent
        | AcresRedrawDeclinedEvent
        | AcresRedrawDiscardedEvent
        | AcresReserveRetrievedEvent
        | AcresReshuffleCardDiscardedEvent
        | AcresReshufflePaidEvent
        | AcresSiegeBegunEvent
        | AcresSiegeCardLostEvent
        | AcresSiegeCardReturnedEvent
        | AcresSiegeEndedEvent
        | AcresSiegeReinforcedEvent
        | AcresSiegeWithdrawnEvent
        | AcresSiegeWonEvent
        | AcresStartingCardAddedEvent
        | AcresTurnStartedEvent
        | LifecycleAbortedEvent
        | LifecycleDeclinedEvent
        | LifecycleExpiredEvent
        | LifecycleJoinedEvent
        | LifecycleLeftEvent
        | LifecycleResignedEvent
        | LifecycleStartedEvent
        | LifecycleTimedOutEvent
        | SparksBonusPlacedEvent
        | SparksBonusReturnedEvent
        | SparksBuyingPassedEvent
        | SparksCardBoughtEvent
        | SparksCardBoxedEvent
        | SparksCardDrawnEvent
        | SparksCardOfferedEvent
        | SparksCardUnderDeckEvent
        | SparksDecisionRequestedEvent
        | SparksDecisionTakenEvent
        | SparksDeckReshuffledEvent
        | SparksExpandedEvent
        | SparksFedEvent
        | SparksFoodSpoiledEvent
        | SparksGameEndedEvent
        | SparksGameStartedEvent
        | SparksHuntedEvent
        | SparksMemberPlacedEvent
        | SparksMembersRemovedEvent
        | SparksNeutralGrewEvent
        | SparksOfferAnsweredEvent
        | SparksOfferBoxedEvent
        | SparksOrderSetEvent
        | SparksPhaseBeganEvent
        | SparksResuppliedEvent
        | SparksSecondMemberSkippedEvent
        | SparksStageChangedEvent
        | SparksTileLaidEvent
        | SparksToolDiscardedEvent
    ]
    version: int

    def to_dict(self) -> dict[str, Any]:
        from ..models.acres_ambush_blocked_event import AcresAmbushBlockedEvent  # noqa: PLC0415
        from ..models.acres_ambush_launched_event import AcresAmbushLaunchedEvent  # noqa: PLC0415
        from ..models.acres_block_declined_event import AcresBlockDeclinedEvent  # noqa: PLC0415
        from ..models.acres_card_drafted_event import AcresCardDraftedEvent  # noqa: PLC0415
        from ..models.acres_card_lost_event import AcresCardLostEvent  # noqa: PLC0415
        from ..models.acres_card_reserved_event import AcresCardReservedEvent  # noqa: PLC0415
        from ..models.acres_cards_discarded_event import AcresCardsDiscardedEvent  # noqa: PLC0415
        from ..models.acres_cards_drawn_event import AcresCardsDrawnEvent  # noqa: PLC0415
        from ..models.acres_cards_returned_event import AcresCardsReturnedEvent  # noqa: PLC0415
        from ..models.acres_decision_requested_event import AcresDecisionRequestedEvent  # noqa: PLC0415
        from ..models.acres_deck_reshuffled_event import AcresDeckReshuffledEvent  # noqa: PLC0415
        from ..models.acres_draw_completed_event import AcresDrawCompletedEvent  # noqa: PLC0415
        from ..models.acres_fur_sold_event import AcresFurSoldEvent  # noqa: PLC0415
        from ..models.acres_game_ended_event import AcresGameEndedEvent  # noqa: PLC0415
        from ..models.acres_game_started_event import AcresGameStartedEvent  # noqa: PLC0415
        from ..models.acres_hand_revealed_event import AcresHandRevealedEvent  # noqa: PLC0415
        from ..models.acres_home_support_played_event import AcresHomeSupportPlayedEvent  # noqa: PLC0415
        from ..models.acres_intendant_used_event import AcresIntendantUsedEvent  # noqa: PLC0415
        from ..models.acres_location_abandoned_event import AcresLocationAbandonedEvent  # noqa: PLC0415
        from ..models.acres_location_developed_event import AcresLocationDevelopedEvent  # noqa: PLC0415
        from ..models.acres_location_fortified_event import AcresLocationFortifiedEvent  # noqa: PLC0415
        from ..models.acres_location_occupied_event import AcresLocationOccupiedEvent  # noqa: PLC0415
        from ..models.acres_location_raided_event import AcresLocationRaidedEvent  # noqa: PLC0415
        from ..models.acres_location_settled_event import AcresLocationSettledEvent  # noqa: PLC0415
        from ..models.acres_lost_card_discarded_event import AcresLostCardDiscardedEvent  # noqa: PLC0415
        from ..models.acres_money_taken_event import AcresMoneyTakenEvent  # noqa: PLC0415
        from ..models.acres_natives_demanded_event import AcresNativesDemandedEvent  # noqa: PLC0415
        from ..models.acres_natives_given_event import AcresNativesGivenEvent  # noqa: PLC0415
        from ..models.acres_occupation_declined_event import AcresOccupationDeclinedEvent  # noqa: PLC0415
        from ..models.acres_passed_event import AcresPassedEvent  # noqa: PLC0415
        from ..models.acres_piracy_committed_event import AcresPiracyCommittedEvent  # noqa: PLC0415
        from ..models.acres_raid_blocked_event import AcresRaidBlockedEvent  # noqa: PLC0415
        from ..models.acres_raid_launched_event import AcresRaidLaunchedEvent  # noqa: PLC0415
        from ..models.acres_redraw_declined_event import AcresRedrawDeclinedEvent  # noqa: PLC0415
        from ..models.acres_redraw_discarded_event import AcresRedrawDiscardedEvent  # noqa: PLC0415
        from ..models.acres_reserve_retrieved_event import AcresReserveRetrievedEvent  # noqa: PLC0415
        from ..models.acres_reshuffle_card_discarded_event import AcresReshuffleCardDiscardedEvent  # noqa: PLC0415
        from ..models.acres_reshuffle_paid_event import AcresReshufflePaidEvent  # noqa: PLC0415
        from ..models.acres_siege_begun_event import AcresSiegeBegunEvent  # noqa: PLC0415
        from ..models.acres_siege_card_lost_event import AcresSiegeCardLostEvent  # noqa: PLC0415
        from ..models.acres_siege_card_returned_event import AcresSiegeCardReturnedEvent  # noqa: PLC0415
        from ..models.acres_siege_ended_event import AcresSiegeEndedEvent  # noqa: PLC0415
        from ..models.acres_siege_reinforced_event import AcresSiegeReinforcedEvent  # noqa: PLC0415
        from ..models.acres_siege_withdrawn_event import AcresSiegeWithdrawnEvent  # noqa: PLC0415
        from ..models.acres_siege_won_event import AcresSiegeWonEvent  # noqa: PLC0415
        from ..models.acres_starting_card_added_event import AcresStartingCardAddedEvent  # noqa: PLC0415
        from ..models.acres_turn_started_event import AcresTurnStartedEvent  # noqa: PLC0415
        from ..models.lifecycle_aborted_event import LifecycleAbortedEvent  # noqa: PLC0415
        from ..models.lifecycle_declined_event import LifecycleDeclinedEvent  # noqa: PLC0415
        from ..models.lifecycle_joined_event import LifecycleJoinedEvent  # noqa: PLC0415
        from ..models.lifecycle_left_event import LifecycleLeftEvent  # noqa: PLC0415
        from ..models.lifecycle_resigned_event import LifecycleResignedEvent  # noqa: PLC0415
        from ..models.lifecycle_started_event import LifecycleStartedEvent  # noqa: PLC0415
        from ..models.lifecycle_timed_out_event import LifecycleTimedOutEvent  # noqa: PLC0415
        from ..models.sparks_bonus_placed_event import SparksBonusPlacedEvent  # noqa: PLC0415
        from ..models.sparks_bonus_returned_event import SparksBonusReturnedEvent  # noqa: PLC0415
        from ..models.sparks_buying_passed_event import SparksBuyingPassedEvent  # noqa: PLC0415
        from ..models.sparks_card_bought_event import SparksCardBoughtEvent  # noqa: PLC0415
        from ..models.sparks_card_boxed_event import SparksCardBoxedEvent  # noqa: PLC0415
        from ..models.sparks_card_drawn_event import SparksCardDrawnEvent  # noqa: PLC0415
        from ..models.sparks_card_offered_event import SparksCardOfferedEvent  # noqa: PLC0415
        from ..models.sparks_card_under_deck_event import SparksCardUnderDeckEvent  # noqa: PLC0415
        from ..models.sparks_decision_requested_event import SparksDecisionRequestedEvent  # noqa: PLC0415
        from ..models.sparks_decision_taken_event import SparksDecisionTakenEvent  # noqa: PLC0415
        from ..models.sparks_deck_reshuffled_event import SparksDeckReshuffledEvent  # noqa: PLC0415
        from ..models.sparks_expanded_event import SparksExpandedEvent  # noqa: PLC0415
        from ..models.sparks_fed_event import SparksFedEvent  # noqa: PLC0415
        from ..models.sparks_food_spoiled_event import SparksFoodSpoiledEvent  # noqa: PLC0415
        from ..models.sparks_game_ended_event import SparksGameEndedEvent  # noqa: PLC0415
        from ..models.sparks_game_started_event import SparksGameStartedEvent  # noqa: PLC0415
        from ..models.sparks_hunted_event import SparksHuntedEvent  # noqa: PLC0415
        from ..models.sparks_member_placed_event import SparksMemberPlacedEvent  # noqa: PLC0415
        from ..models.sparks_members_removed_event import SparksMembersRemovedEvent  # noqa: PLC0415
        from ..models.sparks_neutral_grew_event import SparksNeutralGrewEvent  # noqa: PLC0415
        from ..models.sparks_offer_answered_event import SparksOfferAnsweredEvent  # noqa: PLC0415
        from ..models.sparks_offer_boxed_event import SparksOfferBoxedEvent  # noqa: PLC0415
        from ..models.sparks_order_set_event import SparksOrderSetEvent  # noqa: PLC0415
        from ..models.sparks_phase_began_event import SparksPhaseBeganEvent  # noqa: PLC0415
        from ..models.sparks_resupplied_event import SparksResuppliedEvent  # noqa: PLC0415
        from ..models.sparks_second_member_skipped_event import SparksSecondMemberSkippedEvent  # noqa: PLC0415
        from ..models.sparks_stage_changed_event import SparksStageChangedEvent  # noqa: PLC0415
        from ..models.sparks_tile_laid_event import SparksTileLaidEvent  # noqa: PLC0415
        from ..models.sparks_tool_discarded_event import SparksToolDiscardedEvent  # noqa: PLC0415

        complete = self.complete

        entries = []
        for entries_item_data in self.entries:
            entries_item = entries_item_data.to_dict()
            entries.append(entries_item)

        game_id = self.game_id

        setup = []
        for setup_item_data in self.setup:
            setup_item: dict[str, Any]
            if isinstance(setup_item_data, AcresGameStartedEvent):
                setup_item = setup_item_data.to_dict()
            elif isinstance(setup_item_data, AcresTurnStartedEvent):
                setup_item = setup_item_data.to_dict()
            elif isinstance(setup_item_data, AcresDrawCompletedEvent):
                setup_item = setup_item_data.to_dict()
            elif isinstance(setup_item_data, AcresCardsDrawnEvent):
                setup_item = setup_item_data.to_dict()
            elif isinstance(setup_item_data, AcresDeckReshuffledEvent):
                setup_item = setup_item_data.to_dict()
            elif isinstance(setup_item_data, AcresLocationSettledEvent):
                setup_item = setup_item_data.to_dict()
            elif isinstance(setup_item_data, AcresLocationDevelopedEvent):
                setup_item = setup_item_data.to_dict()
            elif isinstance(setup_item_data, AcresLocationFortifiedEvent):
                setup_item = setup_item_data.to_dict()
            elif isinstance(setup_item_data, AcresSiegeBegunEvent):
                setup_item = setup_item_data.to_dict()
            elif isinstance(setup_item_data, AcresSiegeReinforcedEvent):
                setup_item = setup_item_data.to_dict()
            elif isinstance(setup_item_data, AcresSiegeWonEvent):
                setup_item = setup_item_data.to_dict()
            elif isinstance(setup_item_data, AcresSiegeWithdrawnEvent):
                setup_item = setup_item_data.to_dict()
            elif isinstance(setup_item_data, AcresLocationOccupiedEvent):
                setup_item = setup_item_data.to_dict()
            elif isinstance(setup_item_data, AcresOccupationDeclinedEvent):
                setup_item = setup_item_data.to_dict()
            elif isinstance(setup_item_data, AcresSiegeCardReturnedEvent):
                setup_item = setup_item_data.to_dict()
            elif isinstance(setup_item_data, AcresSiegeEndedEvent):
                setup_item = setup_item_data.to_dict()
            elif isinstance(setup_item_data, AcresRaidLaunchedEvent):
                setup_item = setup_item_data.to_dict()
            elif isinstance(setup_item_data, AcresRaidBlockedEvent):
                setup_item = setup_item_data.to_dict()
            elif isinstance(setup_item_data, AcresBlockDeclinedEvent):
                setup_item = setup_item_data.to_dict()
            elif isinstance(setup_item_data, AcresLocationRaidedEvent):
                setup_item = setup_item_data.to_dict()
            elif isinstance(setup_item_data, AcresAmbushLaunchedEvent):
                setup_item = setup_item_data.to_dict()
            elif isinstance(setup_item_data, AcresAmbushBlockedEvent):
                setup_item = setup_item_data.to_dict()
            elif isinstance(setup_item_data, AcresCardLostEvent):
                setup_item = setup_item_data.to_dict()
            elif isinstance(setup_item_data, AcresSiegeCardLostEvent):
                setup_item = setup_item_data.to_dict()
            elif isinstance(setup_item_data, AcresHandRevealedEvent):
                setup_item = setup_item_data.to_dict()
            elif isinstance(setup_item_data, AcresNativesDemandedEvent):
                setup_item = setup_item_data.to_dict()
            elif isinstance(setup_item_data, AcresNativesGivenEvent):
                setup_item = setup_item_data.to_dict()
            elif isinstance(setup_item_data, AcresMoneyTakenEvent):
                setup_item = setup_item_data.to_dict()
            elif isinstance(setup_item_data, AcresPiracyCommittedEvent):
                setup_item = setup_item_data.to_dict()
            elif isinstance(setup_item_data, AcresCardDraftedEvent):
                setup_item = setup_item_data.to_dict()
            elif isinstance(setup_item_data, AcresCardsDiscardedEvent):
                setup_item = setup_item_data.to_dict()
            elif isinstance(setup_item_data, AcresCardReservedEvent):
                setup_item = setup_item_data.to_dict()
            elif isinstance(setup_item_data, AcresReserveRetrievedEvent):
                setup_item = setup_item_data.to_dict()
            elif isinstance(setup_item_data, AcresCardsReturnedEvent):
                setup_item = setup_item_data.to_dict()
            elif isinstance(setup_item_data, AcresLocationAbandonedEvent):
                setup_item = setup_item_data.to_dict()
            elif isinstance(setup_item_data, AcresIntendantUsedEvent):
                setup_item = setup_item_data.to_dict()
            elif isinstance(setup_item_data, AcresRedrawDiscardedEvent):
                setup_item = setup_item_data.to_dict()
            elif isinstance(setup_item_data, AcresStartingCardAddedEvent):
                setup_item = setup_item_data.to_dict()
            elif isinstance(setup_item_data, AcresRedrawDeclinedEvent):
                setup_item = setup_item_data.to_dict()
            elif isinstance(setup_item_data, AcresHomeSupportPlayedEvent):
                setup_item = setup_item_data.to_dict()
            elif isinstance(setup_item_data, AcresFurSoldEvent):
                setup_item = setup_item_data.to_dict()
            elif isinstance(setup_item_data, AcresLostCardDiscardedEvent):
                setup_item = setup_item_data.to_dict()
            elif isinstance(setup_item_data, AcresReshufflePaidEvent):
                setup_item = setup_item_data.to_dict()
            elif isinstance(setup_item_data, AcresReshuffleCardDiscardedEvent):
                setup_item = setup_item_data.to_dict()
            elif isinstance(setup_item_data, AcresPassedEvent):
                setup_item = setup_item_data.to_dict()
            elif isinstance(setup_item_data, AcresDecisionRequestedEvent):
                setup_item = setup_item_data.to_dict()
            elif isinstance(setup_item_data, AcresGameEndedEvent):
                setup_item = setup_item_data.to_dict()
            elif isinstance(setup_item_data, SparksGameStartedEvent):
                setup_item = setup_item_data.to_dict()
            elif isinstance(setup_item_data, SparksTileLaidEvent):
                setup_item = setup_item_data.to_dict()
            elif isinstance(setup_item_data, SparksMemberPlacedEvent):
                setup_item = setup_item_data.to_dict()
            elif isinstance(setup_item_data, SparksSecondMemberSkippedEvent):
                setup_item = setup_item_data.to_dict()
            elif isinstance(setup_item_data, SparksOrderSetEvent):
                setup_item = setup_item_data.to_dict()
            elif isinstance(setup_item_data, SparksPhaseBeganEvent):
                setup_item = setup_item_data.to_dict()
            elif isinstance(setup_item_data, SparksBonusPlacedEvent):
                setup_item = setup_item_data.to_dict()
            elif isinstance(setup_item_data, SparksBonusReturnedEvent):
                setup_item = setup_item_data.to_dict()
            elif isinstance(setup_item_data, SparksCardOfferedEvent):
                setup_item = setup_item_data.to_dict()
            elif isinstance(setup_item_data, SparksOfferAnsweredEvent):
                setup_item = setup_item_data.to_dict()
            elif isinstance(setup_item_data, SparksCardBoughtEvent):
                setup_item = setup_item_data.to_dict()
            elif isinstance(setup_item_data, SparksOfferBoxedEvent):
                setup_item = setup_item_data.to_dict()
            elif isinstance(setup_item_data, SparksBuyingPassedEvent):
                setup_item = setup_item_data.to_dict()
            elif isinstance(setup_item_data, SparksCardDrawnEvent):
                setup_item = setup_item_data.to_dict()
            elif isinstance(setup_item_data, SparksDeckReshuffledEvent):
                setup_item = setup_item_data.to_dict()
            elif isinstance(setup_item_data, SparksCardBoxedEvent):
                setup_item = setup_item_data.to_dict()
            elif isinstance(setup_item_data, SparksDecisionRequestedEvent):
                setup_item = setup_item_data.to_dict()
            elif isinstance(setup_item_data, SparksDecisionTakenEvent):
                setup_item = setup_item_data.to_dict()
            elif isinstance(setup_item_data, SparksToolDiscardedEvent):
                setup_item = setup_item_data.to_dict()
            elif isinstance(setup_item_data, SparksFoodSpoiledEvent):
                setup_item = setup_item_data.to_dict()
            elif isinstance(setup_item_data, SparksHuntedEvent):
                setup_item = setup_item_data.to_dict()
            elif isinstance(setup_item_data, SparksFedEvent):
                setup_item = setup_item_data.to_dict()
            elif isinstance(setup_item_data, SparksMembersRemovedEvent):
                setup_item = setup_item_data.to_dict()
            elif isinstance(setup_item_data, SparksExpandedEvent):
                setup_item = setup_item_data.to_dict()
            elif isinstance(setup_item_data, SparksNeutralGrewEvent):
                setup_item = setup_item_data.to_dict()
            elif isinstance(setup_item_data, SparksResuppliedEvent):
                setup_item = setup_item_data.to_dict()
            elif isinstance(setup_item_data, SparksCardUnderDeckEvent):
                setup_item = setup_item_data.to_dict()
            elif isinstance(setup_item_data, SparksStageChangedEvent):
                setup_item = setup_item_data.to_dict()
            elif isinstance(setup_item_data, SparksGameEndedEvent):
                setup_item = setup_item_data.to_dict()
            elif isinstance(setup_item_data, LifecycleResignedEvent):
                setup_item = setup_item_data.to_dict()
            elif isinstance(setup_item_data, LifecycleAbortedEvent):
                setup_item = setup_item_data.to_dict()
            elif isinstance(setup_item_data, LifecycleTimedOutEvent):
                setup_item = setup_item_data.to_dict()
            elif isinstance(setup_item_data, LifecycleJoinedEvent):
                setup_item = setup_item_data.to_dict()
            elif isinstance(setup_item_data, LifecycleLeftEvent):
                setup_item = setup_item_data.to_dict()
            elif isinstance(setup_item_data, LifecycleStartedEvent):
                setup_item = setup_item_data.to_dict()
            elif isinstance(setup_item_data, LifecycleDeclinedEvent):
                setup_item = setup_item_data.to_dict()
            else:
                setup_item = setup_item_data.to_dict()

            setup.append(setup_item)

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "complete": complete,
                "entries": entries,
                "game_id": game_id,
                "setup": setup,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.acres_ambush_blocked_event import AcresAmbushBlockedEvent  # noqa: PLC0415
        from ..models.acres_ambush_launched_event import AcresAmbushLaunchedEvent  # noqa: PLC0415
        from ..models.acres_block_declined_event import AcresBlockDeclinedEvent  # noqa: PLC0415
        from ..models.acres_card_drafted_event import AcresCardDraftedEvent  # noqa: PLC0415
        from ..models.acres_card_lost_event import AcresCardLostEvent  # noqa: PLC0415
        from ..models.acres_card_reserved_event import AcresCardReservedEvent  # noqa: PLC0415
        from ..models.acres_cards_discarded_event import AcresCardsDiscardedEvent  # noqa: PLC0415
        from ..models.acres_cards_drawn_event import AcresCardsDrawnEvent  # noqa: PLC0415
        from ..models.acres_cards_returned_event import AcresCardsReturnedEvent  # noqa: PLC0415
        from ..models.acres_decision_requested_event import AcresDecisionRequestedEvent  # noqa: PLC0415
        from ..models.acres_deck_reshuffled_event import AcresDeckReshuffledEvent  # noqa: PLC0415
        from ..models.acres_draw_completed_event import AcresDrawCompletedEvent  # noqa: PLC0415
        from ..models.acres_fur_sold_event import AcresFurSoldEvent  # noqa: PLC0415
        from ..models.acres_game_ended_event import AcresGameEndedEvent  # noqa: PLC0415
        from ..models.acres_game_started_event import AcresGameStartedEvent  # noqa: PLC0415
        from ..models.acres_hand_revealed_event import AcresHandRevealedEvent  # noqa: PLC0415
        from ..models.acres_home_support_played_event import AcresHomeSupportPlayedEvent  # noqa: PLC0415
        from ..models.acres_intendant_used_event import AcresIntendantUsedEvent  # noqa: PLC0415
        from ..models.acres_location_abandoned_event import AcresLocationAbandonedEvent  # noqa: PLC0415
        from ..models.acres_location_developed_event import AcresLocationDevelopedEvent  # noqa: PLC0415
        from ..models.acres_location_fortified_event import AcresLocationFortifiedEvent  # noqa: PLC0415
        from ..models.acres_location_occupied_event import AcresLocationOccupiedEvent  # noqa: PLC0415
        from ..models.acres_location_raided_event import AcresLocationRaidedEvent  # noqa: PLC0415
        from ..models.acres_location_settled_event import AcresLocationSettledEvent  # noqa: PLC0415
        from ..models.acres_lost_card_discarded_event import AcresLostCardDiscardedEvent  # noqa: PLC0415
        from ..models.acres_money_taken_event import AcresMoneyTakenEvent  # noqa: PLC0415
        from ..models.acres_natives_demanded_event import AcresNativesDemandedEvent  # noqa: PLC0415
        from ..models.acres_natives_given_event import AcresNativesGivenEvent  # noqa: PLC0415
        from ..models.acres_occupation_declined_event import AcresOccupationDeclinedEvent  # noqa: PLC0415
        from ..models.acres_passed_event import AcresPassedEvent  # noqa: PLC0415
        from ..models.acres_piracy_committed_event import AcresPiracyCommittedEvent  # noqa: PLC0415
        from ..models.acres_raid_blocked_event import AcresRaidBlockedEvent  # noqa: PLC0415
        from ..models.acres_raid_launched_event import AcresRaidLaunchedEvent  # noqa: PLC0415
        from ..models.acres_redraw_declined_event import AcresRedrawDeclinedEvent  # noqa: PLC0415
        from ..models.acres_redraw_discarded_event import AcresRedrawDiscardedEvent  # noqa: PLC0415
        from ..models.acres_reserve_retrieved_event import AcresReserveRetrievedEvent  # noqa: PLC0415
        from ..models.acres_reshuffle_card_discarded_event import AcresReshuffleCardDiscardedEvent  # noqa: PLC0415
        from ..models.acres_reshuffle_paid_event import AcresReshufflePaidEvent  # noqa: PLC0415
        from ..models.acres_siege_begun_event import AcresSiegeBegunEvent  # noqa: PLC0415
        from ..models.acres_siege_card_lost_event import AcresSiegeCardLostEvent  # noqa: PLC0415
        from ..models.acres_siege_card_returned_event import AcresSiegeCardReturnedEvent  # noqa: PLC0415
        from ..models.acres_siege_ended_event import AcresSiegeEndedEvent  # noqa: PLC0415
        from ..models.acres_siege_reinforced_event import AcresSiegeReinforcedEvent  # noqa: PLC0415
        from ..models.acres_siege_withdrawn_event import AcresSiegeWithdrawnEvent  # noqa: PLC0415
        from ..models.acres_siege_won_event import AcresSiegeWonEvent  # noqa: PLC0415
        from ..models.acres_starting_card_added_event import AcresStartingCardAddedEvent  # noqa: PLC0415
        from ..models.acres_turn_started_event import AcresTurnStartedEvent  # noqa: PLC0415
        from ..models.entry import Entry  # noqa: PLC0415
        from ..models.lifecycle_aborted_event import LifecycleAbortedEvent  # noqa: PLC0415
        from ..models.lifecycle_declined_event import LifecycleDeclinedEvent  # noqa: PLC0415
        from ..models.lifecycle_expired_event import LifecycleExpiredEvent  # noqa: PLC0415
        from ..models.lifecycle_joined_event import LifecycleJoinedEvent  # noqa: PLC0415
        from ..models.lifecycle_left_event import LifecycleLeftEvent  # noqa: PLC0415
        from ..models.lifecycle_resigned_event import LifecycleResignedEvent  # noqa: PLC0415
        from ..models.lifecycle_started_event import LifecycleStartedEvent  # noqa: PLC0415
        from ..models.lifecycle_timed_out_event import LifecycleTimedOutEvent  # noqa: PLC0415
        from ..models.sparks_bonus_placed_event import SparksBonusPlacedEvent  # noqa: PLC0415
        from ..models.sparks_bonus_returned_event import SparksBonusReturnedEvent  # noqa: PLC0415
        from ..models.sparks_buying_passed_event import SparksBuyingPassedEvent  # noqa: PLC0415
        from ..models.sparks_card_bought_event import SparksCardBoughtEvent  # noqa: PLC0415
        from ..models.sparks_card_boxed_event import SparksCardBoxedEvent  # noqa: PLC0415
        from ..models.sparks_card_drawn_event import SparksCardDrawnEvent  # noqa: PLC0415
        from ..models.sparks_card_offered_event import SparksCardOfferedEvent  # noqa: PLC0415
        from ..models.sparks_card_under_deck_event import SparksCardUnderDeckEvent  # noqa: PLC0415
        from ..models.sparks_decision_requested_event import SparksDecisionRequestedEvent  # noqa: PLC0415
        from ..models.sparks_decision_taken_event import SparksDecisionTakenEvent  # noqa: PLC0415
        from ..models.sparks_deck_reshuffled_event import SparksDeckReshuffledEvent  # noqa: PLC0415
        from ..models.sparks_expanded_event import SparksExpandedEvent  # noqa: PLC0415
        from ..models.sparks_fed_event import SparksFedEvent  # noqa: PLC0415
        from ..models.sparks_food_spoiled_event import SparksFoodSpoiledEvent  # noqa: PLC0415
        from ..models.sparks_game_ended_event import SparksGameEndedEvent  # noqa: PLC0415
        from ..models.sparks_game_started_event import SparksGameStartedEvent  # noqa: PLC0415
        from ..models.sparks_hunted_event import SparksHuntedEvent  # noqa: PLC0415
        from ..models.sparks_member_placed_event import SparksMemberPlacedEvent  # noqa: PLC0415
        from ..models.sparks_members_removed_event import SparksMembersRemovedEvent  # noqa: PLC0415
        from ..models.sparks_neutral_grew_event import SparksNeutralGrewEvent  # noqa: PLC0415
        from ..models.sparks_offer_answered_event import SparksOfferAnsweredEvent  # noqa: PLC0415
        from ..models.sparks_offer_boxed_event import SparksOfferBoxedEvent  # noqa: PLC0415
        from ..models.sparks_order_set_event import SparksOrderSetEvent  # noqa: PLC0415
        from ..models.sparks_phase_began_event import SparksPhaseBeganEvent  # noqa: PLC0415
        from ..models.sparks_resupplied_event import SparksResuppliedEvent  # noqa: PLC0415
        from ..models.sparks_second_member_skipped_event import SparksSecondMemberSkippedEvent  # noqa: PLC0415
        from ..models.sparks_stage_changed_event import SparksStageChangedEvent  # noqa: PLC0415
        from ..models.sparks_tile_laid_event import SparksTileLaidEvent  # noqa: PLC0415
        from ..models.sparks_tool_discarded_event import SparksToolDiscardedEvent  # noqa: PLC0415

        d = dict(src_dict)
        complete = d.pop("complete")

        entries = []
        _entries = d.pop("entries")
        for entries_item_data in _entries:
            entries_item = Entry.from_dict(entries_item_data)

            entries.append(entries_item)

        game_id = d.pop("game_id")

        setup = []
        _setup = d.pop("setup")
        for setup_item_data in _setup:

            def _parse_setup_item(
                data: object,
            ) -> (
                AcresAmbushBlockedEvent
                | AcresAmbushLaunchedEvent
                | AcresBlockDeclinedEvent
                | AcresCardDraftedEvent
                | AcresCardLostEvent
                | AcresCardReservedEvent
                | AcresCardsDiscardedEvent
                | AcresCardsDrawnEvent
                | AcresCardsReturnedEvent
                | AcresDecisionRequestedEvent
                | AcresDeckReshuffledEvent
                | AcresDrawCompletedEvent
                | AcresFurSoldEvent
                | AcresGameEndedEvent
                | AcresGameStartedEvent
                | AcresHandRevealedEvent
                | AcresHomeSupportPlayedEvent
                | AcresIntendantUsedEvent
                | AcresLocationAbandonedEvent
                | AcresLocationDevelopedEvent
                | AcresLocationFortifiedEvent
                | AcresLocationOccupiedEvent
                | AcresLocationRaidedEvent
                | AcresLocationSettledEvent
                | AcresLostCardDiscardedEvent
                | AcresMoneyTakenEvent
                | AcresNativesDemandedEvent
                | AcresNativesGivenEvent
                | AcresOccupationDeclinedEvent
                | AcresPassedEvent
                | AcresPiracyCommittedEvent
                | AcresRaidBlockedEvent
                | AcresRaidLaunchedEvent
                | AcresRedrawDeclinedEvent
                | AcresRedrawDiscardedEvent
                | AcresReserveRetrievedEvent
                | AcresReshuffleCardDiscardedEvent
                | AcresReshufflePaidEvent
                | AcresSiegeBegunEvent
                | AcresSiegeCardLostEvent
                | AcresSiegeCardReturnedEvent
                | AcresSiegeEndedEvent
                | AcresSiegeReinforcedEvent
                | AcresSiegeWithdrawnEvent
                | AcresSiegeWonEvent
                | AcresStartingCardAddedEvent
                | AcresTurnStartedEvent
                | LifecycleAbortedEvent
                | LifecycleDeclinedEvent
                | LifecycleExpiredEvent
                | LifecycleJoinedEvent
                | LifecycleLeftEvent
                | LifecycleResignedEvent
                | LifecycleStartedEvent
                | LifecycleTimedOutEvent
                | SparksBonusPlacedEvent
                | SparksBonusReturnedEvent
                | SparksBuyingPassedEvent
                | SparksCardBoughtEvent
                | SparksCardBoxedEvent
                | SparksCardDrawnEvent
                | SparksCardOfferedEvent
                | SparksCardUnderDeckEvent
                | SparksDecisionRequestedEvent
                | SparksDecisionTakenEvent
                | SparksDeckReshuffledEvent
                | SparksExpandedEvent
                | SparksFedEvent
                | SparksFoodSpoiledEvent
                | SparksGameEndedEvent
                | SparksGameStartedEvent
                | SparksHuntedEvent
                | SparksMemberPlacedEvent
                | SparksMembersRemovedEvent
                | SparksNeutralGrewEvent
                | SparksOfferAnsweredEvent
                | SparksOfferBoxedEvent
                | SparksOrderSetEvent
                | SparksPhaseBeganEvent
                | SparksResuppliedEvent
                | SparksSecondMemberSkippedEvent
                | SparksStageChangedEvent
                | SparksTileLaidEvent
                | SparksToolDiscardedEvent
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_acres_event_type_0 = AcresGameStartedEvent.from_dict(data)

                    return componentsschemas_acres_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_acres_event_type_1 = AcresTurnStartedEvent.from_dict(data)

                    return componentsschemas_acres_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_acres_event_type_2 = AcresDrawCompletedEvent.from_dict(data)

                    return componentsschemas_acres_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_acres_event_type_3 = AcresCardsDrawnEvent.from_dict(data)

                    return componentsschemas_acres_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_acres_event_type_4 = AcresDeckReshuffledEvent.from_dict(data)

                    return componentsschemas_acres_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_acres_event_type_5 = AcresLocationSettledEvent.from_dict(data)

                    return componentsschemas_acres_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_acres_event_type_6 = AcresLocationDevelopedEvent.from_dict(data)

                    return componentsschemas_acres_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_acres_event_type_7 = AcresLocationFortifiedEvent.from_dict(data)

                    return componentsschemas_acres_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_acres_event_type_8 = AcresSiegeBegunEvent.from_dict(data)

                    return componentsschemas_acres_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_acres_event_type_9 = AcresSiegeReinforcedEvent.from_dict(data)

                    return componentsschemas_acres_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_acres_event_type_10 = AcresSiegeWonEvent.from_dict(data)

                    return componentsschemas_acres_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_acres_event_type_11 = AcresSiegeWithdrawnEvent.from_dict(data)

                    return componentsschemas_acres_event_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_acres_event_type_12 = AcresLocationOccupiedEvent.from_dict(data)

                    return componentsschemas_acres_event_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_acres_event_type_13 = AcresOccupationDeclinedEvent.from_dict(data)

                    return componentsschemas_acres_event_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_acres_event_type_14 = AcresSiegeCardReturnedEvent.from_dict(data)

                    return componentsschemas_acres_event_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_acres_event_type_15 = AcresSiegeEndedEvent.from_dict(data)

                    return componentsschemas_acres_event_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_acres_event_type_16 = AcresRaidLaunchedEvent.from_dict(data)

                    return componentsschemas_acres_event_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_acres_event_type_17 = AcresRaidBlockedEvent.from_dict(data)

                    return componentsschemas_acres_event_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_acres_event_type_18 = AcresBlockDeclinedEvent.from_dict(data)

                    return componentsschemas_acres_event_type_18
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_acres_event_type_19 = AcresLocationRaidedEvent.from_dict(data)

                    return componentsschemas_acres_event_type_19
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_acres_event_type_20 = AcresAmbushLaunchedEvent.from_dict(data)

                    return componentsschemas_acres_event_type_20
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_acres_event_type_21 = AcresAmbushBlockedEvent.from_dict(data)

                    return componentsschemas_acres_event_type_21
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_acres_event_type_22 = AcresCardLostEvent.from_dict(data)

                    return componentsschemas_acres_event_type_22
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_acres_event_type_23 = AcresSiegeCardLostEvent.from_dict(data)

                    return componentsschemas_acres_event_type_23
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_acres_event_type_24 = AcresHandRevealedEvent.from_dict(data)

                    return componentsschemas_acres_event_type_24
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_acres_event_type_25 = AcresNativesDemandedEvent.from_dict(data)

                    return componentsschemas_acres_event_type_25
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_acres_event_type_26 = AcresNativesGivenEvent.from_dict(data)

                    return componentsschemas_acres_event_type_26
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_acres_event_type_27 = AcresMoneyTakenEvent.from_dict(data)

                    return componentsschemas_acres_event_type_27
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_acres_event_type_28 = AcresPiracyCommittedEvent.from_dict(data)

                    return componentsschemas_acres_event_type_28
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_acres_event_type_29 = AcresCardDraftedEvent.from_dict(data)

                    return componentsschemas_acres_event_type_29
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_acres_event_type_30 = AcresCardsDiscardedEvent.from_dict(data)

                    return componentsschemas_acres_event_type_30
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_acres_event_type_31 = AcresCardReservedEvent.from_dict(data)

                    return componentsschemas_acres_event_type_31
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_acres_event_type_32 = AcresReserveRetrievedEvent.from_dict(data)

                    return componentsschemas_acres_event_type_32
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_acres_event_type_33 = AcresCardsReturnedEvent.from_dict(data)

                    return componentsschemas_acres_event_type_33
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_acres_event_type_34 = AcresLocationAbandonedEvent.from_dict(data)

                    return componentsschemas_acres_event_type_34
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_acres_event_type_35 = AcresIntendantUsedEvent.from_dict(data)

                    return componentsschemas_acres_event_type_35
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_acres_event_type_36 = AcresRedrawDiscardedEvent.from_dict(data)

                    return componentsschemas_acres_event_type_36
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_acres_event_type_37 = AcresStartingCardAddedEvent.from_dict(data)

                    return componentsschemas_acres_event_type_37
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_acres_event_type_38 = AcresRedrawDeclinedEvent.from_dict(data)

                    return componentsschemas_acres_event_type_38
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_acres_event_type_39 = AcresHomeSupportPlayedEvent.from_dict(data)

                    return componentsschemas_acres_event_type_39
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_acres_event_type_40 = AcresFurSoldEvent.from_dict(data)

                    return componentsschemas_acres_event_type_40
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_acres_event_type_41 = AcresLostCardDiscardedEvent.from_dict(data)

                    return componentsschemas_acres_event_type_41
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_acres_event_type_42 = AcresReshufflePaidEvent.from_dict(data)

                    return componentsschemas_acres_event_type_42
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_acres_event_type_43 = AcresReshuffleCardDiscardedEvent.from_dict(data)

                    return componentsschemas_acres_event_type_43
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_acres_event_type_44 = AcresPassedEvent.from_dict(data)

                    return componentsschemas_acres_event_type_44
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_acres_event_type_45 = AcresDecisionRequestedEvent.from_dict(data)

                    return componentsschemas_acres_event_type_45
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_acres_event_type_46 = AcresGameEndedEvent.from_dict(data)

                    return componentsschemas_acres_event_type_46
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sparks_event_type_0 = SparksGameStartedEvent.from_dict(data)

                    return componentsschemas_sparks_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sparks_event_type_1 = SparksTileLaidEvent.from_dict(data)

                    return componentsschemas_sparks_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sparks_event_type_2 = SparksMemberPlacedEvent.from_dict(data)

                    return componentsschemas_sparks_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sparks_event_type_3 = SparksSecondMemberSkippedEvent.from_dict(data)

                    return componentsschemas_sparks_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sparks_event_type_4 = SparksOrderSetEvent.from_dict(data)

                    return componentsschemas_sparks_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sparks_event_type_5 = SparksPhaseBeganEvent.from_dict(data)

                    return componentsschemas_sparks_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sparks_event_type_6 = SparksBonusPlacedEvent.from_dict(data)

                    return componentsschemas_sparks_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sparks_event_type_7 = SparksBonusReturnedEvent.from_dict(data)

                    return componentsschemas_sparks_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sparks_event_type_8 = SparksCardOfferedEvent.from_dict(data)

                    return componentsschemas_sparks_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sparks_event_type_9 = SparksOfferAnsweredEvent.from_dict(data)

                    return componentsschemas_sparks_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sparks_event_type_10 = SparksCardBoughtEvent.from_dict(data)

                    return componentsschemas_sparks_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sparks_event_type_11 = SparksOfferBoxedEvent.from_dict(data)

                    return componentsschemas_sparks_event_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sparks_event_type_12 = SparksBuyingPassedEvent.from_dict(data)

                    return componentsschemas_sparks_event_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sparks_event_type_13 = SparksCardDrawnEvent.from_dict(data)

                    return componentsschemas_sparks_event_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sparks_event_type_14 = SparksDeckReshuffledEvent.from_dict(data)

                    return componentsschemas_sparks_event_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sparks_event_type_15 = SparksCardBoxedEvent.from_dict(data)

                    return componentsschemas_sparks_event_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sparks_event_type_16 = SparksDecisionRequestedEvent.from_dict(data)

                    return componentsschemas_sparks_event_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sparks_event_type_17 = SparksDecisionTakenEvent.from_dict(data)

                    return componentsschemas_sparks_event_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sparks_event_type_18 = SparksToolDiscardedEvent.from_dict(data)

                    return componentsschemas_sparks_event_type_18
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sparks_event_type_19 = SparksFoodSpoiledEvent.from_dict(data)

                    return componentsschemas_sparks_event_type_19
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sparks_event_type_20 = SparksHuntedEvent.from_dict(data)

                    return componentsschemas_sparks_event_type_20
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sparks_event_type_21 = SparksFedEvent.from_dict(data)

                    return componentsschemas_sparks_event_type_21
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sparks_event_type_22 = SparksMembersRemovedEvent.from_dict(data)

                    return componentsschemas_sparks_event_type_22
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sparks_event_type_23 = SparksExpandedEvent.from_dict(data)

                    return componentsschemas_sparks_event_type_23
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sparks_event_type_24 = SparksNeutralGrewEvent.from_dict(data)

                    return componentsschemas_sparks_event_type_24
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sparks_event_type_25 = SparksResuppliedEvent.from_dict(data)

                    return componentsschemas_sparks_event_type_25
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sparks_event_type_26 = SparksCardUnderDeckEvent.from_dict(data)

                    return componentsschemas_sparks_event_type_26
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sparks_event_type_27 = SparksStageChangedEvent.from_dict(data)

                    return componentsschemas_sparks_event_type_27
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_sparks_event_type_28 = SparksGameEndedEvent.from_dict(data)

                    return componentsschemas_sparks_event_type_28
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_lifecycle_event_type_0 = LifecycleResignedEvent.from_dict(data)

                    return componentsschemas_lifecycle_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_lifecycle_event_type_1 = LifecycleAbortedEvent.from_dict(data)

                    return componentsschemas_lifecycle_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_lifecycle_event_type_2 = LifecycleTimedOutEvent.from_dict(data)

                    return componentsschemas_lifecycle_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_lifecycle_event_type_3 = LifecycleJoinedEvent.from_dict(data)

                    return componentsschemas_lifecycle_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_lifecycle_event_type_4 = LifecycleLeftEvent.from_dict(data)

                    return componentsschemas_lifecycle_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_lifecycle_event_type_5 = LifecycleStartedEvent.from_dict(data)

                    return componentsschemas_lifecycle_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_lifecycle_event_type_6 = LifecycleDeclinedEvent.from_dict(data)

                    return componentsschemas_lifecycle_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_lifecycle_event_type_7 = LifecycleExpiredEvent.from_dict(data)

                return componentsschemas_lifecycle_event_type_7

            setup_item = _parse_setup_item(setup_item_data)

            setup.append(setup_item)

        version = d.pop("version")

        log = cls(
            complete=complete,
            entries=entries,
            game_id=game_id,
            setup=setup,
            version=version,
        )

        return log
