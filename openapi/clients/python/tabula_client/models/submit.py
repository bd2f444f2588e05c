from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.acres_ambush_command import AcresAmbushCommand
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
    from ..models.acres_no_block_command import AcresNoBlockCommand
    from ..models.acres_occupy_command import AcresOccupyCommand
    from ..models.acres_pass_command import AcresPassCommand
    from ..models.acres_piracy_command import AcresPiracyCommand
    from ..models.acres_raid_command import AcresRaidCommand
    from ..models.acres_redraw_command import AcresRedrawCommand
    from ..models.acres_reinforce_command import AcresReinforceCommand
    from ..models.acres_reserve_command import AcresReserveCommand
    from ..models.acres_retrieve_reserve_command import AcresRetrieveReserveCommand
    from ..models.acres_sell_fur_command import AcresSellFurCommand
    from ..models.acres_settle_command import AcresSettleCommand
    from ..models.acres_starting_card_command import AcresStartingCardCommand
    from ..models.acres_take_money_command import AcresTakeMoneyCommand
    from ..models.acres_trader_command import AcresTraderCommand
    from ..models.acres_withdraw_command import AcresWithdrawCommand
    from ..models.game_abort_command import GameAbortCommand
    from ..models.game_claim_timeout_command import GameClaimTimeoutCommand
    from ..models.game_resign_command import GameResignCommand
    from ..models.sparks_box_offered_card_command import SparksBoxOfferedCardCommand
    from ..models.sparks_decline_card_command import SparksDeclineCardCommand
    from ..models.sparks_discard_tool_command import SparksDiscardToolCommand
    from ..models.sparks_expand_command import SparksExpandCommand
    from ..models.sparks_grow_neutral_command import SparksGrowNeutralCommand
    from ..models.sparks_hunt_command import SparksHuntCommand
    from ..models.sparks_keep_offered_card_command import SparksKeepOfferedCardCommand
    from ..models.sparks_lay_tile_command import SparksLayTileCommand
    from ..models.sparks_offer_card_command import SparksOfferCardCommand
    from ..models.sparks_pass_buying_command import SparksPassBuyingCommand
    from ..models.sparks_place_member_command import SparksPlaceMemberCommand
    from ..models.sparks_remove_members_command import SparksRemoveMembersCommand
    from ..models.sparks_skip_second_member_command import SparksSkipSecondMemberCommand
    from ..models.sparks_want_card_command import SparksWantCardCommand


T = TypeVar("T", bound="Submit")


@_attrs_define
class Submit:
    """A command for the caller's seat (submitCommand), with the version it was decided on.

    Attributes:
        command (AcresAmbushCommand | AcresBesiegeCommand | AcresBlockCommand | AcresChooseCardCommand |
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
            SparksRemoveMembersCommand | SparksSkipSecondMemberCommand | SparksWantCardCommand): A command of any registered
            game (each game's union is discriminated by `type`).
        expected_version (int | Unset): The version the command was decided on (or If-Match).
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
    expected_version: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.acres_ambush_command import AcresAmbushCommand  # noqa: PLC0415
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
        from ..models.acres_no_block_command import AcresNoBlockCommand  # noqa: PLC0415
        from ..models.acres_occupy_command import AcresOccupyCommand  # noqa: PLC0415
        from ..models.acres_pass_command import AcresPassCommand  # noqa: PLC0415
        from ..models.acres_piracy_command import AcresPiracyCommand  # noqa: PLC0415
        from ..models.acres_raid_command import AcresRaidCommand  # noqa: PLC0415
        from ..models.acres_redraw_command import AcresRedrawCommand  # noqa: PLC0415
        from ..models.acres_reinforce_command import AcresReinforceCommand  # noqa: PLC0415
        from ..models.acres_reserve_command import AcresReserveCommand  # noqa: PLC0415
        from ..models.acres_retrieve_reserve_command import AcresRetrieveReserveCommand  # noqa: PLC0415
        from ..models.acres_sell_fur_command import AcresSellFurCommand  # noqa: PLC0415
        from ..models.acres_settle_command import AcresSettleCommand  # noqa: PLC0415
        from ..models.acres_starting_card_command import AcresStartingCardCommand  # noqa: PLC0415
        from ..models.acres_take_money_command import AcresTakeMoneyCommand  # noqa: PLC0415
        from ..models.acres_trader_command import AcresTraderCommand  # noqa: PLC0415
        from ..models.acres_withdraw_command import AcresWithdrawCommand  # noqa: PLC0415
        from ..models.game_abort_command import GameAbortCommand  # noqa: PLC0415
        from ..models.game_resign_command import GameResignCommand  # noqa: PLC0415
        from ..models.sparks_box_offered_card_command import SparksBoxOfferedCardCommand  # noqa: PLC0415
        from ..models.sparks_decline_card_command import SparksDeclineCardCommand  # noqa: PLC0415
        from ..models.sparks_discard_tool_command import SparksDiscardToolCommand  # noqa: PLC0415
        from ..models.sparks_expand_command import SparksExpandCommand  # noqa: PLC0415
        from ..models.sparks_grow_neutral_command import SparksGrowNeutralCommand  # noqa: PLC0415
        from ..models.sparks_hunt_command import SparksHuntCommand  # noqa: PLC0415
        from ..models.sparks_keep_offered_card_command import SparksKeepOfferedCardCommand  # noqa: PLC0415
        from ..models.sparks_lay_tile_command import SparksLayTileCommand  # noqa: PLC0415
        from ..models.sparks_offer_card_command import SparksOfferCardCommand  # noqa: PLC0415
        from ..models.sparks_pass_buying_command import SparksPassBuyingCommand  # noqa: PLC0415
        from ..models.sparks_place_member_command import SparksPlaceMemberCommand  # noqa: PLC0415
        from ..models.sparks_remove_members_command import SparksRemoveMembersCommand  # noqa: PLC0415
        from ..models.sparks_skip_second_member_command import SparksSkipSecondMemberCommand  # noqa: PLC0415
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
        else:
            command = self.command.to_dict()

        expected_version = self.expected_version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "command": command,
            }
        )
        if expected_version is not UNSET:
            field_dict["expected_version"] = expected_version

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.acres_ambush_command import AcresAmbushCommand  # noqa: PLC0415
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
        from ..models.acres_no_block_command import AcresNoBlockCommand  # noqa: PLC0415
        from ..models.acres_occupy_command import AcresOccupyCommand  # noqa: PLC0415
        from ..models.acres_pass_command import AcresPassCommand  # noqa: PLC0415
        from ..models.acres_piracy_command import AcresPiracyCommand  # noqa: PLC0415
        from ..models.acres_raid_command import AcresRaidCommand  # noqa: PLC0415
        from ..models.acres_redraw_command import AcresRedrawCommand  # noqa: PLC0415
        from ..models.acres_reinforce_command import AcresReinforceCommand  # noqa: PLC0415
        from ..models.acres_reserve_command import AcresReserveCommand  # noqa: PLC0415
        from ..models.acres_retrieve_reserve_command import AcresRetrieveReserveCommand  # noqa: PLC0415
        from ..models.acres_sell_fur_command import AcresSellFurCommand  # noqa: PLC0415
        from ..models.acres_settle_command import AcresSettleCommand  # noqa: PLC0415
        from ..models.acres_starting_card_command import AcresStartingCardCommand  # noqa: PLC0415
        from ..models.acres_take_money_command import AcresTakeMoneyCommand  # noqa: PLC0415
        from ..models.acres_trader_command import AcresTraderCommand  # noqa: PLC0415
        from ..models.acres_withdraw_command import AcresWithdrawCommand  # noqa: PLC0415
        from ..models.game_abort_command import GameAbortCommand  # noqa: PLC0415
        from ..models.game_claim_timeout_command import GameClaimTimeoutCommand  # noqa: PLC0415
        from ..models.game_resign_command import GameResignCommand  # noqa: PLC0415
        from ..models.sparks_box_offered_card_command import SparksBoxOfferedCardCommand  # noqa: PLC0415
        from ..models.sparks_decline_card_command import SparksDeclineCardCommand  # noqa: PLC0415
        from ..models.sparks_discard_tool_command import SparksDiscardToolCommand  # noqa: PLC0415
        from ..models.sparks_expand_command import SparksExpandCommand  # noqa: PLC0415
        from ..models.sparks_grow_neutral_command import SparksGrowNeutralCommand  # noqa: PLC0415
        from ..models.sparks_hunt_command import SparksHuntCommand  # noqa: PLC0415
        from ..models.sparks_keep_offered_card_command import SparksKeepOfferedCardCommand  # noqa: PLC0415
        from ..models.sparks_lay_tile_command import SparksLayTileCommand  # noqa: PLC0415
        from ..models.sparks_offer_card_command import SparksOfferCardCommand  # noqa: PLC0415
        from ..models.sparks_pass_buying_command import SparksPassBuyingCommand  # noqa: PLC0415
        from ..models.sparks_place_member_command import SparksPlaceMemberCommand  # noqa: PLC0415
        from ..models.sparks_remove_members_command import SparksRemoveMembersCommand  # noqa: PLC0415
        from ..models.sparks_skip_second_member_command import SparksSkipSecondMemberCommand  # noqa: PLC0415
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

        command = _parse_command(d.pop("command"))

        expected_version = d.pop("expected_version", UNSET)

        submit = cls(
            command=command,
            expected_version=expected_version,
        )

        return submit
