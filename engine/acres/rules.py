"""The action tables of A Few Acres of Snow and `RULES`, the one door through which commands enter the game.

Each command type has a check (pure; raises IllegalCommand with the rule id), an effect (emits events through a
Ctx) and a generator of candidates (engine/decider.py). Which types are open depends on the phase and on the
decision awaited (AC-TURN-3, AC-TURN-8..10). `legal_commands` keeps exactly the candidates the check accepts, so
it can never list a command that `decide` would refuse.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from .. import decider
from ..core import IllegalCommand, Json
from . import act_cards as cards
from . import act_expand as expand
from . import act_finance as finance
from . import act_raid as raid
from . import act_siege as siege
from .commands import ANSWER_TYPES, SPECS, parse_command
from .flow import Ctx, advance
from .query import Query
from .state import State

Action = decider.Action[Query, Ctx]
no_check = decider.no_check


def action(check: Callable[[Query, Any], Any], do: Callable[[Ctx, str, Any, Any], None],
           gen: Callable[[Query], Iterable[Any]]) -> Action:
    """A table entry. Each check, effect and generator takes its command as the TypedDict of its type
    (commands.py), which mypy cannot see through a table keyed by the type: the table holds them as taking
    JSON objects, which is what parse_command has checked the command to be."""
    return Action(check, do, gen)


NORMAL: dict[str, Action] = {
    "settle": action(expand.check_settle, expand.do_settle, expand.gen_settle),
    "develop": action(expand.check_develop, expand.do_develop, expand.gen_develop),
    "fortify": action(expand.check_fortify, expand.do_fortify, expand.gen_fortify),
    "besiege": action(siege.check_besiege, siege.do_besiege, siege.gen_besiege),
    "reinforce": action(siege.check_reinforce, siege.do_reinforce, siege.gen_reinforce),
    "raid": action(raid.check_raid, raid.do_raid, raid.gen_raid),
    "ambush": action(raid.check_ambush, raid.do_ambush, raid.gen_ambush),
    "demand_natives": action(raid.check_demand, raid.do_demand, raid.gen_demand),
    "take_money": action(finance.check_take_money, finance.do_money, finance.gen_take_money),
    "merchant": action(finance.check_merchant, finance.do_money, finance.gen_merchant),
    "trader": action(finance.check_trader, finance.do_money, finance.gen_trader),
    "piracy": action(finance.check_piracy, finance.do_piracy, finance.gen_piracy),
    "draft": action(cards.check_draft, cards.do_draft, cards.gen_draft),
    "discard": action(cards.check_discard, cards.do_discard, cards.gen_discard),
    "reserve": action(cards.check_reserve, cards.do_reserve, cards.gen_reserve),
    "governor": action(cards.check_governor, cards.do_governor, cards.gen_governor),
    "intendant": action(cards.check_intendant, cards.do_intendant, cards.gen_intendant),
    "pass": action(no_check, cards.do_pass, cards.gen_pass),
}
FREE: dict[str, Action] = {
    "military_leader": action(siege.check_military_leader, siege.do_reinforce, siege.gen_military_leader),
    "retrieve_reserve": action(cards.check_retrieve, cards.do_retrieve, cards.gen_retrieve),
    "home_support": action(cards.check_home_support, cards.do_home_support, cards.gen_home_support),
    "withdraw": action(siege.check_withdraw, siege.do_withdraw, siege.gen_withdraw),
    "sell_fur": action(finance.check_sell_fur, finance.do_sell_fur, finance.gen_sell_fur),  # AC-VAR-11
    "discard_lost": action(cards.check_discard_lost, cards.do_discard_lost, cards.gen_discard_lost),  # AC-VAR-17
}
END_TURN = action(cards.check_end_turn, cards.do_end_turn, cards.gen_end_turn)
# answers, per pending decision kind
ANSWER_ACTIONS: dict[str, dict[str, Action]] = {
    "raid_block": {"block": action(raid.check_block, raid.do_block, raid.gen_block),
                   "no_block": action(no_check, raid.do_no_block, raid.gen_no_block)},
    "ambush_loss": {"choose_card": action(raid.check_give, raid.do_give, raid.gen_give)},
    "natives_demand": {"choose_card": action(raid.check_give, raid.do_give, raid.gen_give)},
    "siege_loss": {"choose_card": action(siege.check_siege_loss, siege.do_siege_loss, siege.gen_siege_loss)},
    "occupy": {"occupy": action(siege.check_occupy, siege.do_occupy, siege.gen_occupy),
               "decline_occupy": action(no_check, siege.do_decline_occupy, siege.gen_decline_occupy)},
    "reshuffle_penalty": {"choose_card": action(cards.check_penalty, cards.do_penalty, cards.gen_penalty)},  # AC-VAR-0
    "redraw": {"redraw": action(siege.check_redraw, siege.do_redraw, siege.gen_redraw),  # AC-VAR-5
               "decline_redraw": action(no_check, siege.do_decline_redraw, siege.gen_decline_redraw)},
    "starting_card": {"starting_card": action(cards.check_starting_card, cards.do_starting_card,  # AC-VAR-13
                                              cards.gen_starting_card)},
}
ANSWER_ACTIONS["ambush_block"] = ANSWER_ACTIONS["raid_block"]
# the command types open to the active seat, by phase (built once: the search asks for them at every step)
WITH_ACTIONS = {**NORMAL, **FREE, "end_turn": END_TURN}  # AC-TURN-3: a normal action is left
FREE_ONLY = {**FREE, "end_turn": END_TURN}  # AC-TURN-8/9: no normal action left, or after the end-of-turn draw


def to_act(state: State) -> set[str]:
    return state.to_act()


def actions_now(state: State) -> dict[str, Action]:
    """The command types open to the seat to act: the answers to the pending decision, else by phase
    (AC-TURN-3, AC-TURN-8..10)."""
    if state.pending:
        return ANSWER_ACTIONS[state.pending[0]["kind"]]
    if state.phase == "after_draw" or state.actions_left <= 0:
        return FREE_ONLY
    return WITH_ACTIONS


def refuse(state: State, kind: str) -> IllegalCommand:
    """The error for a command of type `kind` that is not open now, named by the rule that closes it."""
    if state.pending:
        decision = state.pending[0]["kind"]
        return IllegalCommand("AC-TURN-10", f"first answer the pending {decision} decision with "
                                            f"{' or '.join(sorted(actions_now(state)))}")
    if kind in ANSWER_TYPES:
        return IllegalCommand("AC-TURN-10", "there is no decision to answer")
    if state.phase == "after_draw":
        return IllegalCommand("AC-TURN-9", "after the end-of-turn draw only free actions are left: end your turn")
    return IllegalCommand("AC-TURN-3", "you have no normal action left this turn: take free actions or end_turn")


def parse(state: State, command: Any) -> Json:
    """The command in canonical form (commands.py); well formed whatever the state."""
    return parse_command(command)


RULES = decider.Rules(parse=parse, subject=Query, actions_now=actions_now, refuse=refuse, context=Ctx, after=advance)

assert set(SPECS) == set(WITH_ACTIONS) | {k for table in ANSWER_ACTIONS.values() for k in table}
