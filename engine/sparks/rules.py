"""`decide`, `legal_commands` and `to_act`: the one door through which commands enter the game.

Every command type has a check (pure; raises IllegalCommand with the rule id), an effect (emits events
through a Ctx) and a generator of candidates. `legal_commands` keeps exactly the candidates the check
accepts, so it never lists a command that `decide` would refuse.
"""
from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from typing import Any

from ..core import IllegalCommand, Json, MalformedCommand, NotYourTurn
from . import act_buy as buy
from . import act_expand as expand
from . import act_hunt as hunt
from . import act_setup as setup
from .commands import SPECS, parse_command
from .flow import Ctx
from .state import State


@dataclass(frozen=True)
class Action:
    check: Callable[[State, str, Json], Any]
    do: Callable[[Ctx, str, Json, Any], None]
    gen: Callable[[State, str], Iterable[Json]]
    gen_checks: bool = False  # the generator yields only commands `check` accepts (tests hold it to that)


def _none(state: State, seat: str, cmd: Json) -> None:
    return None


PLACE = Action(setup.check_place, setup.do_place, setup.gen_place)
BY_PHASE: dict[str, dict[str, Action]] = {
    "lay_tiles": {"lay_tile": Action(setup.check_lay, setup.do_lay, setup.gen_lay)},
    "place_neutral": {"place_member": PLACE},
    "place_first": {"place_member": PLACE},
    "place_second": {"place_member": PLACE,
                     "skip_second_member": Action(setup.check_skip, setup.do_skip, setup.gen_skip)},
    "buy": {"offer_card": Action(buy.check_offer, buy.do_offer, buy.gen_offer),
            "pass_buying": Action(buy.check_pass, buy.do_pass, buy.gen_pass)},
    "hunt": {"hunt": Action(hunt.check_hunt, hunt.do_hunt, hunt.gen_hunt)},
    "grow_neutral": {"grow_neutral": Action(expand.check_grow, expand.do_grow, expand.gen_grow)},
    "expand": {"expand": Action(expand.check_expand, expand.do_expand, expand.gen_expand, gen_checks=True)},
}
ANSWERS: dict[str, dict[str, Action]] = {
    "offer": {"want_card": Action(buy.check_want, buy.do_answer, buy.gen_want),
              "decline_card": Action(_none, buy.do_answer, buy.gen_decline)},
    "keep_or_box": {"keep_offered_card": Action(_none, buy.do_keep, buy.gen_keep),
                    "box_offered_card": Action(_none, buy.do_box, buy.gen_box)},
    "discard_tool": {"discard_tool": Action(buy.check_discard, buy.do_discard, buy.gen_discard)},
    "remove_members": {"remove_members": Action(hunt.check_remove, hunt.do_remove, hunt.gen_remove)},
}
RULE_OF_PHASE = {"lay_tiles": "FS-SETUP-8", "place_neutral": "FS-2P-7", "place_first": "FS-PLACE-2",
                 "place_second": "FS-PLACE-4", "buy": "FS-TECH-3", "hunt": "FS-HUNT-1", "grow_neutral": "FS-2P-11",
                 "expand": "FS-EXPAND-1"}


def to_act(state: State) -> set[str]:
    return state.to_act()


def _actions_now(state: State) -> tuple[str, dict[str, Action]]:
    if state.pending:
        kind = state.pending[0]["kind"]
        return kind, ANSWERS[kind]
    if state.phase == "buy" and state.offer is not None:
        return "offer", ANSWERS["offer"]
    return state.phase, BY_PHASE[state.phase]


def _action_for(state: State, kind: str) -> Action:
    step, actions = _actions_now(state)
    if kind in actions:
        return actions[kind]
    allowed = " or ".join(sorted(actions))
    rule = {"offer": "FS-TECH-5", "keep_or_box": "FS-2P-9", "discard_tool": "FS-CARD-7",
            "remove_members": "FS-FEED-2"}.get(step) or RULE_OF_PHASE[step]
    raise IllegalCommand(rule, f"{kind} is not allowed now: the game waits for {allowed} ({step})",
                         {"allowed": sorted(actions)})


def _check_names(state: State, cmd: Json) -> None:
    """Spaces must exist on this board and cards in this game (shape errors, not rule errors)."""
    board = state.board.space_set
    for space in [cmd["space"]] if "space" in cmd else cmd.get("spaces", []):
        if space not in board:
            raise MalformedCommand(f"there is no space {space!r} on this board",
                                   {"field": "space" if "space" in cmd else "spaces"})
    for card in ([cmd["card"]] if "card" in cmd else []) + cmd.get("tools", []):
        if not 1 <= card <= 41:
            raise MalformedCommand(f"there is no card {card} (cards are numbered 1 to 41)", {"field": "card"})


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
    cmd = parse_command(command, lambda n: state.card(n).food if 1 <= n <= 41 else None)
    _check_names(state, cmd)
    if seat not in to_act(state):
        raise NotYourTurn("the game is over" if state.over else f"it is not {seat}'s turn to act",
                          {"to_act": sorted(to_act(state))})
    action = _action_for(state, cmd["type"])
    plan = action.check(state, seat, cmd)
    ctx = Ctx(state, rng)
    action.do(ctx, seat, cmd, plan)
    return ctx.events, ctx.state


def legal_commands(state: State, seat: str) -> list[Json]:
    """Every command `decide` accepts from `seat` now, in canonical form, each once."""
    return list(_legal(state, seat))


def has_legal_command(state: State, seat: str) -> bool:
    return next(_legal(state, seat), None) is not None


def _legal(state: State, seat: str) -> Iterator[Json]:
    if seat not in to_act(state):
        return
    for action in _actions_now(state)[1].values():
        if action.gen_checks:
            yield from action.gen(state, seat)
            continue
        for cmd in action.gen(state, seat):
            try:
                action.check(state, seat, cmd)
            except IllegalCommand:
                continue
            yield cmd


assert set(SPECS) == {k for table in (*BY_PHASE.values(), *ANSWERS.values()) for k in table}
