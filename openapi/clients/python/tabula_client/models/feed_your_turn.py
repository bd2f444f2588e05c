from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.feed_your_turn_kind import FeedYourTurnKind, check_feed_your_turn_kind
from ..models.feed_your_turn_type import FeedYourTurnType, check_feed_your_turn_type
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.acres_ambush_block_decision import AcresAmbushBlockDecision
    from ..models.acres_ambush_command import AcresAmbushCommand
    from ..models.acres_ambush_loss_decision import AcresAmbushLossDecision
    from ..models.acres_besiege_command import AcresBesiegeCommand
    from ..models.acres_block_command import AcresBlockCommand
    from ..models.acres_choose_card_command import AcresChooseCardCommand
    from ..models.acres_decline_occupy_command import AcresDeclineOccupyCommand
    from ..models.acres_decline_redraw_command import AcresDeclineRedrawCommand
    from ..models.acres_demand_natives_command import AcresDemandNativesCommand
    from ..models.acres_develop_command import AcresDevelopCommand
    from ..models.acres_discard_command import AcresDiscardCommand
    from ..models.acres_discard_lost_command import AcresDiscardLostCommand
    from ..models.acres_draft_command import AcresDraftCommand
    from ..models.acres_end_turn_command import AcresEndTurnCommand
    from ..models.acres_fortify_command import AcresFortifyCommand
    from ..models.acres_governor_command import AcresGovernorCommand
    from ..models.acres_home_support_command import AcresHomeSupportCommand
    from ..models.acres_intendant_command import AcresIntendantCommand
    from ..models.acres_merchant_command import AcresMerchantCommand
    from ..models.acres_military_leader_command import AcresMilitaryLeaderCommand
    from ..models.acres_natives_demand_decision import AcresNativesDemandDecision
    from ..models.acres_no_block_command import AcresNoBlockCommand
    from ..models.acres_occupy_command import AcresOccupyCommand
    from ..models.acres_occupy_decision import AcresOccupyDecision
    from ..models.acres_pass_command import AcresPassCommand
    from ..models.acres_piracy_command import AcresPiracyCommand
    from ..models.acres_raid_block_decision import AcresRaidBlockDecision
    from ..models.acres_raid_command import AcresRaidCommand
    from ..models.acres_redraw_command import AcresRedrawCommand
    from ..models.acres_redraw_decision import AcresRedrawDecision
    from ..models.acres_reinforce_command import AcresReinforceCommand
    from ..models.acres_reserve_command import AcresReserveCommand
    from ..models.acres_reshuffle_penalty_decision import AcresReshufflePenaltyDecision
    from ..models.acres_retrieve_reserve_command import AcresRetrieveReserveCommand
    from ..models.acres_sell_fur_command import AcresSellFurCommand
    from ..models.acres_settle_command import AcresSettleCommand
    from ..models.acres_siege_loss_decision import AcresSiegeLossDecision
    from ..models.acres_starting_card_command import AcresStartingCardCommand
    from ..models.acres_starting_card_decision import AcresStartingCardDecision
    from ..models.acres_take_money_command import AcresTakeMoneyCommand
    from ..models.acres_trader_command import AcresTraderCommand
    from ..models.acres_withdraw_command import AcresWithdrawCommand
    from ..models.clock import Clock
    from ..models.game_abort_command import GameAbortCommand
    from ..models.game_claim_timeout_command import GameClaimTimeoutCommand
    from ..models.game_resign_command import GameResignCommand
    from ..models.sparks_box_offered_card_command import SparksBoxOfferedCardCommand
    from ..models.sparks_decline_card_command import SparksDeclineCardCommand
    from ..models.sparks_discard_tool_command import SparksDiscardToolCommand
    from ..models.sparks_discard_tool_decision import SparksDiscardToolDecision
    from ..models.sparks_expand_command import SparksExpandCommand
    from ..models.sparks_grow_neutral_command import SparksGrowNeutralCommand
    from ..models.sparks_hunt_command import SparksHuntCommand
    from ..models.sparks_keep_offered_card_command import SparksKeepOfferedCardCommand
    from ..models.sparks_keep_or_box_decision import SparksKeepOrBoxDecision
    from ..models.sparks_lay_tile_command import SparksLayTileCommand
    from ..models.sparks_offer_card_command import SparksOfferCardCommand
    from ..models.sparks_offer_decision import SparksOfferDecision
    from ..models.sparks_pass_buying_command import SparksPassBuyingCommand
    from ..models.sparks_place_member_command import SparksPlaceMemberCommand
    from ..models.sparks_remove_members_command import SparksRemoveMembersCommand
    from ..models.sparks_remove_members_decision import SparksRemoveMembersDecision
    from ..models.sparks_skip_second_member_command import SparksSkipSecondMemberCommand
    from ..models.sparks_want_card_command import SparksWantCardCommand


T = TypeVar("T", bound="FeedYourTurn")


@_attrs_define
class FeedYourTurn:
    """The caller's seat must act: each command is ready to post with `expected_version` = `version`.

    Attributes:
        decision (AcresAmbushBlockDecision | AcresAmbushLossDecision | AcresNativesDemandDecision | AcresOccupyDecision
            | AcresRaidBlockDecision | AcresRedrawDecision | AcresReshufflePenaltyDecision | AcresSiegeLossDecision |
            AcresStartingCardDecision | None | SparksDiscardToolDecision | SparksKeepOrBoxDecision | SparksOfferDecision |
            SparksRemoveMembersDecision): For a response: the question (its `kind` and details); null for a turn.
        kind (FeedYourTurnKind): response: the seat answers a pending decision (see decision).
        legal_commands (list[AcresAmbushCommand | AcresBesiegeCommand | AcresBlockCommand | AcresChooseCardCommand |
            AcresDeclineOccupyCommand | AcresDeclineRedrawCommand | AcresDemandNativesCommand | AcresDevelopCommand |
            AcresDiscardCommand | AcresDiscardLostCommand | AcresDraftCommand | AcresEndTurnCommand | AcresFortifyCommand |
            AcresGovernorCommand | AcresHomeSupportCommand | AcresIntendantCommand | AcresMerchantCommand |
            AcresMilitaryLeaderCommand | AcresNoBlockCommand | AcresOccupyCommand | AcresPassCommand | AcresPiracyCommand |
            AcresRaidCommand | AcresRedrawCommand | AcresReinforceCommand | AcresReserveCommand |
            AcresRetrieveReserveCommand | AcresSellFurCommand | AcresSettleCommand | AcresStartingCardCommand |
            AcresTakeMoneyCommand | AcresTraderCommand | AcresWithdrawCommand | GameAbortCommand | GameClaimTimeoutCommand |
            GameResignCommand | SparksBoxOfferedCardCommand | SparksDeclineCardCommand | SparksDiscardToolCommand |
            SparksExpandCommand | SparksGrowNeutralCommand | SparksHuntCommand | SparksKeepOfferedCardCommand |
            SparksLayTileCommand | SparksOfferCardCommand | SparksPassBuyingCommand | SparksPlaceMemberCommand |
            SparksRemoveMembersCommand | SparksSkipSecondMemberCommand | SparksWantCardCommand]): Every command the seat may
            send now, as getLegalCommands lists them.
        seat (str): The seat that is to act (the token's).
        type_ (FeedYourTurnType):
        version (int): The game's version now: post one of `legal_commands` with it as expected_version.
        clock (Clock | None | Unset): The time control and each seat's time now (null: no time control).
    """

    decision: (
        AcresAmbushBlockDecision
        | AcresAmbushLossDecision
        | AcresNativesDemandDecision
        | AcresOccupyDecision
        | AcresRaidBlockDecision
        | AcresRedrawDecision
        | AcresReshufflePenaltyDecision
        | AcresSiegeLossDecision
        | AcresStartingCardDecision
        | None
        | SparksDiscardToolDecision
        | SparksKeepOrBoxDecision
        | SparksOfferDecision
        | SparksRemoveMembersDecision
    )
    kind: FeedYourTurnKind
    legal_commands: list[
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
    ]
    seat: str
    type_: FeedYourTurnType
    version: int
    clock: Clock | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.acres_ambush_block_decision import AcresAmbushBlockDecision  # noqa: PLC0415
        from ..models.acres_ambush_command import AcresAmbushCommand  # noqa: PLC0415
        from ..models.acres_ambush_loss_decision import AcresAmbushLossDecision  # noqa: PLC0415
        from ..models.acres_besiege_command import AcresBesiegeCommand  # noqa: PLC0415
        from ..models.acres_block_command import AcresBlockCommand  # noqa: PLC0415
        from ..models.acres_choose_card_command import AcresChooseCardCommand  # noqa: PLC0415
        from ..models.acres_decline_occupy_command import AcresDeclineOccupyCommand  # noqa: PLC0415
        from ..models.acres_decline_redraw_command import AcresDeclineRedrawCommand  # noqa: PLC0415
        from ..models.acres_demand_natives_command import AcresDemandNativesCommand  # noqa: PLC0415
        from ..models.acres_develop_command import AcresDevelopCommand  # noqa: PLC0415
        from ..models.acres_discard_command import AcresDiscardCommand  # noqa: PLC0415
        from ..models.acres_discard_lost_command import AcresDiscardLostCommand  # noqa: PLC0415
        from ..models.acres_draft_command import AcresDraftCommand  # noqa: PLC0415
        from ..models.acres_end_turn_command import AcresEndTurnCommand  # noqa: PLC0415
        from ..models.acres_fortify_command import AcresFortifyCommand  # noqa: PLC0415
        from ..models.acres_governor_command import AcresGovernorCommand  # noqa: PLC0415
        from ..models.acres_home_support_command import AcresHomeSupportCommand  # noqa: PLC0415
        from ..models.acres_intendant_command import AcresIntendantCommand  # noqa: PLC0415
        from ..models.acres_merchant_command import AcresMerchantCommand  # noqa: PLC0415
        from ..models.acres_military_leader_command import AcresMilitaryLeaderCommand  # noqa: PLC0415
        from ..models.acres_natives_demand_decision import AcresNativesDemandDecision  # noqa: PLC0415
        from ..models.acres_no_block_command import AcresNoBlockCommand  # noqa: PLC0415
        from ..models.acres_occupy_command import AcresOccupyCommand  # noqa: PLC0415
        from ..models.acres_occupy_decision import AcresOccupyDecision  # noqa: PLC0415
        from ..models.acres_pass_command import AcresPassCommand  # noqa: PLC0415
        from ..models.acres_piracy_command import AcresPiracyCommand  # noqa: PLC0415
        from ..models.acres_raid_block_decision import AcresRaidBlockDecision  # noqa: PLC0415
        from ..models.acres_raid_command import AcresRaidCommand  # noqa: PLC0415
        from ..models.acres_redraw_command import AcresRedrawCommand  # noqa: PLC0415
        from ..models.acres_redraw_decision import AcresRedrawDecision  # noqa: PLC0415
        from ..models.acres_reinforce_command import AcresReinforceCommand  # noqa: PLC0415
        from ..models.acres_reserve_command import AcresReserveCommand  # noqa: PLC0415
        from ..models.acres_reshuffle_penalty_decision import AcresReshufflePenaltyDecision  # noqa: PLC0415
        from ..models.acres_retrieve_reserve_command import AcresRetrieveReserveCommand  # noqa: PLC0415
        from ..models.acres_sell_fur_command import AcresSellFurCommand  # noqa: PLC0415
        from ..models.acres_settle_command import AcresSettleCommand  # noqa: PLC0415
        from ..models.acres_siege_loss_decision import AcresSiegeLossDecision  # noqa: PLC0415
        from ..models.acres_starting_card_command import AcresStartingCardCommand  # noqa: PLC0415
        from ..models.acres_starting_card_decision import AcresStartingCardDecision  # noqa: PLC0415
        from ..models.acres_take_money_command import AcresTakeMoneyCommand  # noqa: PLC0415
        from ..models.acres_trader_command import AcresTraderCommand  # noqa: PLC0415
        from ..models.acres_withdraw_command import AcresWithdrawCommand  # noqa: PLC0415
        from ..models.clock import Clock  # noqa: PLC0415
        from ..models.game_abort_command import GameAbortCommand  # noqa: PLC0415
        from ..models.game_resign_command import GameResignCommand  # noqa: PLC0415
        from ..models.sparks_box_offered_card_command import SparksBoxOfferedCardCommand  # noqa: PLC0415
        from ..models.sparks_decline_card_command import SparksDeclineCardCommand  # noqa: PLC0415
        from ..models.sparks_discard_tool_command import SparksDiscardToolCommand  # noqa: PLC0415
        from ..models.sparks_discard_tool_decision import SparksDiscardToolDecision  # noqa: PLC0415
        from ..models.sparks_expand_command import SparksExpandCommand  # noqa: PLC0415
        from ..models.sparks_grow_neutral_command import SparksGrowNeutralCommand  # noqa: PLC0415
        from ..models.sparks_hunt_command import SparksHuntCommand  # noqa: PLC0415
        from ..models.sparks_keep_offered_card_command import SparksKeepOfferedCardCommand  # noqa: PLC0415
        from ..models.sparks_keep_or_box_decision import SparksKeepOrBoxDecision  # noqa: PLC0415
        from ..models.sparks_lay_tile_command import SparksLayTileCommand  # noqa: PLC0415
        from ..models.sparks_offer_card_command import SparksOfferCardCommand  # noqa: PLC0415
        from ..models.sparks_offer_decision import SparksOfferDecision  # noqa: PLC0415
        from ..models.sparks_pass_buying_command import SparksPassBuyingCommand  # noqa: PLC0415
        from ..models.sparks_place_member_command import SparksPlaceMemberCommand  # noqa: PLC0415
        from ..models.sparks_remove_members_command import SparksRemoveMembersCommand  # noqa: PLC0415
        from ..models.sparks_remove_members_decision import SparksRemoveMembersDecision  # noqa: PLC0415
        from ..models.sparks_skip_second_member_command import SparksSkipSecondMemberCommand  # noqa: PLC0415
        from ..models.sparks_want_card_command import SparksWantCardCommand  # noqa: PLC0415

        decision: dict[str, Any] | None
        if isinstance(self.decision, AcresRaidBlockDecision):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, AcresAmbushBlockDecision):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, AcresAmbushLossDecision):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, AcresNativesDemandDecision):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, AcresOccupyDecision):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, AcresSiegeLossDecision):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, AcresReshufflePenaltyDecision):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, AcresRedrawDecision):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, AcresStartingCardDecision):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, SparksKeepOrBoxDecision):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, SparksDiscardToolDecision):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, SparksRemoveMembersDecision):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, SparksOfferDecision):
            decision = self.decision.to_dict()
        else:
            decision = self.decision

        kind: str = self.kind

        legal_commands = []
        for legal_commands_item_data in self.legal_commands:
            legal_commands_item: dict[str, Any]
            if isinstance(legal_commands_item_data, AcresSettleCommand):
                legal_commands_item = legal_commands_item_data.to_dict()
            elif isinstance(legal_commands_item_data, AcresDevelopCommand):
                legal_commands_item = legal_commands_item_data.to_dict()
            elif isinstance(legal_commands_item_data, AcresFortifyCommand):
                legal_commands_item = legal_commands_item_data.to_dict()
            elif isinstance(legal_commands_item_data, AcresBesiegeCommand):
                legal_commands_item = legal_commands_item_data.to_dict()
            elif isinstance(legal_commands_item_data, AcresReinforceCommand):
                legal_commands_item = legal_commands_item_data.to_dict()
            elif isinstance(legal_commands_item_data, AcresRaidCommand):
                legal_commands_item = legal_commands_item_data.to_dict()
            elif isinstance(legal_commands_item_data, AcresAmbushCommand):
                legal_commands_item = legal_commands_item_data.to_dict()
            elif isinstance(legal_commands_item_data, AcresDemandNativesCommand):
                legal_commands_item = legal_commands_item_data.to_dict()
            elif isinstance(legal_commands_item_data, AcresTakeMoneyCommand):
                legal_commands_item = legal_commands_item_data.to_dict()
            elif isinstance(legal_commands_item_data, AcresMerchantCommand):
                legal_commands_item = legal_commands_item_data.to_dict()
            elif isinstance(legal_commands_item_data, AcresTraderCommand):
                legal_commands_item = legal_commands_item_data.to_dict()
            elif isinstance(legal_commands_item_data, AcresPiracyCommand):
                legal_commands_item = legal_commands_item_data.to_dict()
            elif isinstance(legal_commands_item_data, AcresDraftCommand):
                legal_commands_item = legal_commands_item_data.to_dict()
            elif isinstance(legal_commands_item_data, AcresDiscardCommand):
                legal_commands_item = legal_commands_item_data.to_dict()
            elif isinstance(legal_commands_item_data, AcresReserveCommand):
                legal_commands_item = legal_commands_item_data.to_dict()
            elif isinstance(legal_commands_item_data, AcresGovernorCommand):
                legal_commands_item = legal_commands_item_data.to_dict()
            elif isinstance(legal_commands_item_data, AcresIntendantCommand):
                legal_commands_item = legal_commands_item_data.to_dict()
            elif isinstance(legal_commands_item_data, AcresPassCommand):
                legal_commands_item = legal_commands_item_data.to_dict()
            elif isinstance(legal_commands_item_data, AcresMilitaryLeaderCommand):
                legal_commands_item = legal_commands_item_data.to_dict()
            elif isinstance(legal_commands_item_data, AcresRetrieveReserveCommand):
                legal_commands_item = legal_commands_item_data.to_dict()
            elif isinstance(legal_commands_item_data, AcresHomeSupportCommand):
                legal_commands_item = legal_commands_item_data.to_dict()
            elif isinstance(legal_commands_item_data, AcresWithdrawCommand):
                legal_commands_item = legal_commands_item_data.to_dict()
            elif isinstance(legal_commands_item_data, AcresSellFurCommand):
                legal_commands_item = legal_commands_item_data.to_dict()
            elif isinstance(legal_commands_item_data, AcresDiscardLostCommand):
                legal_commands_item = legal_commands_item_data.to_dict()
            elif isinstance(legal_commands_item_data, AcresEndTurnCommand):
                legal_commands_item = legal_commands_item_data.to_dict()
            elif isinstance(legal_commands_item_data, AcresBlockCommand):
                legal_commands_item = legal_commands_item_data.to_dict()
            elif isinstance(legal_commands_item_data, AcresNoBlockCommand):
                legal_commands_item = legal_commands_item_data.to_dict()
            elif isinstance(legal_commands_item_data, AcresChooseCardCommand):
                legal_commands_item = legal_commands_item_data.to_dict()
            elif isinstance(legal_commands_item_data, AcresOccupyCommand):
                legal_commands_item = legal_commands_item_data.to_dict()
            elif isinstance(legal_commands_item_data, AcresDeclineOccupyCommand):
                legal_commands_item = legal_commands_item_data.to_dict()
            elif isinstance(legal_commands_item_data, AcresRedrawCommand):
                legal_commands_item = legal_commands_item_data.to_dict()
            elif isinstance(legal_commands_item_data, AcresDeclineRedrawCommand):
                legal_commands_item = legal_commands_item_data.to_dict()
            elif isinstance(legal_commands_item_data, AcresStartingCardCommand):
                legal_commands_item = legal_commands_item_data.to_dict()
            elif isinstance(legal_commands_item_data, SparksLayTileCommand):
                legal_commands_item = legal_commands_item_data.to_dict()
            elif isinstance(legal_commands_item_data, SparksPlaceMemberCommand):
                legal_commands_item = legal_commands_item_data.to_dict()
            elif isinstance(legal_commands_item_data, SparksSkipSecondMemberCommand):
                legal_commands_item = legal_commands_item_data.to_dict()
            elif isinstance(legal_commands_item_data, SparksOfferCardCommand):
                legal_commands_item = legal_commands_item_data.to_dict()
            elif isinstance(legal_commands_item_data, SparksPassBuyingCommand):
                legal_commands_item = legal_commands_item_data.to_dict()
            elif isinstance(legal_commands_item_data, SparksWantCardCommand):
                legal_commands_item = legal_commands_item_data.to_dict()
            elif isinstance(legal_commands_item_data, SparksDeclineCardCommand):
                legal_commands_item = legal_commands_item_data.to_dict()
            elif isinstance(legal_commands_item_data, SparksKeepOfferedCardCommand):
                legal_commands_item = legal_commands_item_data.to_dict()
            elif isinstance(legal_commands_item_data, SparksBoxOfferedCardCommand):
                legal_commands_item = legal_commands_item_data.to_dict()
            elif isinstance(legal_commands_item_data, SparksDiscardToolCommand):
                legal_commands_item = legal_commands_item_data.to_dict()
            elif isinstance(legal_commands_item_data, SparksHuntCommand):
                legal_commands_item = legal_commands_item_data.to_dict()
            elif isinstance(legal_commands_item_data, SparksRemoveMembersCommand):
                legal_commands_item = legal_commands_item_data.to_dict()
            elif isinstance(legal_commands_item_data, SparksGrowNeutralCommand):
                legal_commands_item = legal_commands_item_data.to_dict()
            elif isinstance(legal_commands_item_data, SparksExpandCommand):
                legal_commands_item = legal_commands_item_data.to_dict()
            elif isinstance(legal_commands_item_data, GameResignCommand):
                legal_commands_item = legal_commands_item_data.to_dict()
            elif isinstance(legal_commands_item_data, GameAbortCommand):
                legal_commands_item = legal_commands_item_data.to_dict()
            else:
                legal_commands_item = legal_commands_item_data.to_dict()

            legal_commands.append(legal_commands_item)

        seat = self.seat

        type_: str = self.type_

        version = self.version

        clock: dict[str, Any] | None | Unset
        if isinstance(self.clock, Unset):
            clock = UNSET
        elif isinstance(self.clock, Clock):
            clock = self.clock.to_dict()
        else:
            clock = self.clock

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "decision": decision,
                "kind": kind,
                "legal_commands": legal_commands,
                "seat": seat,
                "type": type_,
                "version": version,
            }
        )
        if clock is not UNSET:
            field_dict["clock"] = clock

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.acres_ambush_block_decision import AcresAmbushBlockDecision  # noqa: PLC0415
        from ..models.acres_ambush_command import AcresAmbushCommand  # noqa: PLC0415
        from ..models.acres_ambush_loss_decision import AcresAmbushLossDecision  # noqa: PLC0415
        from ..models.acres_besiege_command import AcresBesiegeCommand  # noqa: PLC0415
        from ..models.acres_block_command import AcresBlockCommand  # noqa: PLC0415
        from ..models.acres_choose_card_command import AcresChooseCardCommand  # noqa: PLC0415
        from ..models.acres_decline_occupy_command import AcresDeclineOccupyCommand  # noqa: PLC0415
        from ..models.acres_decline_redraw_command import AcresDeclineRedrawCommand  # noqa: PLC0415
        from ..models.acres_demand_natives_command import AcresDemandNativesCommand  # noqa: PLC0415
        from ..models.acres_develop_command import AcresDevelopCommand  # noqa: PLC0415
        from ..models.acres_discard_command import AcresDiscardCommand  # noqa: PLC0415
        from ..models.acres_discard_lost_command import AcresDiscardLostCommand  # noqa: PLC0415
        from ..models.acres_draft_command import AcresDraftCommand  # noqa: PLC0415
        from ..models.acres_end_turn_command import AcresEndTurnCommand  # noqa: PLC0415
        from ..models.acres_fortify_command import AcresFortifyCommand  # noqa: PLC0415
        from ..models.acres_governor_command import AcresGovernorCommand  # noqa: PLC0415
        from ..models.acres_home_support_command import AcresHomeSupportCommand  # noqa: PLC0415
        from ..models.acres_intendant_command import AcresIntendantCommand  # noqa: PLC0415
        from ..models.acres_merchant_command import AcresMerchantCommand  # noqa: PLC0415
        from ..models.acres_military_leader_command import AcresMilitaryLeaderCommand  # noqa: PLC0415
        from ..models.acres_natives_demand_decision import AcresNativesDemandDecision  # noqa: PLC0415
        from ..models.acres_no_block_command import AcresNoBlockCommand  # noqa: PLC0415
        from ..models.acres_occupy_command import AcresOccupyCommand  # noqa: PLC0415
        from ..models.acres_occupy_decision import AcresOccupyDecision  # noqa: PLC0415
        from ..models.acres_pass_command import AcresPassCommand  # noqa: PLC0415
        from ..models.acres_piracy_command import AcresPiracyCommand  # noqa: PLC0415
        from ..models.acres_raid_block_decision import AcresRaidBlockDecision  # noqa: PLC0415
        from ..models.acres_raid_command import AcresRaidCommand  # noqa: PLC0415
        from ..models.acres_redraw_command import AcresRedrawCommand  # noqa: PLC0415
        from ..models.acres_redraw_decision import AcresRedrawDecision  # noqa: PLC0415
        from ..models.acres_reinforce_command import AcresReinforceCommand  # noqa: PLC0415
        from ..models.acres_reserve_command import AcresReserveCommand  # noqa: PLC0415
        from ..models.acres_reshuffle_penalty_decision import AcresReshufflePenaltyDecision  # noqa: PLC0415
        from ..models.acres_retrieve_reserve_command import AcresRetrieveReserveCommand  # noqa: PLC0415
        from ..models.acres_sell_fur_command import AcresSellFurCommand  # noqa: PLC0415
        from ..models.acres_settle_command import AcresSettleCommand  # noqa: PLC0415
        from ..models.acres_siege_loss_decision import AcresSiegeLossDecision  # noqa: PLC0415
        from ..models.acres_starting_card_command import AcresStartingCardCommand  # noqa: PLC0415
        from ..models.acres_starting_card_decision import AcresStartingCardDecision  # noqa: PLC0415
        from ..models.acres_take_money_command import AcresTakeMoneyCommand  # noqa: PLC0415
        from ..models.acres_trader_command import AcresTraderCommand  # noqa: PLC0415
        from ..models.acres_withdraw_command import AcresWithdrawCommand  # noqa: PLC0415
        from ..models.clock import Clock  # noqa: PLC0415
        from ..models.game_abort_command import GameAbortCommand  # noqa: PLC0415
        from ..models.game_claim_timeout_command import GameClaimTimeoutCommand  # noqa: PLC0415
        from ..models.game_resign_command import GameResignCommand  # noqa: PLC0415
        from ..models.sparks_box_offered_card_command import SparksBoxOfferedCardCommand  # noqa: PLC0415
        from ..models.sparks_decline_card_command import SparksDeclineCardCommand  # noqa: PLC0415
        from ..models.sparks_discard_tool_command import SparksDiscardToolCommand  # noqa: PLC0415
        from ..models.sparks_discard_tool_decision import SparksDiscardToolDecision  # noqa: PLC0415
        from ..models.sparks_expand_command import SparksExpandCommand  # noqa: PLC0415
        from ..models.sparks_grow_neutral_command import SparksGrowNeutralCommand  # noqa: PLC0415
        from ..models.sparks_hunt_command import SparksHuntCommand  # noqa: PLC0415
        from ..models.sparks_keep_offered_card_command import SparksKeepOfferedCardCommand  # noqa: PLC0415
        from ..models.sparks_keep_or_box_decision import SparksKeepOrBoxDecision  # noqa: PLC0415
        from ..models.sparks_lay_tile_command import SparksLayTileCommand  # noqa: PLC0415
        from ..models.sparks_offer_card_command import SparksOfferCardCommand  # noqa: PLC0415
        from ..models.sparks_offer_decision import SparksOfferDecision  # noqa: PLC0415
        from ..models.sparks_pass_buying_command import SparksPassBuyingCommand  # noqa: PLC0415
        from ..models.sparks_place_member_command import SparksPlaceMemberCommand  # noqa: PLC0415
        from ..models.sparks_remove_members_command import SparksRemoveMembersCommand  # noqa: PLC0415
        from ..models.sparks_remove_members_decision import SparksRemoveMembersDecision  # noqa: PLC0415
        from ..models.sparks_skip_second_member_command import SparksSkipSecondMemberCommand  # noqa: PLC0415
        from ..models.sparks_want_card_command import SparksWantCardCommand  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_decision(
            data: object,
        ) -> (
            AcresAmbushBlockDecision
            | AcresAmbushLossDecision
            | AcresNativesDemandDecision
            | AcresOccupyDecision
            | AcresRaidBlockDecision
            | AcresRedrawDecision
            | AcresReshufflePenaltyDecision
            | AcresSiegeLossDecision
            | AcresStartingCardDecision
            | None
            | SparksDiscardToolDecision
            | SparksKeepOrBoxDecision
            | SparksOfferDecision
            | SparksRemoveMembersDecision
        ):
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_decision_type_0 = AcresRaidBlockDecision.from_dict(data)

                return componentsschemas_game_decision_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_decision_type_1 = AcresAmbushBlockDecision.from_dict(data)

                return componentsschemas_game_decision_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_decision_type_2 = AcresAmbushLossDecision.from_dict(data)

                return componentsschemas_game_decision_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_decision_type_3 = AcresNativesDemandDecision.from_dict(data)

                return componentsschemas_game_decision_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_decision_type_4 = AcresOccupyDecision.from_dict(data)

                return componentsschemas_game_decision_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_decision_type_5 = AcresSiegeLossDecision.from_dict(data)

                return componentsschemas_game_decision_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_decision_type_6 = AcresReshufflePenaltyDecision.from_dict(data)

                return componentsschemas_game_decision_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_decision_type_7 = AcresRedrawDecision.from_dict(data)

                return componentsschemas_game_decision_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_decision_type_8 = AcresStartingCardDecision.from_dict(data)

                return componentsschemas_game_decision_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_decision_type_9 = SparksKeepOrBoxDecision.from_dict(data)

                return componentsschemas_game_decision_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_decision_type_10 = SparksDiscardToolDecision.from_dict(data)

                return componentsschemas_game_decision_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_decision_type_11 = SparksRemoveMembersDecision.from_dict(data)

                return componentsschemas_game_decision_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_decision_type_12 = SparksOfferDecision.from_dict(data)

                return componentsschemas_game_decision_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                AcresAmbushBlockDecision
                | AcresAmbushLossDecision
                | AcresNativesDemandDecision
                | AcresOccupyDecision
                | AcresRaidBlockDecision
                | AcresRedrawDecision
                | AcresReshufflePenaltyDecision
                | AcresSiegeLossDecision
                | AcresStartingCardDecision
                | None
                | SparksDiscardToolDecision
                | SparksKeepOrBoxDecision
                | SparksOfferDecision
                | SparksRemoveMembersDecision,
                data,
            )

        decision = _parse_decision(d.pop("decision"))

        kind = check_feed_your_turn_kind(d.pop("kind"))

        legal_commands = []
        _legal_commands = d.pop("legal_commands")
        for legal_commands_item_data in _legal_commands:

            def _parse_legal_commands_item(
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
                    componentsschemas_any_command_type_0 = AcresSettleCommand.from_dict(data)

                    return componentsschemas_any_command_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_any_command_type_1 = AcresDevelopCommand.from_dict(data)

                    return componentsschemas_any_command_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_any_command_type_2 = AcresFortifyCommand.from_dict(data)

                    return componentsschemas_any_command_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_any_command_type_3 = AcresBesiegeCommand.from_dict(data)

                    return componentsschemas_any_command_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_any_command_type_4 = AcresReinforceCommand.from_dict(data)

                    return componentsschemas_any_command_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_any_command_type_5 = AcresRaidCommand.from_dict(data)

                    return componentsschemas_any_command_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_any_command_type_6 = AcresAmbushCommand.from_dict(data)

                    return componentsschemas_any_command_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_any_command_type_7 = AcresDemandNativesCommand.from_dict(data)

                    return componentsschemas_any_command_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_any_command_type_8 = AcresTakeMoneyCommand.from_dict(data)

                    return componentsschemas_any_command_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_any_command_type_9 = AcresMerchantCommand.from_dict(data)

                    return componentsschemas_any_command_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_any_command_type_10 = AcresTraderCommand.from_dict(data)

                    return componentsschemas_any_command_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_any_command_type_11 = AcresPiracyCommand.from_dict(data)

                    return componentsschemas_any_command_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_any_command_type_12 = AcresDraftCommand.from_dict(data)

                    return componentsschemas_any_command_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_any_command_type_13 = AcresDiscardCommand.from_dict(data)

                    return componentsschemas_any_command_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_any_command_type_14 = AcresReserveCommand.from_dict(data)

                    return componentsschemas_any_command_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_any_command_type_15 = AcresGovernorCommand.from_dict(data)

                    return componentsschemas_any_command_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_any_command_type_16 = AcresIntendantCommand.from_dict(data)

                    return componentsschemas_any_command_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_any_command_type_17 = AcresPassCommand.from_dict(data)

                    return componentsschemas_any_command_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_any_command_type_18 = AcresMilitaryLeaderCommand.from_dict(data)

                    return componentsschemas_any_command_type_18
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_any_command_type_19 = AcresRetrieveReserveCommand.from_dict(data)

                    return componentsschemas_any_command_type_19
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_any_command_type_20 = AcresHomeSupportCommand.from_dict(data)

                    return componentsschemas_any_command_type_20
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_any_command_type_21 = AcresWithdrawCommand.from_dict(data)

                    return componentsschemas_any_command_type_21
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_any_command_type_22 = AcresSellFurCommand.from_dict(data)

                    return componentsschemas_any_command_type_22
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_any_command_type_23 = AcresDiscardLostCommand.from_dict(data)

                    return componentsschemas_any_command_type_23
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_any_command_type_24 = AcresEndTurnCommand.from_dict(data)

                    return componentsschemas_any_command_type_24
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_any_command_type_25 = AcresBlockCommand.from_dict(data)

                    return componentsschemas_any_command_type_25
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_any_command_type_26 = AcresNoBlockCommand.from_dict(data)

                    return componentsschemas_any_command_type_26
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_any_command_type_27 = AcresChooseCardCommand.from_dict(data)

                    return componentsschemas_any_command_type_27
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_any_command_type_28 = AcresOccupyCommand.from_dict(data)

                    return componentsschemas_any_command_type_28
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_any_command_type_29 = AcresDeclineOccupyCommand.from_dict(data)

                    return componentsschemas_any_command_type_29
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_any_command_type_30 = AcresRedrawCommand.from_dict(data)

                    return componentsschemas_any_command_type_30
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_any_command_type_31 = AcresDeclineRedrawCommand.from_dict(data)

                    return componentsschemas_any_command_type_31
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_any_command_type_32 = AcresStartingCardCommand.from_dict(data)

                    return componentsschemas_any_command_type_32
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_any_command_type_33 = SparksLayTileCommand.from_dict(data)

                    return componentsschemas_any_command_type_33
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_any_command_type_34 = SparksPlaceMemberCommand.from_dict(data)

                    return componentsschemas_any_command_type_34
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_any_command_type_35 = SparksSkipSecondMemberCommand.from_dict(data)

                    return componentsschemas_any_command_type_35
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_any_command_type_36 = SparksOfferCardCommand.from_dict(data)

                    return componentsschemas_any_command_type_36
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_any_command_type_37 = SparksPassBuyingCommand.from_dict(data)

                    return componentsschemas_any_command_type_37
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_any_command_type_38 = SparksWantCardCommand.from_dict(data)

                    return componentsschemas_any_command_type_38
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_any_command_type_39 = SparksDeclineCardCommand.from_dict(data)

                    return componentsschemas_any_command_type_39
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_any_command_type_40 = SparksKeepOfferedCardCommand.from_dict(data)

                    return componentsschemas_any_command_type_40
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_any_command_type_41 = SparksBoxOfferedCardCommand.from_dict(data)

                    return componentsschemas_any_command_type_41
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_any_command_type_42 = SparksDiscardToolCommand.from_dict(data)

                    return componentsschemas_any_command_type_42
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_any_command_type_43 = SparksHuntCommand.from_dict(data)

                    return componentsschemas_any_command_type_43
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_any_command_type_44 = SparksRemoveMembersCommand.from_dict(data)

                    return componentsschemas_any_command_type_44
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_any_command_type_45 = SparksGrowNeutralCommand.from_dict(data)

                    return componentsschemas_any_command_type_45
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_any_command_type_46 = SparksExpandCommand.from_dict(data)

                    return componentsschemas_any_command_type_46
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_any_command_type_47 = GameResignCommand.from_dict(data)

                    return componentsschemas_any_command_type_47
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_any_command_type_48 = GameAbortCommand.from_dict(data)

                    return componentsschemas_any_command_type_48
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_any_command_type_49 = GameClaimTimeoutCommand.from_dict(data)

                return componentsschemas_any_command_type_49

            legal_commands_item = _parse_legal_commands_item(legal_commands_item_data)

            legal_commands.append(legal_commands_item)

        seat = d.pop("seat")

        type_ = check_feed_your_turn_type(d.pop("type"))

        version = d.pop("version")

        def _parse_clock(data: object) -> Clock | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                clock_type_0 = Clock.from_dict(data)

                return clock_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Clock | None | Unset, data)

        clock = _parse_clock(d.pop("clock", UNSET))

        feed_your_turn = cls(
            decision=decision,
            kind=kind,
            legal_commands=legal_commands,
            seat=seat,
            type_=type_,
            version=version,
            clock=clock,
        )

        return feed_your_turn
