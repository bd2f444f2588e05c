"""Contains all the data models used in inputs/outputs"""

from .accepted import Accepted
from .accepted_events_item import AcceptedEventsItem
from .acres_ambush_command import AcresAmbushCommand
from .acres_ambush_command_type import AcresAmbushCommandType
from .acres_besiege_command import AcresBesiegeCommand
from .acres_besiege_command_location import AcresBesiegeCommandLocation
from .acres_besiege_command_type import AcresBesiegeCommandType
from .acres_block_command import AcresBlockCommand
from .acres_block_command_type import AcresBlockCommandType
from .acres_choose_card_command import AcresChooseCardCommand
from .acres_choose_card_command_type import AcresChooseCardCommandType
from .acres_decline_occupy_command import AcresDeclineOccupyCommand
from .acres_decline_occupy_command_type import AcresDeclineOccupyCommandType
from .acres_demand_natives_command import AcresDemandNativesCommand
from .acres_demand_natives_command_type import AcresDemandNativesCommandType
from .acres_develop_command import AcresDevelopCommand
from .acres_develop_command_type import AcresDevelopCommandType
from .acres_discard_command import AcresDiscardCommand
from .acres_discard_command_type import AcresDiscardCommandType
from .acres_draft_command import AcresDraftCommand
from .acres_draft_command_type import AcresDraftCommandType
from .acres_end_turn_command import AcresEndTurnCommand
from .acres_end_turn_command_type import AcresEndTurnCommandType
from .acres_fortify_command import AcresFortifyCommand
from .acres_fortify_command_type import AcresFortifyCommandType
from .acres_governor_command import AcresGovernorCommand
from .acres_governor_command_type import AcresGovernorCommandType
from .acres_home_support_command import AcresHomeSupportCommand
from .acres_home_support_command_type import AcresHomeSupportCommandType
from .acres_intendant_command import AcresIntendantCommand
from .acres_intendant_command_type import AcresIntendantCommandType
from .acres_merchant_command import AcresMerchantCommand
from .acres_merchant_command_type import AcresMerchantCommandType
from .acres_military_leader_command import AcresMilitaryLeaderCommand
from .acres_military_leader_command_siege import AcresMilitaryLeaderCommandSiege
from .acres_military_leader_command_type import AcresMilitaryLeaderCommandType
from .acres_no_block_command import AcresNoBlockCommand
from .acres_no_block_command_type import AcresNoBlockCommandType
from .acres_occupy_command import AcresOccupyCommand
from .acres_occupy_command_type import AcresOccupyCommandType
from .acres_pass_command import AcresPassCommand
from .acres_pass_command_type import AcresPassCommandType
from .acres_piracy_command import AcresPiracyCommand
from .acres_piracy_command_type import AcresPiracyCommandType
from .acres_raid_command import AcresRaidCommand
from .acres_raid_command_location import AcresRaidCommandLocation
from .acres_raid_command_type import AcresRaidCommandType
from .acres_reinforce_command import AcresReinforceCommand
from .acres_reinforce_command_siege import AcresReinforceCommandSiege
from .acres_reinforce_command_type import AcresReinforceCommandType
from .acres_reserve_command import AcresReserveCommand
from .acres_reserve_command_type import AcresReserveCommandType
from .acres_retrieve_reserve_command import AcresRetrieveReserveCommand
from .acres_retrieve_reserve_command_type import AcresRetrieveReserveCommandType
from .acres_settle_command import AcresSettleCommand
from .acres_settle_command_location import AcresSettleCommandLocation
from .acres_settle_command_type import AcresSettleCommandType
from .acres_take_money_command import AcresTakeMoneyCommand
from .acres_take_money_command_type import AcresTakeMoneyCommandType
from .acres_trader_command import AcresTraderCommand
from .acres_trader_command_type import AcresTraderCommandType
from .acres_withdraw_command import AcresWithdrawCommand
from .acres_withdraw_command_siege import AcresWithdrawCommandSiege
from .acres_withdraw_command_type import AcresWithdrawCommandType
from .create_game import CreateGame
from .create_game_options import CreateGameOptions
from .create_game_position import CreateGamePosition
from .create_game_type import CreateGameType
from .created import Created
from .entry import Entry
from .entry_by import EntryBy
from .entry_clock import EntryClock
from .entry_command import EntryCommand
from .entry_events_item import EntryEventsItem
from .events import Events
from .fairness import Fairness
from .feed_end import FeedEnd
from .feed_end_result_type_0 import FeedEndResultType0
from .feed_end_type import FeedEndType
from .feed_entry import FeedEntry
from .feed_entry_by import FeedEntryBy
from .feed_entry_clock import FeedEntryClock
from .feed_entry_command import FeedEntryCommand
from .feed_entry_events_item import FeedEntryEventsItem
from .feed_entry_type import FeedEntryType
from .feed_error import FeedError
from .feed_error_code import FeedErrorCode
from .feed_error_type import FeedErrorType
from .feed_keep_alive import FeedKeepAlive
from .feed_keep_alive_type import FeedKeepAliveType
from .feed_view import FeedView
from .feed_view_clock_type_0 import FeedViewClockType0
from .feed_view_state import FeedViewState
from .feed_view_type import FeedViewType
from .feed_your_turn import FeedYourTurn
from .feed_your_turn_clock_type_0 import FeedYourTurnClockType0
from .feed_your_turn_decision_type_0 import FeedYourTurnDecisionType0
from .feed_your_turn_kind import FeedYourTurnKind
from .feed_your_turn_type import FeedYourTurnType
from .game_abort_command import GameAbortCommand
from .game_abort_command_type import GameAbortCommandType
from .game_claim_timeout_command import GameClaimTimeoutCommand
from .game_claim_timeout_command_type import GameClaimTimeoutCommandType
from .game_list import GameList
from .game_resign_command import GameResignCommand
from .game_resign_command_type import GameResignCommandType
from .game_type import GameType
from .game_type_options import GameTypeOptions
from .game_type_seat_names import GameTypeSeatNames
from .game_types import GameTypes
from .health import Health
from .join_body import JoinBody
from .leaderboard import Leaderboard
from .leaderboard_entry import LeaderboardEntry
from .legal import Legal
from .list_games_status import ListGamesStatus
from .list_games_type import ListGamesType
from .list_lobby_clock import ListLobbyClock
from .lobby_list import LobbyList
from .log import Log
from .log_setup_item import LogSetupItem
from .pending import Pending
from .player_challenge import PlayerChallenge
from .player_challenge_players import PlayerChallengePlayers
from .player_challenge_type import PlayerChallengeType
from .player_game import PlayerGame
from .player_game_over import PlayerGameOver
from .player_game_over_result_type_0 import PlayerGameOverResultType0
from .player_game_over_type import PlayerGameOverType
from .player_game_result_type_0 import PlayerGameResultType0
from .player_game_started import PlayerGameStarted
from .player_game_started_players import PlayerGameStartedPlayers
from .player_game_started_type import PlayerGameStartedType
from .player_rating import PlayerRating
from .player_ready import PlayerReady
from .player_ready_type import PlayerReadyType
from .player_token import PlayerToken
from .player_your_turn import PlayerYourTurn
from .player_your_turn_clock_type_0 import PlayerYourTurnClockType0
from .player_your_turn_decision_type_0 import PlayerYourTurnDecisionType0
from .player_your_turn_kind import PlayerYourTurnKind
from .player_your_turn_type import PlayerYourTurnType
from .problem import Problem
from .problem_code import ProblemCode
from .problem_details import ProblemDetails
from .problem_errors import ProblemErrors
from .problem_limit import ProblemLimit
from .problem_limit_exceeded import ProblemLimitExceeded
from .profile import Profile
from .profile_ratings import ProfileRatings
from .register_player import RegisterPlayer
from .result import Result
from .result_result import ResultResult
from .seat_out import SeatOut
from .seat_spec import SeatSpec
from .seat_spec_kind import SeatSpecKind
from .seat_spec_level import SeatSpecLevel
from .seat_standing_order import SeatStandingOrder
from .seated import Seated
from .seated_status import SeatedStatus
from .sparks_box_offered_card_command import SparksBoxOfferedCardCommand
from .sparks_box_offered_card_command_type import SparksBoxOfferedCardCommandType
from .sparks_decline_card_command import SparksDeclineCardCommand
from .sparks_decline_card_command_type import SparksDeclineCardCommandType
from .sparks_discard_tool_command import SparksDiscardToolCommand
from .sparks_discard_tool_command_type import SparksDiscardToolCommandType
from .sparks_expand_command import SparksExpandCommand
from .sparks_expand_command_type import SparksExpandCommandType
from .sparks_grow_neutral_command import SparksGrowNeutralCommand
from .sparks_grow_neutral_command_type import SparksGrowNeutralCommandType
from .sparks_hunt_command import SparksHuntCommand
from .sparks_hunt_command_type import SparksHuntCommandType
from .sparks_keep_offered_card_command import SparksKeepOfferedCardCommand
from .sparks_keep_offered_card_command_type import SparksKeepOfferedCardCommandType
from .sparks_lay_tile_command import SparksLayTileCommand
from .sparks_lay_tile_command_type import SparksLayTileCommandType
from .sparks_offer_card_command import SparksOfferCardCommand
from .sparks_offer_card_command_type import SparksOfferCardCommandType
from .sparks_pass_buying_command import SparksPassBuyingCommand
from .sparks_pass_buying_command_type import SparksPassBuyingCommandType
from .sparks_place_member_command import SparksPlaceMemberCommand
from .sparks_place_member_command_type import SparksPlaceMemberCommandType
from .sparks_remove_members_command import SparksRemoveMembersCommand
from .sparks_remove_members_command_type import SparksRemoveMembersCommandType
from .sparks_skip_second_member_command import SparksSkipSecondMemberCommand
from .sparks_skip_second_member_command_type import SparksSkipSecondMemberCommandType
from .sparks_want_card_command import SparksWantCardCommand
from .sparks_want_card_command_type import SparksWantCardCommandType
from .standing_order import StandingOrder
from .standing_order_ambushes import StandingOrderAmbushes
from .standing_order_otherwise import StandingOrderOtherwise
from .standing_order_raids import StandingOrderRaids
from .stream_feed_format import StreamFeedFormat
from .stream_player_format import StreamPlayerFormat
from .submit import Submit
from .summary import Summary
from .summary_clock_type_0 import SummaryClockType0
from .summary_options import SummaryOptions
from .summary_result_type_0 import SummaryResultType0
from .summary_status import SummaryStatus
from .time_control import TimeControl
from .time_control_ai_level import TimeControlAiLevel
from .time_control_kind import TimeControlKind
from .time_control_on_timeout import TimeControlOnTimeout
from .view import View
from .view_clock_type_0 import ViewClockType0
from .view_state import ViewState

__all__ = (
    "Accepted",
    "AcceptedEventsItem",
    "AcresAmbushCommand",
    "AcresAmbushCommandType",
    "AcresBesiegeCommand",
    "AcresBesiegeCommandLocation",
    "AcresBesiegeCommandType",
    "AcresBlockCommand",
    "AcresBlockCommandType",
    "AcresChooseCardCommand",
    "AcresChooseCardCommandType",
    "AcresDeclineOccupyCommand",
    "AcresDeclineOccupyCommandType",
    "AcresDemandNativesCommand",
    "AcresDemandNativesCommandType",
    "AcresDevelopCommand",
    "AcresDevelopCommandType",
    "AcresDiscardCommand",
    "AcresDiscardCommandType",
    "AcresDraftCommand",
    "AcresDraftCommandType",
    "AcresEndTurnCommand",
    "AcresEndTurnCommandType",
    "AcresFortifyCommand",
    "AcresFortifyCommandType",
    "AcresGovernorCommand",
    "AcresGovernorCommandType",
    "AcresHomeSupportCommand",
    "AcresHomeSupportCommandType",
    "AcresIntendantCommand",
    "AcresIntendantCommandType",
    "AcresMerchantCommand",
    "AcresMerchantCommandType",
    "AcresMilitaryLeaderCommand",
    "AcresMilitaryLeaderCommandSiege",
    "AcresMilitaryLeaderCommandType",
    "AcresNoBlockCommand",
    "AcresNoBlockCommandType",
    "AcresOccupyCommand",
    "AcresOccupyCommandType",
    "AcresPassCommand",
    "AcresPassCommandType",
    "AcresPiracyCommand",
    "AcresPiracyCommandType",
    "AcresRaidCommand",
    "AcresRaidCommandLocation",
    "AcresRaidCommandType",
    "AcresReinforceCommand",
    "AcresReinforceCommandSiege",
    "AcresReinforceCommandType",
    "AcresReserveCommand",
    "AcresReserveCommandType",
    "AcresRetrieveReserveCommand",
    "AcresRetrieveReserveCommandType",
    "AcresSettleCommand",
    "AcresSettleCommandLocation",
    "AcresSettleCommandType",
    "AcresTakeMoneyCommand",
    "AcresTakeMoneyCommandType",
    "AcresTraderCommand",
    "AcresTraderCommandType",
    "AcresWithdrawCommand",
    "AcresWithdrawCommandSiege",
    "AcresWithdrawCommandType",
    "Created",
    "CreateGame",
    "CreateGameOptions",
    "CreateGamePosition",
    "CreateGameType",
    "Entry",
    "EntryBy",
    "EntryClock",
    "EntryCommand",
    "EntryEventsItem",
    "Events",
    "Fairness",
    "FeedEnd",
    "FeedEndResultType0",
    "FeedEndType",
    "FeedEntry",
    "FeedEntryBy",
    "FeedEntryClock",
    "FeedEntryCommand",
    "FeedEntryEventsItem",
    "FeedEntryType",
    "FeedError",
    "FeedErrorCode",
    "FeedErrorType",
    "FeedKeepAlive",
    "FeedKeepAliveType",
    "FeedView",
    "FeedViewClockType0",
    "FeedViewState",
    "FeedViewType",
    "FeedYourTurn",
    "FeedYourTurnClockType0",
    "FeedYourTurnDecisionType0",
    "FeedYourTurnKind",
    "FeedYourTurnType",
    "GameAbortCommand",
    "GameAbortCommandType",
    "GameClaimTimeoutCommand",
    "GameClaimTimeoutCommandType",
    "GameList",
    "GameResignCommand",
    "GameResignCommandType",
    "GameType",
    "GameTypeOptions",
    "GameTypes",
    "GameTypeSeatNames",
    "Health",
    "JoinBody",
    "Leaderboard",
    "LeaderboardEntry",
    "Legal",
    "ListGamesStatus",
    "ListGamesType",
    "ListLobbyClock",
    "LobbyList",
    "Log",
    "LogSetupItem",
    "Pending",
    "PlayerChallenge",
    "PlayerChallengePlayers",
    "PlayerChallengeType",
    "PlayerGame",
    "PlayerGameOver",
    "PlayerGameOverResultType0",
    "PlayerGameOverType",
    "PlayerGameResultType0",
    "PlayerGameStarted",
    "PlayerGameStartedPlayers",
    "PlayerGameStartedType",
    "PlayerRating",
    "PlayerReady",
    "PlayerReadyType",
    "PlayerToken",
    "PlayerYourTurn",
    "PlayerYourTurnClockType0",
    "PlayerYourTurnDecisionType0",
    "PlayerYourTurnKind",
    "PlayerYourTurnType",
    "Problem",
    "ProblemCode",
    "ProblemDetails",
    "ProblemErrors",
    "ProblemLimit",
    "ProblemLimitExceeded",
    "Profile",
    "ProfileRatings",
    "RegisterPlayer",
    "Result",
    "ResultResult",
    "Seated",
    "SeatedStatus",
    "SeatOut",
    "SeatSpec",
    "SeatSpecKind",
    "SeatSpecLevel",
    "SeatStandingOrder",
    "SparksBoxOfferedCardCommand",
    "SparksBoxOfferedCardCommandType",
    "SparksDeclineCardCommand",
    "SparksDeclineCardCommandType",
    "SparksDiscardToolCommand",
    "SparksDiscardToolCommandType",
    "SparksExpandCommand",
    "SparksExpandCommandType",
    "SparksGrowNeutralCommand",
    "SparksGrowNeutralCommandType",
    "SparksHuntCommand",
    "SparksHuntCommandType",
    "SparksKeepOfferedCardCommand",
    "SparksKeepOfferedCardCommandType",
    "SparksLayTileCommand",
    "SparksLayTileCommandType",
    "SparksOfferCardCommand",
    "SparksOfferCardCommandType",
    "SparksPassBuyingCommand",
    "SparksPassBuyingCommandType",
    "SparksPlaceMemberCommand",
    "SparksPlaceMemberCommandType",
    "SparksRemoveMembersCommand",
    "SparksRemoveMembersCommandType",
    "SparksSkipSecondMemberCommand",
    "SparksSkipSecondMemberCommandType",
    "SparksWantCardCommand",
    "SparksWantCardCommandType",
    "StandingOrder",
    "StandingOrderAmbushes",
    "StandingOrderOtherwise",
    "StandingOrderRaids",
    "StreamFeedFormat",
    "StreamPlayerFormat",
    "Submit",
    "Summary",
    "SummaryClockType0",
    "SummaryOptions",
    "SummaryResultType0",
    "SummaryStatus",
    "TimeControl",
    "TimeControlAiLevel",
    "TimeControlKind",
    "TimeControlOnTimeout",
    "View",
    "ViewClockType0",
    "ViewState",
)
