"""The action tables of The First Sparks and `RULES`, the one door through which commands enter the game.

Each step of the game (its phase, or the decision it waits for) opens some command types; each type has a check
(pure; raises IllegalCommand with the rule id), an effect (emits events through a Ctx) and a generator of
candidates (engine/decider.py). `legal_commands` keeps exactly the candidates the check accepts, so it never
lists a command that `decide` would refuse.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from .. import decider
from ..checks import show
from ..core import IllegalCommand, Json, MalformedCommand
from . import act_buy as buy
from . import act_expand as expand
from . import act_hunt as hunt
from . import act_setup as setup
from .commands import SPECS, parse_command
from .flow import Ctx
from .query import Query
from .state import State

Action = decider.Action[Query, Ctx]
no_check = decider.no_check


def action(check: Callable[[Query, Any], Any], do: Callable[[Ctx, str, Any, Any], None],
           gen: Callable[[Query], Iterable[Any]], gen_checks: bool = False) -> Action:
    """A table entry. Each check, effect and generator takes its command as the TypedDict of its type
    (commands.py), which mypy cannot see through a table keyed by the type: the table holds them as taking
    JSON objects, which is what parse_command has checked the command to be."""
    return Action(check, do, gen, gen_checks)


PLACE = action(setup.check_place, setup.do_place, setup.gen_place)
ACTIONS: dict[str, dict[str, Action]] = {
    # the phases
    "lay_tiles": {"lay_tile": action(setup.check_lay, setup.do_lay, setup.gen_lay)},
    "place_neutral": {"place_member": PLACE},
    "place_first": {"place_member": PLACE},
    "place_second": {"place_member": PLACE,
                     "skip_second_member": action(setup.check_skip, setup.do_skip, setup.gen_skip)},
    "buy": {"offer_card": action(buy.check_offer, buy.do_offer, buy.gen_offer),
            "pass_buying": action(no_check, buy.do_pass, buy.gen_pass)},
    "hunt": {"hunt": action(hunt.check_hunt, hunt.do_hunt, hunt.gen_hunt)},
    "grow_neutral": {"grow_neutral": action(expand.check_grow, expand.do_grow, expand.gen_grow)},
    "expand": {"expand": action(expand.check_expand, expand.do_expand, expand.gen_expand, gen_checks=True)},
    # the answers: to a card on offer, and to each kind of pending decision
    "offer": {"want_card": action(buy.check_want, buy.do_answer, buy.gen_want),
              "decline_card": action(no_check, buy.do_answer, buy.gen_decline)},
    "keep_or_box": {"keep_offered_card": action(no_check, buy.do_keep, buy.gen_keep),
                    "box_offered_card": action(no_check, buy.do_box, buy.gen_box)},
    "discard_tool": {"discard_tool": action(buy.check_discard, buy.do_discard, buy.gen_discard)},
    "remove_members": {"remove_members": action(hunt.check_remove, hunt.do_remove, hunt.gen_remove)},
}
RULE_OF_STEP = {"lay_tiles": "FS-SETUP-8", "place_neutral": "FS-2P-7", "place_first": "FS-PLACE-2",
                "place_second": "FS-PLACE-4", "buy": "FS-TECH-3", "hunt": "FS-HUNT-1", "grow_neutral": "FS-2P-11",
                "expand": "FS-EXPAND-1", "offer": "FS-TECH-5", "keep_or_box": "FS-2P-9", "discard_tool": "FS-CARD-7",
                "remove_members": "FS-FEED-2"}


def to_act(state: State) -> set[str]:
    return state.to_act()


def step_of(state: State) -> str:
    """What the game waits for: the first pending decision, an answer to the card on offer, or its phase."""
    if state.pending:
        kind: str = state.pending[0]["kind"]
        return kind
    if state.phase == "buy" and state.offer is not None:
        return "offer"
    return state.phase


def actions_now(state: State) -> dict[str, Action]:
    """The command types open now."""
    return ACTIONS[step_of(state)]


def refuse(state: State, kind: str) -> IllegalCommand:
    """The error for a command of type `kind` while the game waits for others, named by the step's rule."""
    step = step_of(state)
    allowed = sorted(ACTIONS[step])
    return IllegalCommand(RULE_OF_STEP[step], f"{kind} is not allowed now: the game waits for "
                                              f"{' or '.join(allowed)} ({step})", {"allowed": allowed})


def parse(state: State, command: Any) -> Json:
    """The command in canonical form (tools grouped by food); spaces must exist on this board and cards in this
    game (shape errors, not rule errors: MalformedCommand)."""
    cmd = parse_command(command, lambda n: state.card(n).food if 1 <= n <= 41 else None)
    board = state.board.space_set
    for space in [cmd["space"]] if "space" in cmd else cmd.get("spaces", []):
        if space not in board:
            raise MalformedCommand(f"there is no space {space!r} on this board",
                                   {"field": "space" if "space" in cmd else "spaces"})
    for card in ([cmd["card"]] if "card" in cmd else []) + cmd.get("tools", []):
        if not 1 <= card <= 41:
            raise MalformedCommand(f"there is no card {show(card)} (cards are numbered 1 to 41)", {"field": "card"})
    return cmd


RULES = decider.Rules(parse=parse, subject=Query, actions_now=actions_now, refuse=refuse, context=Ctx)

assert set(SPECS) == {k for table in ACTIONS.values() for k in table}
assert set(RULE_OF_STEP) == set(ACTIONS)
