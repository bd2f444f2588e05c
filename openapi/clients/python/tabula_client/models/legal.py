from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

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


T = TypeVar("T", bound="Legal")


@_attrs_define
class Legal:
    """What the caller's seat may send now (getLegalCommands): every command, ready to post at `version`.

    Attributes:
        commands (list[AcresAmbushCommand | AcresBesiegeCommand | AcresBlockCommand | AcresChooseCardCommand |
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
            send now, each as is with expected_version = `version`; empty when the seat is not to act. resign, abort and
            claim_timeout are never listed.
        game_id (str): The game's id, as in /v1/games/{game_id}.
        seat (str): The token's seat, whose commands these are.
        to_act (list[str]): The seats the game waits for now, sorted: several at once in a simultaneous turn; empty
            while a seat is still open and once the game is over.
        version (int): The game's version: how many entries its log has (0 at creation; setup events are no entry). Send
            it as expected_version with a command decided on this answer.
        labels (list[str] | Unset): With `?words=true`: a short plain label for each command, in the order of `commands`
            (distinct).
    """

    commands: list[
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
    game_id: str
    seat: str
    to_act: list[str]
    version: int
    labels: list[str] | Unset = UNSET

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

        commands = []
        for commands_item_data in self.commands:
            commands_item: dict[str, Any]
            if isinstance(commands_item_data, AcresSettleCommand):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, AcresDevelopCommand):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, AcresFortifyCommand):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, AcresBesiegeCommand):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, AcresReinforceCommand):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, AcresRaidCommand):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, AcresAmbushCommand):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, AcresDemandNativesCommand):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, AcresTakeMoneyCommand):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, AcresMerchantCommand):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, AcresTraderCommand):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, AcresPiracyCommand):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, AcresDraftCommand):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, AcresDiscardCommand):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, AcresReserveCommand):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, AcresGovernorCommand):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, AcresIntendantCommand):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, AcresPassCommand):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, AcresMilitaryLeaderCommand):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, AcresRetrieveReserveCommand):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, AcresHomeSupportCommand):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, AcresWithdrawCommand):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, AcresSellFurCommand):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, AcresDiscardLostCommand):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, AcresEndTurnCommand):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, AcresBlockCommand):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, AcresNoBlockCommand):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, AcresChooseCardCommand):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, AcresOccupyCommand):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, AcresDeclineOccupyCommand):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, AcresRedrawCommand):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, AcresDeclineRedrawCommand):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, AcresStartingCardCommand):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, SparksLayTileCommand):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, SparksPlaceMemberCommand):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, SparksSkipSecondMemberCommand):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, SparksOfferCardCommand):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, SparksPassBuyingCommand):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, SparksWantCardCommand):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, SparksDeclineCardCommand):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, SparksKeepOfferedCardCommand):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, SparksBoxOfferedCardCommand):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, SparksDiscardToolCommand):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, SparksHuntCommand):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, SparksRemoveMembersCommand):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, SparksGrowNeutralCommand):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, SparksExpandCommand):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, GameResignCommand):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, GameAbortCommand):
                commands_item = commands_item_data.to_dict()
            else:
                commands_item = commands_item_data.to_dict()

            commands.append(commands_item)

        game_id = self.game_id

        seat = self.seat

        to_act = self.to_act

        version = self.version

        labels: list[str] | Unset = UNSET
        if not isinstance(self.labels, Unset):
            labels = self.labels

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "commands": commands,
                "game_id": game_id,
                "seat": seat,
                "to_act": to_act,
                "version": version,
            }
        )
        if labels is not UNSET:
            field_dict["labels"] = labels

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
        commands = []
        _commands = d.pop("commands")
        for commands_item_data in _commands:

            def _parse_commands_item(
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

            commands_item = _parse_commands_item(commands_item_data)

            commands.append(commands_item)

        game_id = d.pop("game_id")

        seat = d.pop("seat")

        to_act = cast(list[str], d.pop("to_act"))

        version = d.pop("version")

        labels = cast(list[str], d.pop("labels", UNSET))

        legal = cls(
            commands=commands,
            game_id=game_id,
            seat=seat,
            to_act=to_act,
            version=version,
            labels=labels,
        )

        return legal
