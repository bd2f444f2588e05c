"""`decide`, `legal_commands` and `to_act`: the one door through which commands enter the game.

Every command type has a check (pure; raises IllegalCommand with the rule id), an effect (emits events
through a Ctx) and a generator of candidates. `legal_commands` keeps exactly the candidates the check
accepts, so it can never list a command that `decide` would refuse.
"""
from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from ..core import IllegalCommand, Json, NotYourTurn
from . import act_cards as cards
from . import act_expand as expand
from . import act_finance as finance
from . import act_raid as raid
from . import act_siege as siege
from .commands import ANSWER_TYPES, parse_command
from .flow import Ctx, advance
from .query import Query
from .state import State


@dataclass(frozen=True)
class Action:
    check: Callable[[Query, Json], Any]
    do: Callable[[Ctx, str, Json, Any], None]
    gen: Callable[[Query], Iterable[Json]]


NORMAL = {
    "settle": Action(expand.check_settle, expand.do_settle, expand.gen_settle),
    "develop": Action(expand.check_develop, expand.do_develop, expand.gen_develop),
    "fortify": Action(expand.check_fortify, expand.do_fortify, expand.gen_fortify),
    "besiege": Action(siege.check_besiege, siege.do_besiege, siege.gen_besiege),
    "reinforce": Action(siege.check_reinforce, siege.do_reinforce, siege.gen_reinforce),
    "raid": Action(raid.check_raid, raid.do_raid, raid.gen_raid),
    "ambush": Action(raid.check_ambush, raid.do_ambush, raid.gen_ambush),
    "demand_natives": Action(raid.check_demand, raid.do_demand, raid.gen_demand),
    "take_money": Action(finance.check_take_money, finance.do_money, finance.gen_take_money),
    "merchant": Action(finance.check_merchant, finance.do_money, finance.gen_merchant),
    "trader": Action(finance.check_trader, finance.do_money, finance.gen_trader),
    "piracy": Action(finance.check_piracy, finance.do_piracy, finance.gen_piracy),
    "draft": Action(cards.check_draft, cards.do_draft, cards.gen_draft),
    "discard": Action(cards.check_discard, cards.do_discard, cards.gen_discard),
    "reserve": Action(cards.check_reserve, cards.do_reserve, cards.gen_reserve),
    "governor": Action(cards.check_governor, cards.do_governor, cards.gen_governor),
    "intendant": Action(cards.check_intendant, cards.do_intendant, cards.gen_intendant),
    "pass": Action(cards.no_check, cards.do_pass, cards.gen_pass),
}
FREE = {
    "military_leader": Action(siege.check_military_leader, siege.do_reinforce, siege.gen_military_leader),
    "retrieve_reserve": Action(cards.check_retrieve, cards.do_retrieve, cards.gen_retrieve),
    "home_support": Action(cards.check_home_support, cards.do_home_support, cards.gen_home_support),
    "withdraw": Action(siege.check_withdraw, siege.do_withdraw, siege.gen_withdraw),
}
END_TURN = Action(cards.check_end_turn, cards.do_end_turn, cards.gen_end_turn)
# answers, per pending decision kind
ANSWER_ACTIONS: dict[str, dict[str, Action]] = {
    "raid_block": {"block": Action(raid.check_block, raid.do_block, raid.gen_block),
                   "no_block": Action(cards.no_check, raid.do_no_block, lambda q: [{"type": "no_block"}])},
    "ambush_loss": {"choose_card": Action(raid.check_give, raid.do_give, raid.gen_give)},
    "natives_demand": {"choose_card": Action(raid.check_give, raid.do_give, raid.gen_give)},
    "siege_loss": {"choose_card": Action(siege.check_siege_loss, siege.do_siege_loss, siege.gen_siege_loss)},
    "occupy": {"occupy": Action(siege.check_occupy, siege.do_occupy, siege.gen_occupy),
               "decline_occupy": Action(cards.no_check, siege.do_decline_occupy,
                                        lambda q: [{"type": "decline_occupy"}])},
}
ANSWER_ACTIONS["ambush_block"] = ANSWER_ACTIONS["raid_block"]


def to_act(state: State) -> set[str]:
    return state.to_act()


def _actions_now(state: State) -> dict[str, Action]:
    """The command types open to the seat to act, by phase (AC-TURN-3, AC-TURN-8..10)."""
    if state.pending:
        return ANSWER_ACTIONS[state.pending[0]["kind"]]
    if state.phase == "after_draw":
        return {**FREE, "end_turn": END_TURN}
    if state.actions_left > 0:
        return {**NORMAL, **FREE, "end_turn": END_TURN}
    return {**FREE, "end_turn": END_TURN}


def _action_for(state: State, kind: str) -> Action:
    actions = _actions_now(state)
    if kind in actions:
        return actions[kind]
    if state.pending:
        decision = state.pending[0]["kind"]
        raise IllegalCommand("AC-TURN-10", f"first answer the pending {decision} decision with "
                                           f"{' or '.join(sorted(actions))}")
    if kind in ANSWER_TYPES:
        raise IllegalCommand("AC-TURN-10", "there is no decision to answer")
    if state.phase == "after_draw":
        raise IllegalCommand("AC-TURN-9", "after the end-of-turn draw only free actions are left: end your turn")
    raise IllegalCommand("AC-TURN-3", "you have no normal action left this turn: take free actions or end_turn")


def decide(state: State, seat: str, command: Any, rng: random.Random) -> list[Json]:
    """The events `command` by `seat` causes, or an error (see `play`); `state` is never changed."""
    return play(state, seat, command, rng)[0]


def play(state: State, seat: str, command: Any, rng: random.Random) -> tuple[list[Json], State]:
    """The events `command` by `seat` causes and the state after them, or an error; `state` is never changed.

    The state is the one the events were folded into as they were emitted, so a caller that needs both (the
    search) saves folding them again.

    Raises:
        MalformedCommand: the command is not well formed.
        NotYourTurn: `seat` is not to act (or the game is over).
        IllegalCommand: the rules forbid it; `rule_id` names the rule.
    """
    cmd = parse_command(command)
    if seat not in to_act(state):
        raise NotYourTurn("the game is over" if state.over else f"it is not {seat}'s turn to act",
                          {"to_act": sorted(to_act(state))})
    action = _action_for(state, cmd["type"])
    plan = action.check(Query(state, seat), cmd)
    ctx = Ctx(state, rng)
    action.do(ctx, seat, cmd, plan)
    advance(ctx)
    return ctx.events, ctx.state


def legal_commands(state: State, seat: str) -> list[Json]:
    """Every command `decide` accepts from `seat` now, in canonical form, each once (the generators
    never repeat a command; the random-game tests hold them to it)."""
    if seat not in to_act(state):
        return []
    q = Query(state, seat)
    out: list[Json] = []
    for action in _actions_now(state).values():
        for cmd in action.gen(q):
            try:
                action.check(q, cmd)
            except IllegalCommand:
                continue
            out.append(cmd)
    return out
