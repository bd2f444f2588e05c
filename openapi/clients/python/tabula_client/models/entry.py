from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.entry_by import EntryBy, check_entry_by
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.acres_ambush_blocked_event import AcresAmbushBlockedEvent
    from ..models.acres_ambush_command import AcresAmbushCommand
    from ..models.acres_ambush_launched_event import AcresAmbushLaunchedEvent
    from ..models.acres_besiege_command import AcresBesiegeCommand
    from ..models.acres_block_command import AcresBlockCommand
    from ..models.acres_block_declined_event import AcresBlockDeclinedEvent
    from ..models.acres_card_drafted_event import AcresCardDraftedEvent
    from ..models.acres_card_lost_event import AcresCardLostEvent
    from ..models.acres_card_reserved_event import AcresCardReservedEvent
    from ..models.acres_cards_discarded_event import AcresCardsDiscardedEvent
    from ..models.acres_cards_drawn_event import AcresCardsDrawnEvent
    from ..models.acres_cards_returned_event import AcresCardsReturnedEvent
    from ..models.acres_choose_card_command import AcresChooseCardCommand
    from ..models.acres_decision_requested_event import AcresDecisionRequestedEvent
    from ..models.acres_deck_reshuffled_event import AcresDeckReshuffledEvent
    from ..models.acres_decline_occupy_command import AcresDeclineOccupyCommand
    from ..models.acres_decline_redraw_command import AcresDeclineRedrawCommand
    from ..models.acres_demand_natives_command import AcresDemandNativesCommand
    from ..models.acres_develop_command import AcresDevelopCommand
    from ..models.acres_discard_command import AcresDiscardCommand
    from ..models.acres_discard_lost_command import AcresDiscardLostCommand
    from ..models.acres_draft_command import AcresDraftCommand
    from ..models.acres_draw_completed_event import AcresDrawCompletedEvent
    from ..models.acres_end_turn_command import AcresEndTurnCommand
    from ..models.acres_fortify_command import AcresFortifyCommand
    from ..models.acres_fur_sold_event import AcresFurSoldEvent
    from ..models.acres_game_ended_event import AcresGameEndedEvent
    from ..models.acres_game_started_event import AcresGameStartedEvent
    from ..models.acres_governor_command import AcresGovernorCommand
    from ..models.acres_hand_revealed_event import AcresHandRevealedEvent
    from ..models.acres_home_support_command import AcresHomeSupportCommand
    from ..models.acres_home_support_played_event import AcresHomeSupportPlayedEvent
    from ..models.acres_intendant_command import AcresIntendantCommand
    from ..models.acres_intendant_used_event import AcresIntendantUsedEvent
    from ..models.acres_location_abandoned_event import AcresLocationAbandonedEvent
    from ..models.acres_location_developed_event import AcresLocationDevelopedEvent
    from ..models.acres_location_fortified_event import AcresLocationFortifiedEvent
    from ..models.acres_location_occupied_event import AcresLocationOccupiedEvent
    from ..models.acres_location_raided_event import AcresLocationRaidedEvent
    from ..models.acres_location_settled_event import AcresLocationSettledEvent
    from ..models.acres_lost_card_discarded_event import AcresLostCardDiscardedEvent
    from ..models.acres_merchant_command import AcresMerchantCommand
    from ..models.acres_military_leader_command import AcresMilitaryLeaderCommand
    from ..models.acres_money_taken_event import AcresMoneyTakenEvent
    from ..models.acres_natives_demanded_event import AcresNativesDemandedEvent
    from ..models.acres_natives_given_event import AcresNativesGivenEvent
    from ..models.acres_no_block_command import AcresNoBlockCommand
    from ..models.acres_occupation_declined_event import AcresOccupationDeclinedEvent
    from ..models.acres_occupy_command import AcresOccupyCommand
    from ..models.acres_pass_command import AcresPassCommand
    from ..models.acres_passed_event import AcresPassedEvent
    from ..models.acres_piracy_command import AcresPiracyCommand
    from ..models.acres_piracy_committed_event import AcresPiracyCommittedEvent
    from ..models.acres_raid_blocked_event import AcresRaidBlockedEvent
    from ..models.acres_raid_command import AcresRaidCommand
    from ..models.acres_raid_launched_event import AcresRaidLaunchedEvent
    from ..models.acres_redraw_command import AcresRedrawCommand
    from ..models.acres_redraw_declined_event import AcresRedrawDeclinedEvent
    from ..models.acres_redraw_discarded_event import AcresRedrawDiscardedEvent
    from ..models.acres_reinforce_command import AcresReinforceCommand
    from ..models.acres_reserve_command import AcresReserveCommand
    from ..models.acres_reserve_retrieved_event import AcresReserveRetrievedEvent
    from ..models.acres_reshuffle_card_discarded_event import AcresReshuffleCardDiscardedEvent
    from ..models.acres_reshuffle_paid_event import AcresReshufflePaidEvent
    from ..models.acres_retrieve_reserve_command import AcresRetrieveReserveCommand
    from ..models.acres_sell_fur_command import AcresSellFurCommand
    from ..models.acres_settle_command import AcresSettleCommand
    from ..models.acres_siege_begun_event import AcresSiegeBegunEvent
    from ..models.acres_siege_card_lost_event import AcresSiegeCardLostEvent
    from ..models.acres_siege_card_returned_event import AcresSiegeCardReturnedEvent
    from ..models.acres_siege_ended_event import AcresSiegeEndedEvent
    from ..models.acres_siege_reinforced_event import AcresSiegeReinforcedEvent
    from ..models.acres_siege_withdrawn_event import AcresSiegeWithdrawnEvent
    from ..models.acres_siege_won_event import AcresSiegeWonEvent
    from ..models.acres_starting_card_added_event import AcresStartingCardAddedEvent
    from ..models.acres_starting_card_command import AcresStartingCardCommand
    from ..models.acres_take_money_command import AcresTakeMoneyCommand
    from ..models.acres_trader_command import AcresTraderCommand
    from ..models.acres_turn_started_event import AcresTurnStartedEvent
    from ..models.acres_withdraw_command import AcresWithdrawCommand
    from ..models.entry_clock import EntryClock
    from ..models.game_abort_command import GameAbortCommand
    from ..models.game_claim_timeout_command import GameClaimTimeoutCommand
    from ..models.game_resign_command import GameResignCommand
    from ..models.game_timeout_command import GameTimeoutCommand
    from ..models.lifecycle_aborted_event import LifecycleAbortedEvent
    from ..models.lifecycle_declined_event import LifecycleDeclinedEvent
    from ..models.lifecycle_expired_event import LifecycleExpiredEvent
    from ..models.lifecycle_joined_event import LifecycleJoinedEvent
    from ..models.lifecycle_left_event import LifecycleLeftEvent
    from ..models.lifecycle_resigned_event import LifecycleResignedEvent
    from ..models.lifecycle_started_event import LifecycleStartedEvent
    from ..models.lifecycle_timed_out_event import LifecycleTimedOutEvent
    from ..models.lobby_decline_command import LobbyDeclineCommand
    from ..models.lobby_expire_command import LobbyExpireCommand
    from ..models.lobby_join_command import LobbyJoinCommand
    from ..models.lobby_leave_command import LobbyLeaveCommand
    from ..models.sparks_bonus_placed_event import SparksBonusPlacedEvent
    from ..models.sparks_bonus_returned_event import SparksBonusReturnedEvent
    from ..models.sparks_box_offered_card_command import SparksBoxOfferedCardCommand
    from ..models.sparks_buying_passed_event import SparksBuyingPassedEvent
    from ..models.sparks_card_bought_event import SparksCardBoughtEvent
    from ..models.sparks_card_boxed_event import SparksCardBoxedEvent
    from ..models.sparks_card_drawn_event import SparksCardDrawnEvent
    from ..models.sparks_card_offered_event import SparksCardOfferedEvent
    from ..models.sparks_card_under_deck_event import SparksCardUnderDeckEvent
    from ..models.sparks_decision_requested_event import SparksDecisionRequestedEvent
    from ..models.sparks_decision_taken_event import SparksDecisionTakenEvent
    from ..models.sparks_deck_reshuffled_event import SparksDeckReshuffledEvent
    from ..models.sparks_decline_card_command import SparksDeclineCardCommand
    from ..models.sparks_discard_tool_command import SparksDiscardToolCommand
    from ..models.sparks_expand_command import SparksExpandCommand
    from ..models.sparks_expanded_event import SparksExpandedEvent
    from ..models.sparks_fed_event import SparksFedEvent
    from ..models.sparks_food_spoiled_event import SparksFoodSpoiledEvent
    from ..models.sparks_game_ended_event import SparksGameEndedEvent
    from ..models.sparks_game_started_event import SparksGameStartedEvent
    from ..models.sparks_grow_neutral_command import SparksGrowNeutralCommand
    from ..models.sparks_hunt_command import SparksHuntCommand
    from ..models.sparks_hunted_event import SparksHuntedEvent
    from ..models.sparks_keep_offered_card_command import SparksKeepOfferedCardCommand
    from ..models.sparks_lay_tile_command import SparksLayTileCommand
    from ..models.sparks_member_placed_event import SparksMemberPlacedEvent
    from ..models.sparks_members_removed_event import SparksMembersRemovedEvent
    from ..models.sparks_neutral_grew_event import SparksNeutralGrewEvent
    from ..models.sparks_offer_answered_event import SparksOfferAnsweredEvent
    from ..models.sparks_offer_boxed_event import SparksOfferBoxedEvent
    from ..models.sparks_offer_card_command import SparksOfferCardCommand
    from ..models.sparks_order_set_event import SparksOrderSetEvent
    from ..models.sparks_pass_buying_command import SparksPassBuyingCommand
    from ..models.sparks_phase_began_event import SparksPhaseBeganEvent
    from ..models.sparks_place_member_command import SparksPlaceMemberCommand
    from ..models.sparks_remove_members_command import SparksRemoveMembersCommand
    from ..models.sparks_resupplied_event import SparksResuppliedEvent
    from ..models.sparks_second_member_skipped_event import SparksSecondMemberSkippedEvent
    from ..models.sparks_skip_second_member_command import SparksSkipSecondMemberCommand
    from ..models.sparks_stage_changed_event import SparksStageChangedEvent
    from ..models.sparks_tile_laid_event import SparksTileLaidEvent
    from ..models.sparks_tool_discarded_event import SparksToolDiscardedEvent
    from ..models.sparks_want_card_command import SparksWantCardCommand


T = TypeVar("T", bound="Entry")


@_attrs_define
class Entry:
    """One entry of a game's log as the caller may see it: the command, who sent it, and the events it made.

    Attributes:
        command (AcresAmbushCommand | AcresBesiegeCommand | AcresBlockCommand | AcresChooseCardCommand |
            AcresDeclineOccupyCommand | AcresDeclineRedrawCommand | AcresDemandNativesCommand | AcresDevelopCommand |
            AcresDiscardCommand | AcresDiscardLostCommand | AcresDraftCommand | AcresEndTurnCommand | AcresFortifyCommand |
            AcresGovernorCommand | AcresHomeSupportCommand | AcresIntendantCommand | AcresMerchantCommand |
            AcresMilitaryLeaderCommand | AcresNoBlockCommand | AcresOccupyCommand | AcresPassCommand | AcresPiracyCommand |
            AcresRaidCommand | AcresRedrawCommand | AcresReinforceCommand | AcresReserveCommand |
            AcresRetrieveReserveCommand | AcresSellFurCommand | AcresSettleCommand | AcresStartingCardCommand |
            AcresTakeMoneyCommand | AcresTraderCommand | AcresWithdrawCommand | GameAbortCommand | GameClaimTimeoutCommand |
            GameResignCommand | GameTimeoutCommand | LobbyDeclineCommand | LobbyExpireCommand | LobbyJoinCommand |
            LobbyLeaveCommand | SparksBoxOfferedCardCommand | SparksDeclineCardCommand | SparksDiscardToolCommand |
            SparksExpandCommand | SparksGrowNeutralCommand | SparksHuntCommand | SparksKeepOfferedCardCommand |
            SparksLayTileCommand | SparksOfferCardCommand | SparksPassBuyingCommand | SparksPlaceMemberCommand |
            SparksRemoveMembersCommand | SparksSkipSecondMemberCommand | SparksWantCardCommand): The command a log entry
            applied, as it was logged (every caller sees it whole): a game's (a model of AnyCommand, resign, abort and
            claim_timeout included), the server's timeout, or the lobby's (join, leave, decline, expire); `type` selects the
            model.
        events (list[AcresAmbushBlockedEvent | AcresAmbushLaunchedEvent | AcresBlockDeclinedEvent |
            AcresCardDraftedEvent | AcresCardLostEvent | AcresCardReservedEvent | AcresCardsDiscardedEvent |
            AcresCardsDrawnEvent | AcresCardsReturnedEvent | AcresDecisionRequestedEvent | AcresDeckReshuffledEvent |
            AcresDrawCompletedEvent | AcresFurSoldEvent | AcresGameEndedEvent | AcresGameStartedEvent |
            AcresHandRevealedEvent | AcresHomeSupportPlayedEvent | AcresIntendantUsedEvent | AcresLocationAbandonedEvent |
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
            SparksTileLaidEvent | SparksToolDiscardedEvent]): As the caller may see them (all of them once the game is
            over).
        seat (str): The seat that sent the command, or that a lifecycle or lobby entry is about (resign, join...).
        ts (int): When it was appended, ms since the epoch, by the server's clock.
        version (int): The version this entry made (the first entry is 1): resume after it with ?after=.
        by (EntryBy | Unset): `order`: the seat's standing order gave this command (docs/standing-orders.md); `clock`: a
            deadline did (the seat's time ran out: docs/rules-lifecycle.md); absent for a command the seat sent.
        clock (EntryClock | Unset): A game with a time control: the clocks after a log entry (engine/clock.py,
            Clock.to_json, with the time the command took); the entry's `ts` is the server's time it was written at.
        words (list[str] | Unset): With `?words=true`: each event in plain English, in the order of `events`.
    """

    command: (
        AcresAmbushCommand
        | AcresBesiegeCommand
        | AcresBlockCommand
        | AcresChooseCardCommand
        | AcresDeclineOccupyCommand
        | AcresDeclineRedrawCommand
        | AcresDemandNativesCommand
        | AcresDevelopCommand
        | AcresDiscardCommand
        | AcresDiscardLostCommand
        | AcresDraftCommand
        | AcresEndTurnCommand
        | AcresFortifyCommand
        | AcresGovernorCommand
        | AcresHomeSupportCommand
        | AcresIntendantCommand
        | AcresMerchantCommand
        | AcresMilitaryLeaderCommand
        | AcresNoBlockCommand
        | AcresOccupyCommand
        | AcresPassCommand
        | AcresPiracyCommand
        | AcresRaidCommand
        | AcresRedrawCommand
        | AcresReinforceCommand
        | AcresReserveCommand
        | AcresRetrieveReserveCommand
        | AcresSellFurCommand
        | AcresSettleCommand
        | AcresStartingCardCommand
        | AcresTakeMoneyCommand
        | AcresTraderCommand
        | AcresWithdrawCommand
        | GameAbortCommand
        | GameClaimTimeoutCommand
        | GameResignCommand
        | GameTimeoutCommand
        | LobbyDeclineCommand
        | LobbyExpireCommand
        | LobbyJoinCommand
        | LobbyLeaveCommand
        | SparksBoxOfferedCardCommand
        | SparksDeclineCardCommand
        | SparksDiscardToolCommand
        | SparksExpandCommand
        | SparksGrowNeutralCommand
        | SparksHuntCommand
        | SparksKeepOfferedCardCommand
        | SparksLayTileCommand
        | SparksOfferCardCommand
        | SparksPassBuyingCommand
        | SparksPlaceMemberCommand
        | SparksRemoveMembersCommand
        | SparksSkipSecondMemberCommand
        | SparksWantCardCommand
    )
    events: list[
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
    seat: str
    ts: int
    version: int
    by: EntryBy | Unset = UNSET
    clock: EntryClock | Unset = UNSET
    words: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.acres_ambush_blocked_event import AcresAmbushBlockedEvent  # noqa: PLC0415
        from ..models.acres_ambush_command import AcresAmbushCommand  # noqa: PLC0415
        from ..models.acres_ambush_launched_event import AcresAmbushLaunchedEvent  # noqa: PLC0415
        from ..models.acres_besiege_command import AcresBesiegeCommand  # noqa: PLC0415
        from ..models.acres_block_command import AcresBlockCommand  # noqa: PLC0415
        from ..models.acres_block_declined_event import AcresBlockDeclinedEvent  # noqa: PLC0415
        from ..models.acres_card_drafted_event import AcresCardDraftedEvent  # noqa: PLC0415
        from ..models.acres_card_lost_event import AcresCardLostEvent  # noqa: PLC0415
        from ..models.acres_card_reserved_event import AcresCardReservedEvent  # noqa: PLC0415
        from ..models.acres_cards_discarded_event import AcresCardsDiscardedEvent  # noqa: PLC0415
        from ..models.acres_cards_drawn_event import AcresCardsDrawnEvent  # noqa: PLC0415
        from ..models.acres_cards_returned_event import AcresCardsReturnedEvent  # noqa: PLC0415
        from ..models.acres_choose_card_command import AcresChooseCardCommand  # noqa: PLC0415
        from ..models.acres_decision_requested_event import AcresDecisionRequestedEvent  # noqa: PLC0415
        from ..models.acres_deck_reshuffled_event import AcresDeckReshuffledEvent  # noqa: PLC0415
        from ..models.acres_decline_occupy_command import AcresDeclineOccupyCommand  # noqa: PLC0415
        from ..models.acres_decline_redraw_command import AcresDeclineRedrawCommand  # noqa: PLC0415
        from ..models.acres_demand_natives_command import AcresDemandNativesCommand  # noqa: PLC0415
        from ..models.acres_develop_command import AcresDevelopCommand  # noqa: PLC0415
        from ..models.acres_discard_command import AcresDiscardCommand  # noqa: PLC0415
        from ..models.acres_discard_lost_command import AcresDiscardLostCommand  # noqa: PLC0415
        from ..models.acres_draft_command import AcresDraftCommand  # noqa: PLC0415
        from ..models.acres_draw_completed_event import AcresDrawCompletedEvent  # noqa: PLC0415
        from ..models.acres_end_turn_command import AcresEndTurnCommand  # noqa: PLC0415
        from ..models.acres_fortify_command import AcresFortifyCommand  # noqa: PLC0415
        from ..models.acres_fur_sold_event import AcresFurSoldEvent  # noqa: PLC0415
        from ..models.acres_game_ended_event import AcresGameEndedEvent  # noqa: PLC0415
        from ..models.acres_game_started_event import AcresGameStartedEvent  # noqa: PLC0415
        from ..models.acres_governor_command import AcresGovernorCommand  # noqa: PLC0415
        from ..models.acres_hand_revealed_event import AcresHandRevealedEvent  # noqa: PLC0415
        from ..models.acres_home_support_command import AcresHomeSupportCommand  # noqa: PLC0415
        from ..models.acres_home_support_played_event import AcresHomeSupportPlayedEvent  # noqa: PLC0415
        from ..models.acres_intendant_command import AcresIntendantCommand  # noqa: PLC0415
        from ..models.acres_intendant_used_event import AcresIntendantUsedEvent  # noqa: PLC0415
        from ..models.acres_location_abandoned_event import AcresLocationAbandonedEvent  # noqa: PLC0415
        from ..models.acres_location_developed_event import AcresLocationDevelopedEvent  # noqa: PLC0415
        from ..models.acres_location_fortified_event import AcresLocationFortifiedEvent  # noqa: PLC0415
        from ..models.acres_location_occupied_event import AcresLocationOccupiedEvent  # noqa: PLC0415
        from ..models.acres_location_raided_event import AcresLocationRaidedEvent  # noqa: PLC0415
        from ..models.acres_location_settled_event import AcresLocationSettledEvent  # noqa: PLC0415
        from ..models.acres_lost_card_discarded_event import AcresLostCardDiscardedEvent  # noqa: PLC0415
        from ..models.acres_merchant_command import AcresMerchantCommand  # noqa: PLC0415
        from ..models.acres_military_leader_command import AcresMilitaryLeaderCommand  # noqa: PLC0415
        from ..models.acres_money_taken_event import AcresMoneyTakenEvent  # noqa: PLC0415
        from ..models.acres_natives_demanded_event import AcresNativesDemandedEvent  # noqa: PLC0415
        from ..models.acres_natives_given_event import AcresNativesGivenEvent  # noqa: PLC0415
        from ..models.acres_no_block_command import AcresNoBlockCommand  # noqa: PLC0415
        from ..models.acres_occupation_declined_event import AcresOccupationDeclinedEvent  # noqa: PLC0415
        from ..models.acres_occupy_command import AcresOccupyCommand  # noqa: PLC0415
        from ..models.acres_pass_command import AcresPassCommand  # noqa: PLC0415
        from ..models.acres_passed_event import AcresPassedEvent  # noqa: PLC0415
        from ..models.acres_piracy_command import AcresPiracyCommand  # noqa: PLC0415
        from ..models.acres_piracy_committed_event import AcresPiracyCommittedEvent  # noqa: PLC0415
        from ..models.acres_raid_blocked_event import AcresRaidBlockedEvent  # noqa: PLC0415
        from ..models.acres_raid_command import AcresRaidCommand  # noqa: PLC0415
        from ..models.acres_raid_launched_event import AcresRaidLaunchedEvent  # noqa: PLC0415
        from ..models.acres_redraw_command import AcresRedrawCommand  # noqa: PLC0415
        from ..models.acres_redraw_declined_event import AcresRedrawDeclinedEvent  # noqa: PLC0415
        from ..models.acres_redraw_discarded_event import AcresRedrawDiscardedEvent  # noqa: PLC0415
        from ..models.acres_reinforce_command import AcresReinforceCommand  # noqa: PLC0415
        from ..models.acres_reserve_command import AcresReserveCommand  # noqa: PLC0415
        from ..models.acres_reserve_retrieved_event import AcresReserveRetrievedEvent  # noqa: PLC0415
        from ..models.acres_reshuffle_card_discarded_event import AcresReshuffleCardDiscardedEvent  # noqa: PLC0415
        from ..models.acres_reshuffle_paid_event import AcresReshufflePaidEvent  # noqa: PLC0415
        from ..models.acres_retrieve_reserve_command import AcresRetrieveReserveCommand  # noqa: PLC0415
        from ..models.acres_sell_fur_command import AcresSellFurCommand  # noqa: PLC0415
        from ..models.acres_settle_command import AcresSettleCommand  # noqa: PLC0415
        from ..models.acres_siege_begun_event import AcresSiegeBegunEvent  # noqa: PLC0415
        from ..models.acres_siege_card_lost_event import AcresSiegeCardLostEvent  # noqa: PLC0415
        from ..models.acres_siege_card_returned_event import AcresSiegeCardReturnedEvent  # noqa: PLC0415
        from ..models.acres_siege_ended_event import AcresSiegeEndedEvent  # noqa: PLC0415
        from ..models.acres_siege_reinforced_event import AcresSiegeReinforcedEvent  # noqa: PLC0415
        from ..models.acres_siege_withdrawn_event import AcresSiegeWithdrawnEvent  # noqa: PLC0415
        from ..models.acres_siege_won_event import AcresSiegeWonEvent  # noqa: PLC0415
        from ..models.acres_starting_card_added_event import AcresStartingCardAddedEvent  # noqa: PLC0415
        from ..models.acres_starting_card_command import AcresStartingCardCommand  # noqa: PLC0415
        from ..models.acres_take_money_command import AcresTakeMoneyCommand  # noqa: PLC0415
        from ..models.acres_trader_command import AcresTraderCommand  # noqa: PLC0415
        from ..models.acres_turn_started_event import AcresTurnStartedEvent  # noqa: PLC0415
        from ..models.acres_withdraw_command import AcresWithdrawCommand  # noqa: PLC0415
        from ..models.game_abort_command import GameAbortCommand  # noqa: PLC0415
        from ..models.game_claim_timeout_command import GameClaimTimeoutCommand  # noqa: PLC0415
        from ..models.game_resign_command import GameResignCommand  # noqa: PLC0415
        from ..models.game_timeout_command import GameTimeoutCommand  # noqa: PLC0415
        from ..models.lifecycle_aborted_event import LifecycleAbortedEvent  # noqa: PLC0415
        from ..models.lifecycle_declined_event import LifecycleDeclinedEvent  # noqa: PLC0415
        from ..models.lifecycle_joined_event import LifecycleJoinedEvent  # noqa: PLC0415
        from ..models.lifecycle_left_event import LifecycleLeftEvent  # noqa: PLC0415
        from ..models.lifecycle_resigned_event import LifecycleResignedEvent  # noqa: PLC0415
        from ..models.lifecycle_started_event import LifecycleStartedEvent  # noqa: PLC0415
        from ..models.lifecycle_timed_out_event import LifecycleTimedOutEvent  # noqa: PLC0415
        from ..models.lobby_decline_command import LobbyDeclineCommand  # noqa: PLC0415
        from ..models.lobby_join_command import LobbyJoinCommand  # noqa: PLC0415
        from ..models.lobby_leave_command import LobbyLeaveCommand  # noqa: PLC0415
        from ..models.sparks_bonus_placed_event import SparksBonusPlacedEvent  # noqa: PLC0415
        from ..models.sparks_bonus_returned_event import SparksBonusReturnedEvent  # noqa: PLC0415
        from ..models.sparks_box_offered_card_command import SparksBoxOfferedCardCommand  # noqa: PLC0415
        from ..models.sparks_buying_passed_event import SparksBuyingPassedEvent  # noqa: PLC0415
        from ..models.sparks_card_bought_event import SparksCardBoughtEvent  # noqa: PLC0415
        from ..models.sparks_card_boxed_event import SparksCardBoxedEvent  # noqa: PLC0415
        from ..models.sparks_card_drawn_event import SparksCardDrawnEvent  # noqa: PLC0415
        from ..models.sparks_card_offered_event import SparksCardOfferedEvent  # noqa: PLC0415
        from ..models.sparks_card_under_deck_event import SparksCardUnderDeckEvent  # noqa: PLC0415
        from ..models.sparks_decision_requested_event import SparksDecisionRequestedEvent  # noqa: PLC0415
        from ..models.sparks_decision_taken_event import SparksDecisionTakenEvent  # noqa: PLC0415
        from ..models.sparks_deck_reshuffled_event import SparksDeckReshuffledEvent  # noqa: PLC0415
        from ..models.sparks_decline_card_command import SparksDeclineCardCommand  # noqa: PLC0415
        from ..models.sparks_discard_tool_command import SparksDiscardToolCommand  # noqa: PLC0415
        from ..models.sparks_expand_command import SparksExpandCommand  # noqa: PLC0415
        from ..models.sparks_expanded_event import SparksExpandedEvent  # noqa: PLC0415
        from ..models.sparks_fed_event import SparksFedEvent  # noqa: PLC0415
        from ..models.sparks_food_spoiled_event import SparksFoodSpoiledEvent  # noqa: PLC0415
        from ..models.sparks_game_ended_event import SparksGameEndedEvent  # noqa: PLC0415
        from ..models.sparks_game_started_event import SparksGameStartedEvent  # noqa: PLC0415
        from ..models.sparks_grow_neutral_command import SparksGrowNeutralCommand  # noqa: PLC0415
        from ..models.sparks_hunt_command import SparksHuntCommand  # noqa: PLC0415
        from ..models.sparks_hunted_event import SparksHuntedEvent  # noqa: PLC0415
        from ..models.sparks_keep_offered_card_command import SparksKeepOfferedCardCommand  # noqa: PLC0415
        from ..models.sparks_lay_tile_command import SparksLayTileCommand  # noqa: PLC0415
        from ..models.sparks_member_placed_event import SparksMemberPlacedEvent  # noqa: PLC0415
        from ..models.sparks_members_removed_event import SparksMembersRemovedEvent  # noqa: PLC0415
        from ..models.sparks_neutral_grew_event import SparksNeutralGrewEvent  # noqa: PLC0415
        from ..models.sparks_offer_answered_event import SparksOfferAnsweredEvent  # noqa: PLC0415
        from ..models.sparks_offer_boxed_event import SparksOfferBoxedEvent  # noqa: PLC0415
        from ..models.sparks_offer_card_command import SparksOfferCardCommand  # noqa: PLC0415
        from ..models.sparks_order_set_event import SparksOrderSetEvent  # noqa: PLC0415
        from ..models.sparks_pass_buying_command import SparksPassBuyingCommand  # noqa: PLC0415
        from ..models.sparks_phase_began_event import SparksPhaseBeganEvent  # noqa: PLC0415
        from ..models.sparks_place_member_command import SparksPlaceMemberCommand  # noqa: PLC0415
        from ..models.sparks_remove_members_command import SparksRemoveMembersCommand  # noqa: PLC0415
        from ..models.sparks_resupplied_event import SparksResuppliedEvent  # noqa: PLC0415
        from ..models.sparks_second_member_skipped_event import SparksSecondMemberSkippedEvent  # noqa: PLC0415
        from ..models.sparks_skip_second_member_command import SparksSkipSecondMemberCommand  # noqa: PLC0415
        from ..models.sparks_stage_changed_event import SparksStageChangedEvent  # noqa: PLC0415
        from ..models.sparks_tile_laid_event import SparksTileLaidEvent  # noqa: PLC0415
        from ..models.sparks_tool_discarded_event import SparksToolDiscardedEvent  # noqa: PLC0415
        from ..models.sparks_want_card_command import SparksWantCardCommand  # noqa: PLC0415

        command: dict[str, Any]
        if isinstance(self.command, AcresSettleCommand):
            command = self.command.to_dict()
        elif isinstance(self.command, AcresDevelopCommand):
            command = self.command.to_dict()
        elif isinstance(self.command, AcresFortifyCommand):
            command = self.command.to_dict()
        elif isinstance(self.command, AcresBesiegeCommand):
            command = self.command.to_dict()
        elif isinstance(self.command, AcresReinforceCommand):
            command = self.command.to_dict()
        elif isinstance(self.command, AcresRaidCommand):
            command = self.command.to_dict()
        elif isinstance(self.command, AcresAmbushCommand):
            command = self.command.to_dict()
        elif isinstance(self.command, AcresDemandNativesCommand):
            command = self.command.to_dict()
        elif isinstance(self.command, AcresTakeMoneyCommand):
            command = self.command.to_dict()
        elif isinstance(self.command, AcresMerchantCommand):
            command = self.command.to_dict()
        elif isinstance(self.command, AcresTraderCommand):
            command = self.command.to_dict()
        elif isinstance(self.command, AcresPiracyCommand):
            command = self.command.to_dict()
        elif isinstance(self.command, AcresDraftCommand):
            command = self.command.to_dict()
        elif isinstance(self.command, AcresDiscardCommand):
            command = self.command.to_dict()
        elif isinstance(self.command, AcresReserveCommand):
            command = self.command.to_dict()
        elif isinstance(self.command, AcresGovernorCommand):
            command = self.command.to_dict()
        elif isinstance(self.command, AcresIntendantCommand):
            command = self.command.to_dict()
        elif isinstance(self.command, AcresPassCommand):
            command = self.command.to_dict()
        elif isinstance(self.command, AcresMilitaryLeaderCommand):
            command = self.command.to_dict()
        elif isinstance(self.command, AcresRetrieveReserveCommand):
            command = self.command.to_dict()
        elif isinstance(self.command, AcresHomeSupportCommand):
            command = self.command.to_dict()
        elif isinstance(self.command, AcresWithdrawCommand):
            command = self.command.to_dict()
        elif isinstance(self.command, AcresSellFurCommand):
            command = self.command.to_dict()
        elif isinstance(self.command, AcresDiscardLostCommand):
            command = self.command.to_dict()
        elif isinstance(self.command, AcresEndTurnCommand):
            command = self.command.to_dict()
        elif isinstance(self.command, AcresBlockCommand):
            command = self.command.to_dict()
        elif isinstance(self.command, AcresNoBlockCommand):
            command = self.command.to_dict()
        elif isinstance(self.command, AcresChooseCardCommand):
            command = self.command.to_dict()
        elif isinstance(self.command, AcresOccupyCommand):
            command = self.command.to_dict()
        elif isinstance(self.command, AcresDeclineOccupyCommand):
            command = self.command.to_dict()
        elif isinstance(self.command, AcresRedrawCommand):
            command = self.command.to_dict()
        elif isinstance(self.command, AcresDeclineRedrawCommand):
            command = self.command.to_dict()
        elif isinstance(self.command, AcresStartingCardCommand):
            command = self.command.to_dict()
        elif isinstance(self.command, SparksLayTileCommand):
            command = self.command.to_dict()
        elif isinstance(self.command, SparksPlaceMemberCommand):
            command = self.command.to_dict()
        elif isinstance(self.command, SparksSkipSecondMemberCommand):
            command = self.command.to_dict()
        elif isinstance(self.command, SparksOfferCardCommand):
            command = self.command.to_dict()
        elif isinstance(self.command, SparksPassBuyingCommand):
            command = self.command.to_dict()
        elif isinstance(self.command, SparksWantCardCommand):
            command = self.command.to_dict()
        elif isinstance(self.command, SparksDeclineCardCommand):
            command = self.command.to_dict()
        elif isinstance(self.command, SparksKeepOfferedCardCommand):
            command = self.command.to_dict()
        elif isinstance(self.command, SparksBoxOfferedCardCommand):
            command = self.command.to_dict()
        elif isinstance(self.command, SparksDiscardToolCommand):
            command = self.command.to_dict()
        elif isinstance(self.command, SparksHuntCommand):
            command = self.command.to_dict()
        elif isinstance(self.command, SparksRemoveMembersCommand):
            command = self.command.to_dict()
        elif isinstance(self.command, SparksGrowNeutralCommand):
            command = self.command.to_dict()
        elif isinstance(self.command, SparksExpandCommand):
            command = self.command.to_dict()
        elif isinstance(self.command, GameResignCommand):
            command = self.command.to_dict()
        elif isinstance(self.command, GameAbortCommand):
            command = self.command.to_dict()
        elif isinstance(self.command, GameClaimTimeoutCommand):
            command = self.command.to_dict()
        elif isinstance(self.command, GameTimeoutCommand):
            command = self.command.to_dict()
        elif isinstance(self.command, LobbyJoinCommand):
            command = self.command.to_dict()
        elif isinstance(self.command, LobbyLeaveCommand):
            command = self.command.to_dict()
        elif isinstance(self.command, LobbyDeclineCommand):
            command = self.command.to_dict()
        else:
            command = self.command.to_dict()

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, AcresGameStartedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AcresTurnStartedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AcresDrawCompletedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AcresCardsDrawnEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AcresDeckReshuffledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AcresLocationSettledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AcresLocationDevelopedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AcresLocationFortifiedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AcresSiegeBegunEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AcresSiegeReinforcedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AcresSiegeWonEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AcresSiegeWithdrawnEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AcresLocationOccupiedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AcresOccupationDeclinedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AcresSiegeCardReturnedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AcresSiegeEndedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AcresRaidLaunchedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AcresRaidBlockedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AcresBlockDeclinedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AcresLocationRaidedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AcresAmbushLaunchedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AcresAmbushBlockedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AcresCardLostEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AcresSiegeCardLostEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AcresHandRevealedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AcresNativesDemandedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AcresNativesGivenEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AcresMoneyTakenEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AcresPiracyCommittedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AcresCardDraftedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AcresCardsDiscardedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AcresCardReservedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AcresReserveRetrievedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AcresCardsReturnedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AcresLocationAbandonedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AcresIntendantUsedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AcresRedrawDiscardedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AcresStartingCardAddedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AcresRedrawDeclinedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AcresHomeSupportPlayedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AcresFurSoldEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AcresLostCardDiscardedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AcresReshufflePaidEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AcresReshuffleCardDiscardedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AcresPassedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AcresDecisionRequestedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AcresGameEndedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SparksGameStartedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SparksTileLaidEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SparksMemberPlacedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SparksSecondMemberSkippedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SparksOrderSetEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SparksPhaseBeganEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SparksBonusPlacedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SparksBonusReturnedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SparksCardOfferedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SparksOfferAnsweredEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SparksCardBoughtEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SparksOfferBoxedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SparksBuyingPassedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SparksCardDrawnEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SparksDeckReshuffledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SparksCardBoxedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SparksDecisionRequestedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SparksDecisionTakenEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SparksToolDiscardedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SparksFoodSpoiledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SparksHuntedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SparksFedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SparksMembersRemovedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SparksExpandedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SparksNeutralGrewEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SparksResuppliedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SparksCardUnderDeckEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SparksStageChangedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SparksGameEndedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LifecycleResignedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LifecycleAbortedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LifecycleTimedOutEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LifecycleJoinedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LifecycleLeftEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LifecycleStartedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LifecycleDeclinedEvent):
                events_item = events_item_data.to_dict()
            else:
                events_item = events_item_data.to_dict()

            events.append(events_item)

        seat = self.seat

        ts = self.ts

        version = self.version

        by: str | Unset = UNSET
        if not isinstance(self.by, Unset):
            by = self.by

        clock: dict[str, Any] | Unset = UNSET
        if not isinstance(self.clock, Unset):
            clock = self.clock.to_dict()

        words: list[str] | Unset = UNSET
        if not isinstance(self.words, Unset):
            words = self.words

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "command": command,
                "events": events,
                "seat": seat,
                "ts": ts,
                "version": version,
            }
        )
        if by is not UNSET:
            field_dict["by"] = by
        if clock is not UNSET:
            field_dict["clock"] = clock
        if words is not UNSET:
            field_dict["words"] = words

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.acres_ambush_blocked_event import AcresAmbushBlockedEvent  # noqa: PLC0415
        from ..models.acres_ambush_command import AcresAmbushCommand  # noqa: PLC0415
        from ..models.acres_ambush_launched_event import AcresAmbushLaunchedEvent  # noqa: PLC0415
        from ..models.acres_besiege_command import AcresBesiegeCommand  # noqa: PLC0415
        from ..models.acres_block_command import AcresBlockCommand  # noqa: PLC0415
        from ..models.acres_block_declined_event import AcresBlockDeclinedEvent  # noqa: PLC0415
        from ..models.acres_card_drafted_event import AcresCardDraftedEvent  # noqa: PLC0415
        from ..models.acres_card_lost_event import AcresCardLostEvent  # noqa: PLC0415
        from ..models.acres_card_reserved_event import AcresCardReservedEvent  # noqa: PLC0415
        from ..models.acres_cards_discarded_event import AcresCardsDiscardedEvent  # noqa: PLC0415
        from ..models.acres_cards_drawn_event import AcresCardsDrawnEvent  # noqa: PLC0415
        from ..models.acres_cards_returned_event import AcresCardsReturnedEvent  # noqa: PLC0415
        from ..models.acres_choose_card_command import AcresChooseCardCommand  # noqa: PLC0415
        from ..models.acres_decision_requested_event import AcresDecisionRequestedEvent  # noqa: PLC0415
        from ..models.acres_deck_reshuffled_event import AcresDeckReshuffledEvent  # noqa: PLC0415
        from ..models.acres_decline_occupy_command import AcresDeclineOccupyCommand  # noqa: PLC0415
        from ..models.acres_decline_redraw_command import AcresDeclineRedrawCommand  # noqa: PLC0415
        from ..models.acres_demand_natives_command import AcresDemandNativesCommand  # noqa: PLC0415
        from ..models.acres_develop_command import AcresDevelopCommand  # noqa: PLC0415
        from ..models.acres_discard_command import AcresDiscardCommand  # noqa: PLC0415
        from ..models.acres_discard_lost_command import AcresDiscardLostCommand  # noqa: PLC0415
        from ..models.acres_draft_command import AcresDraftCommand  # noqa: PLC0415
        from ..models.acres_draw_completed_event import AcresDrawCompletedEvent  # noqa: PLC0415
        from ..models.acres_end_turn_command import AcresEndTurnCommand  # noqa: PLC0415
        from ..models.acres_fortify_command import AcresFortifyCommand  # noqa: PLC0415
        from ..models.acres_fur_sold_event import AcresFurSoldEvent  # noqa: PLC0415
        from ..models.acres_game_ended_event import AcresGameEndedEvent  # noqa: PLC0415
        from ..models.acres_game_started_event import AcresGameStartedEvent  # noqa: PLC0415
        from ..models.acres_governor_command import AcresGovernorCommand  # noqa: PLC0415
        from ..models.acres_hand_revealed_event import AcresHandRevealedEvent  # noqa: PLC0415
        from ..models.acres_home_support_command import AcresHomeSupportCommand  # noqa: PLC0415
        from ..models.acres_home_support_played_event import AcresHomeSupportPlayedEvent  # noqa: PLC0415
        from ..models.acres_intendant_command import AcresIntendantCommand  # noqa: PLC0415
        from ..models.acres_intendant_used_event import AcresIntendantUsedEvent  # noqa: PLC0415
        from ..models.acres_location_abandoned_event import AcresLocationAbandonedEvent  # noqa: PLC0415
        from ..models.acres_location_developed_event import AcresLocationDevelopedEvent  # noqa: PLC0415
        from ..models.acres_location_fortified_event import AcresLocationFortifiedEvent  # noqa: PLC0415
        from ..models.acres_location_occupied_event import AcresLocationOccupiedEvent  # noqa: PLC0415
        from ..models.acres_location_raided_event import AcresLocationRaidedEvent  # noqa: PLC0415
        from ..models.acres_location_settled_event import AcresLocationSettledEvent  # noqa: PLC0415
        from ..models.acres_lost_card_discarded_event import AcresLostCardDiscardedEvent  # noqa: PLC0415
        from ..models.acres_merchant_command import AcresMerchantCommand  # noqa: PLC0415
        from ..models.acres_military_leader_command import AcresMilitaryLeaderCommand  # noqa: PLC0415
        from ..models.acres_money_taken_event import AcresMoneyTakenEvent  # noqa: PLC0415
        from ..models.acres_natives_demanded_event import AcresNativesDemandedEvent  # noqa: PLC0415
        from ..models.acres_natives_given_event import AcresNativesGivenEvent  # noqa: PLC0415
        from ..models.acres_no_block_command import AcresNoBlockCommand  # noqa: PLC0415
        from ..models.acres_occupation_declined_event import AcresOccupationDeclinedEvent  # noqa: PLC0415
        from ..models.acres_occupy_command import AcresOccupyCommand  # noqa: PLC0415
        from ..models.acres_pass_command import AcresPassCommand  # noqa: PLC0415
        from ..models.acres_passed_event import AcresPassedEvent  # noqa: PLC0415
        from ..models.acres_piracy_command import AcresPiracyCommand  # noqa: PLC0415
        from ..models.acres_piracy_committed_event import AcresPiracyCommittedEvent  # noqa: PLC0415
        from ..models.acres_raid_blocked_event import AcresRaidBlockedEvent  # noqa: PLC0415
        from ..models.acres_raid_command import AcresRaidCommand  # noqa: PLC0415
        from ..models.acres_raid_launched_event import AcresRaidLaunchedEvent  # noqa: PLC0415
        from ..models.acres_redraw_command import AcresRedrawCommand  # noqa: PLC0415
        from ..models.acres_redraw_declined_event import AcresRedrawDeclinedEvent  # noqa: PLC0415
        from ..models.acres_redraw_discarded_event import AcresRedrawDiscardedEvent  # noqa: PLC0415
        from ..models.acres_reinforce_command import AcresReinforceCommand  # noqa: PLC0415
        from ..models.acres_reserve_command import AcresReserveCommand  # noqa: PLC0415
        from ..models.acres_reserve_retrieved_event import AcresReserveRetrievedEvent  # noqa: PLC0415
        from ..models.acres_reshuffle_card_discarded_event import AcresReshuffleCardDiscardedEvent  # noqa: PLC0415
        from ..models.acres_reshuffle_paid_event import AcresReshufflePaidEvent  # noqa: PLC0415
        from ..models.acres_retrieve_reserve_command import AcresRetrieveReserveCommand  # noqa: PLC0415
        from ..models.acres_sell_fur_command import AcresSellFurCommand  # noqa: PLC0415
        from ..models.acres_settle_command import AcresSettleCommand  # noqa: PLC0415
        from ..models.acres_siege_begun_event import AcresSiegeBegunEvent  # noqa: PLC0415
        from ..models.acres_siege_card_lost_event import AcresSiegeCardLostEvent  # noqa: PLC0415
        from ..models.acres_siege_card_returned_event import AcresSiegeCardReturnedEvent  # noqa: PLC0415
        from ..models.acres_siege_ended_event import AcresSiegeEndedEvent  # noqa: PLC0415
        from ..models.acres_siege_reinforced_event import AcresSiegeReinforcedEvent  # noqa: PLC0415
        from ..models.acres_siege_withdrawn_event import AcresSiegeWithdrawnEvent  # noqa: PLC0415
        from ..models.acres_siege_won_event import AcresSiegeWonEvent  # noqa: PLC0415
        from ..models.acres_starting_card_added_event import AcresStartingCardAddedEvent  # noqa: PLC0415
        from ..models.acres_starting_card_command import AcresStartingCardCommand  # noqa: PLC0415
        from ..models.acres_take_money_command import AcresTakeMoneyCommand  # noqa: PLC0415
        from ..models.acres_trader_command import AcresTraderCommand  # noqa: PLC0415
        from ..models.acres_turn_started_event import AcresTurnStartedEvent  # noqa: PLC0415
        from ..models.acres_withdraw_command import AcresWithdrawCommand  # noqa: PLC0415
        from ..models.entry_clock import EntryClock  # noqa: PLC0415
        from ..models.game_abort_command import GameAbortCommand  # noqa: PLC0415
        from ..models.game_claim_timeout_command import GameClaimTimeoutCommand  # noqa: PLC0415
        from ..models.game_resign_command import GameResignCommand  # noqa: PLC0415
        from ..models.game_timeout_command import GameTimeoutCommand  # noqa: PLC0415
        from ..models.lifecycle_aborted_event import LifecycleAbortedEvent  # noqa: PLC0415
        from ..models.lifecycle_declined_event import LifecycleDeclinedEvent  # noqa: PLC0415
        from ..models.lifecycle_expired_event import LifecycleExpiredEvent  # noqa: PLC0415
        from ..models.lifecycle_joined_event import LifecycleJoinedEvent  # noqa: PLC0415
        from ..models.lifecycle_left_event import LifecycleLeftEvent  # noqa: PLC0415
        from ..models.lifecycle_resigned_event import LifecycleResignedEvent  # noqa: PLC0415
        from ..models.lifecycle_started_event import LifecycleStartedEvent  # noqa: PLC0415
        from ..models.lifecycle_timed_out_event import LifecycleTimedOutEvent  # noqa: PLC0415
        from ..models.lobby_decline_command import LobbyDeclineCommand  # noqa: PLC0415
        from ..models.lobby_expire_command import LobbyExpireCommand  # noqa: PLC0415
        from ..models.lobby_join_command import LobbyJoinCommand  # noqa: PLC0415
        from ..models.lobby_leave_command import LobbyLeaveCommand  # noqa: PLC0415
        from ..models.sparks_bonus_placed_event import SparksBonusPlacedEvent  # noqa: PLC0415
        from ..models.sparks_bonus_returned_event import SparksBonusReturnedEvent  # noqa: PLC0415
        from ..models.sparks_box_offered_card_command import SparksBoxOfferedCardCommand  # noqa: PLC0415
        from ..models.sparks_buying_passed_event import SparksBuyingPassedEvent  # noqa: PLC0415
        from ..models.sparks_card_bought_event import SparksCardBoughtEvent  # noqa: PLC0415
        from ..models.sparks_card_boxed_event import SparksCardBoxedEvent  # noqa: PLC0415
        from ..models.sparks_card_drawn_event import SparksCardDrawnEvent  # noqa: PLC0415
        from ..models.sparks_card_offered_event import SparksCardOfferedEvent  # noqa: PLC0415
        from ..models.sparks_card_under_deck_event import SparksCardUnderDeckEvent  # noqa: PLC0415
        from ..models.sparks_decision_requested_event import SparksDecisionRequestedEvent  # noqa: PLC0415
        from ..models.sparks_decision_taken_event import SparksDecisionTakenEvent  # noqa: PLC0415
        from ..models.sparks_deck_reshuffled_event import SparksDeckReshuffledEvent  # noqa: PLC0415
        from ..models.sparks_decline_card_command import SparksDeclineCardCommand  # noqa: PLC0415
        from ..models.sparks_discard_tool_command import SparksDiscardToolCommand  # noqa: PLC0415
        from ..models.sparks_expand_command import SparksExpandCommand  # noqa: PLC0415
        from ..models.sparks_expanded_event import SparksExpandedEvent  # noqa: PLC0415
        from ..models.sparks_fed_event import SparksFedEvent  # noqa: PLC0415
        from ..models.sparks_food_spoiled_event import SparksFoodSpoiledEvent  # noqa: PLC0415
        from ..models.sparks_game_ended_event import SparksGameEndedEvent  # noqa: PLC0415
        from ..models.sparks_game_started_event import SparksGameStartedEvent  # noqa: PLC0415
        from ..models.sparks_grow_neutral_command import SparksGrowNeutralCommand  # noqa: PLC0415
        from ..models.sparks_hunt_command import SparksHuntCommand  # noqa: PLC0415
        from ..models.sparks_hunted_event import SparksHuntedEvent  # noqa: PLC0415
        from ..models.sparks_keep_offered_card_command import SparksKeepOfferedCardCommand  # noqa: PLC0415
        from ..models.sparks_lay_tile_command import SparksLayTileCommand  # noqa: PLC0415
        from ..models.sparks_member_placed_event import SparksMemberPlacedEvent  # noqa: PLC0415
        from ..models.sparks_members_removed_event import SparksMembersRemovedEvent  # noqa: PLC0415
        from ..models.sparks_neutral_grew_event import SparksNeutralGrewEvent  # noqa: PLC0415
        from ..models.sparks_offer_answered_event import SparksOfferAnsweredEvent  # noqa: PLC0415
        from ..models.sparks_offer_boxed_event import SparksOfferBoxedEvent  # noqa: PLC0415
        from ..models.sparks_offer_card_command import SparksOfferCardCommand  # noqa: PLC0415
        from ..models.sparks_order_set_event import SparksOrderSetEvent  # noqa: PLC0415
        from ..models.sparks_pass_buying_command import SparksPassBuyingCommand  # noqa: PLC0415
        from ..models.sparks_phase_began_event import SparksPhaseBeganEvent  # noqa: PLC0415
        from ..models.sparks_place_member_command import SparksPlaceMemberCommand  # noqa: PLC0415
        from ..models.sparks_remove_members_command import SparksRemoveMembersCommand  # noqa: PLC0415
        from ..models.sparks_resupplied_event import SparksResuppliedEvent  # noqa: PLC0415
        from ..models.sparks_second_member_skipped_event import SparksSecondMemberSkippedEvent  # noqa: PLC0415
        from ..models.sparks_skip_second_member_command import SparksSkipSecondMemberCommand  # noqa: PLC0415
        from ..models.sparks_stage_changed_event import SparksStageChangedEvent  # noqa: PLC0415
        from ..models.sparks_tile_laid_event import SparksTileLaidEvent  # noqa: PLC0415
        from ..models.sparks_tool_discarded_event import SparksToolDiscardedEvent  # noqa: PLC0415
        from ..models.sparks_want_card_command import SparksWantCardCommand  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_command(
            data: object,
        ) -> (
            AcresAmbushCommand
            | AcresBesiegeCommand
            | AcresBlockCommand
            | AcresChooseCardCommand
            | AcresDeclineOccupyCommand
            | AcresDeclineRedrawCommand
            | AcresDemandNativesCommand
            | AcresDevelopCommand
            | AcresDiscardCommand
            | AcresDiscardLostCommand
            | AcresDraftCommand
            | AcresEndTurnCommand
            | AcresFortifyCommand
            | AcresGovernorCommand
            | AcresHomeSupportCommand
            | AcresIntendantCommand
            | AcresMerchantCommand
            | AcresMilitaryLeaderCommand
            | AcresNoBlockCommand
            | AcresOccupyCommand
            | AcresPassCommand
            | AcresPiracyCommand
            | AcresRaidCommand
            | AcresRedrawCommand
            | AcresReinforceCommand
            | AcresReserveCommand
            | AcresRetrieveReserveCommand
            | AcresSellFurCommand
            | AcresSettleCommand
            | AcresStartingCardCommand
            | AcresTakeMoneyCommand
            | AcresTraderCommand
            | AcresWithdrawCommand
            | GameAbortCommand
            | GameClaimTimeoutCommand
            | GameResignCommand
            | GameTimeoutCommand
            | LobbyDeclineCommand
            | LobbyExpireCommand
            | LobbyJoinCommand
            | LobbyLeaveCommand
            | SparksBoxOfferedCardCommand
            | SparksDeclineCardCommand
            | SparksDiscardToolCommand
            | SparksExpandCommand
            | SparksGrowNeutralCommand
            | SparksHuntCommand
            | SparksKeepOfferedCardCommand
            | SparksLayTileCommand
            | SparksOfferCardCommand
            | SparksPassBuyingCommand
            | SparksPlaceMemberCommand
            | SparksRemoveMembersCommand
            | SparksSkipSecondMemberCommand
            | SparksWantCardCommand
        ):
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_logged_command_type_0 = AcresSettleCommand.from_dict(data)

                return componentsschemas_logged_command_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_logged_command_type_1 = AcresDevelopCommand.from_dict(data)

                return componentsschemas_logged_command_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_logged_command_type_2 = AcresFortifyCommand.from_dict(data)

                return componentsschemas_logged_command_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_logged_command_type_3 = AcresBesiegeCommand.from_dict(data)

                return componentsschemas_logged_command_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_logged_command_type_4 = AcresReinforceCommand.from_dict(data)

                return componentsschemas_logged_command_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_logged_command_type_5 = AcresRaidCommand.from_dict(data)

                return componentsschemas_logged_command_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_logged_command_type_6 = AcresAmbushCommand.from_dict(data)

                return componentsschemas_logged_command_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_logged_command_type_7 = AcresDemandNativesCommand.from_dict(data)

                return componentsschemas_logged_command_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_logged_command_type_8 = AcresTakeMoneyCommand.from_dict(data)

                return componentsschemas_logged_command_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_logged_command_type_9 = AcresMerchantCommand.from_dict(data)

                return componentsschemas_logged_command_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_logged_command_type_10 = AcresTraderCommand.from_dict(data)

                return componentsschemas_logged_command_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_logged_command_type_11 = AcresPiracyCommand.from_dict(data)

                return componentsschemas_logged_command_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_logged_command_type_12 = AcresDraftCommand.from_dict(data)

                return componentsschemas_logged_command_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_logged_command_type_13 = AcresDiscardCommand.from_dict(data)

                return componentsschemas_logged_command_type_13
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_logged_command_type_14 = AcresReserveCommand.from_dict(data)

                return componentsschemas_logged_command_type_14
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_logged_command_type_15 = AcresGovernorCommand.from_dict(data)

                return componentsschemas_logged_command_type_15
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_logged_command_type_16 = AcresIntendantCommand.from_dict(data)

                return componentsschemas_logged_command_type_16
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_logged_command_type_17 = AcresPassCommand.from_dict(data)

                return componentsschemas_logged_command_type_17
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_logged_command_type_18 = AcresMilitaryLeaderCommand.from_dict(data)

                return componentsschemas_logged_command_type_18
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_logged_command_type_19 = AcresRetrieveReserveCommand.from_dict(data)

                return componentsschemas_logged_command_type_19
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_logged_command_type_20 = AcresHomeSupportCommand.from_dict(data)

                return componentsschemas_logged_command_type_20
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_logged_command_type_21 = AcresWithdrawCommand.from_dict(data)

                return componentsschemas_logged_command_type_21
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_logged_command_type_22 = AcresSellFurCommand.from_dict(data)

                return componentsschemas_logged_command_type_22
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_logged_command_type_23 = AcresDiscardLostCommand.from_dict(data)

                return componentsschemas_logged_command_type_23
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_logged_command_type_24 = AcresEndTurnCommand.from_dict(data)

                return componentsschemas_logged_command_type_24
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_logged_command_type_25 = AcresBlockCommand.from_dict(data)

                return componentsschemas_logged_command_type_25
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_logged_command_type_26 = AcresNoBlockCommand.from_dict(data)

                return componentsschemas_logged_command_type_26
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_logged_command_type_27 = AcresChooseCardCommand.from_dict(data)

                return componentsschemas_logged_command_type_27
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_logged_command_type_28 = AcresOccupyCommand.from_dict(data)

                return componentsschemas_logged_command_type_28
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_logged_command_type_29 = AcresDeclineOccupyCommand.from_dict(data)

                return componentsschemas_logged_command_type_29
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_logged_command_type_30 = AcresRedrawCommand.from_dict(data)

                return componentsschemas_logged_command_type_30
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_logged_command_type_31 = AcresDeclineRedrawCommand.from_dict(data)

                return componentsschemas_logged_command_type_31
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_logged_command_type_32 = AcresStartingCardCommand.from_dict(data)

                return componentsschemas_logged_command_type_32
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_logged_command_type_33 = SparksLayTileCommand.from_dict(data)

                return componentsschemas_logged_command_type_33
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_logged_command_type_34 = SparksPlaceMemberCommand.from_dict(data)

                return componentsschemas_logged_command_type_34
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_logged_command_type_35 = SparksSkipSecondMemberCommand.from_dict(data)

                return componentsschemas_logged_command_type_35
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_logged_command_type_36 = SparksOfferCardCommand.from_dict(data)

                return componentsschemas_logged_command_type_36
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_logged_command_type_37 = SparksPassBuyingCommand.from_dict(data)

                return componentsschemas_logged_command_type_37
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_logged_command_type_38 = SparksWantCardCommand.from_dict(data)

                return componentsschemas_logged_command_type_38
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_logged_command_type_39 = SparksDeclineCardCommand.from_dict(data)

                return componentsschemas_logged_command_type_39
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_logged_command_type_40 = SparksKeepOfferedCardCommand.from_dict(data)

                return componentsschemas_logged_command_type_40
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_logged_command_type_41 = SparksBoxOfferedCardCommand.from_dict(data)

                return componentsschemas_logged_command_type_41
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_logged_command_type_42 = SparksDiscardToolCommand.from_dict(data)

                return componentsschemas_logged_command_type_42
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_logged_command_type_43 = SparksHuntCommand.from_dict(data)

                return componentsschemas_logged_command_type_43
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_logged_command_type_44 = SparksRemoveMembersCommand.from_dict(data)

                return componentsschemas_logged_command_type_44
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_logged_command_type_45 = SparksGrowNeutralCommand.from_dict(data)

                return componentsschemas_logged_command_type_45
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_logged_command_type_46 = SparksExpandCommand.from_dict(data)

                return componentsschemas_logged_command_type_46
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_logged_command_type_47 = GameResignCommand.from_dict(data)

                return componentsschemas_logged_command_type_47
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_logged_command_type_48 = GameAbortCommand.from_dict(data)

                return componentsschemas_logged_command_type_48
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_logged_command_type_49 = GameClaimTimeoutCommand.from_dict(data)

                return componentsschemas_logged_command_type_49
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_logged_command_type_50 = GameTimeoutCommand.from_dict(data)

                return componentsschemas_logged_command_type_50
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_logged_command_type_51 = LobbyJoinCommand.from_dict(data)

                return componentsschemas_logged_command_type_51
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_logged_command_type_52 = LobbyLeaveCommand.from_dict(data)

                return componentsschemas_logged_command_type_52
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_logged_command_type_53 = LobbyDeclineCommand.from_dict(data)

                return componentsschemas_logged_command_type_53
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_logged_command_type_54 = LobbyExpireCommand.from_dict(data)

            return componentsschemas_logged_command_type_54

        command = _parse_command(d.pop("command"))

        events = []
        _events = d.pop("events")
        for events_item_data in _events:

            def _parse_events_item(
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

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)

        seat = d.pop("seat")

        ts = d.pop("ts")

        version = d.pop("version")

        _by = d.pop("by", UNSET)
        by: EntryBy | Unset
        if isinstance(_by, Unset):
            by = UNSET
        else:
            by = check_entry_by(_by)

        _clock = d.pop("clock", UNSET)
        clock: EntryClock | Unset
        if isinstance(_clock, Unset):
            clock = UNSET
        else:
            clock = EntryClock.from_dict(_clock)

        words = cast(list[str], d.pop("words", UNSET))

        entry = cls(
            command=command,
            events=events,
            seat=seat,
            ts=ts,
            version=version,
            by=by,
            clock=clock,
            words=words,
        )

        return entry
