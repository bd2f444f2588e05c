"""Invariants over seeded random games of The First Sparks (OpenSpiel's random_sim_test, for our engine).

Each game is played once by the sensible random policy of randomplay.py with every check running as it goes;
each test then asserts that no check failed (the failure lists name the invariant, the seed and the step).
GAMES games per player count run by default (in CHUNKS chunks, so `pytest -n 2` spreads them), the `slow`
marker SLOW_GAMES more.
"""
from __future__ import annotations

import json
import random
from collections import Counter, defaultdict
from itertools import combinations, permutations

import pytest

from engine import sparks
from engine.core import EngineError, IllegalCommand, Json, MalformedCommand, NotYourTurn
from engine.sparks.commands import SPECS, parse_command
from engine.sparks.data import herbs_for
from engine.sparks.evolve import EVENT_TYPES
from engine.sparks.position import export_position, load_position, state_from_position
from engine.sparks.query import MAX_ON_BOARD
from engine.sparks.repetition import table_key
from engine.sparks.rules import actions_now
from engine.sparks.state import FOODS, NEUTRAL, State
from engine.sparks.views import PUBLIC

from .randomplay import PLAYER_COUNTS, Step, play, setup_events

GAMES = 200
SLOW_GAMES = 500
CHUNKS = 8
SAMPLE_EVERY = 20  # every legal command (and the candidates) is tried on every 20th step and pending decision
LOAD_EVERY = 20  # load_position checks the exported position on every 20th step (others: state_from_position)
MUTANTS_EVERY = 3  # mutants of the chosen command are tried on every 3rd step
# the share of each chunk's games the policy ends (the others stall or reach randomplay.CAP_ROUNDS); of the 200
# games, 73 end with 2 players, 159, 160, 158 and 139 with 3-6 (a 2-player clan often stalls on a full board)
MIN_ENDED = {2: 0.15, 3: 0.5, 4: 0.5, 5: 0.5, 6: 0.5}


def snapshot(state: State) -> str:
    return json.dumps(export_position(state), sort_keys=True)


class Chain:
    """A second fold of the log, kept apart from the live states, and the position of the state before the
    next step (to see that decide and legal_commands leave their input alone)."""

    def __init__(self, start: State):
        self.replica = start
        self.exported = export_position(start)


def mutants(command: dict, rnd: random.Random, state: State, seat: str) -> list[dict]:
    """Commands one edit away from `command`: another space, card or number, a list with an element dropped
    or added, another type."""
    spaces = list(state.board.spaces)
    cards = [*state.current, *state.cards[seat], *range(1, 42)]
    out = []
    for field, value in command.items():
        if field == "type":
            continue
        m = dict(command)
        if isinstance(value, list):
            if value:
                m[field] = value[1:]
                out.append(m)
                m = dict(command)
            pool = spaces if field == "spaces" else cards
            extra = rnd.choice(pool) if pool else None
            if extra is not None and extra not in value:
                m[field] = value + [extra]
                out.append(m)
        elif field == "space":
            m[field] = rnd.choice(spaces)
            out.append(m)
        elif field == "card":
            m[field] = rnd.choice(cards)
            out.append(m)
        else:  # q, r, rotation
            m[field] = value + rnd.choice((-1, 1))
            out.append(m)
    out.append(dict(command, type=rnd.choice(sorted(SPECS))))
    return out


def candidates(state: State, seat: str, legal: list[dict], rnd: random.Random) -> list[dict]:
    """Commands of the kinds the game waits for, found without the engine's generators: every space, every
    card, every order of every set of the seat's tools, every set of members to remove; for an expansion,
    every single space and every one-space extension of the listed singles and of 5 other listed sets; for a
    tile, every rotation at every place near the laid tiles."""
    kinds = sorted(actions_now(state))
    spaces = list(state.board.spaces)
    out: list[dict] = [{"type": k} for k in kinds if not SPECS[k]]
    for kind in kinds:
        field = next(iter(SPECS[kind]), None)
        if field == "space":
            out += [{"type": kind, "space": sp} for sp in spaces]
        elif field == "card":
            out += [{"type": kind, "card": n} for n in range(1, 42)]
        elif kind == "hunt":
            tools = [n for n in state.cards[seat] if n > 6]
            out += [{"type": kind, "tools": list(p)} for k in range(len(tools) + 1) for p in permutations(tools, k)]
        elif kind == "remove_members":
            count = state.pending[0]["count"]
            out += [{"type": kind, "spaces": list(c)} for c in combinations(state.clans[seat], count)]
        elif kind == "expand":
            own = set(state.clans[seat])
            adjacency = state.board.adjacency
            out += [{"type": kind, "spaces": [sp]} for sp in spaces]
            sets = [c["spaces"] for c in legal if len(c["spaces"]) == 1]
            sets += rnd.sample([c["spaces"] for c in legal], min(5, len(legal)))
            for placed in sets:
                for nb in sorted({n for sp in own | set(placed) for n in adjacency[sp]} - own - set(placed)):
                    out.append({"type": kind, "spaces": [*placed, nb]})
        elif kind == "lay_tile":
            out += [{"type": kind, "q": q, "r": r, "rotation": rot}
                    for q in range(-4, 5) for r in range(-4, 5) for rot in range(6)]
    return out


def connected(adjacency: dict[str, frozenset[str]], members: list[str]) -> bool:
    """One group by plain adjacency (a mountain does not split a clan, OQ-FS-13)."""
    if not members:
        return True
    seen, stack = {members[0]}, [members[0]]
    while stack:
        for nb in adjacency[stack.pop()]:
            if nb in members and nb not in seen:
                seen.add(nb)
                stack.append(nb)
    return len(seen) == len(members)


def expected_actor(state: State) -> str | None:
    """Who must act, read from the phase: a pending decision's seat, in phase 1 the seat asked about an offer or
    the first seat in turn order that has neither bought nor passed, otherwise the head of the phase's queue."""
    if state.over:
        return None
    if state.pending:
        return state.pending[0]["seat"]
    if state.phase == "buy":
        if state.offer is not None:
            return state.offer["asked"][0]
        return next((s for s in state.order if s not in state.done), None)
    return state.queue[0] if state.queue else None


def queue_fits_phase(state: State) -> bool:
    """The seats still to act in this phase are the tail of the order the phase is played in."""
    q, order = state.queue, state.order
    if state.phase in ("hunt", "expand", "place_first"):
        return q == list(reversed(order))[len(order) - len(q):]  # FS-HUNT-1, FS-EXPAND-1, FS-PLACE-2
    if state.phase == "place_second":
        return q == order[len(order) - len(q):]  # FS-PLACE-4
    if state.phase == "lay_tiles":  # FS-SETUP-8, FS-2P-2 (the first player lays two tiles with 2 players)
        full = [order[0], *order] if state.players == 2 else order
        return q == full[len(full) - len(q):]
    if state.phase in ("place_neutral", "grow_neutral"):  # FS-2P-7, FS-2P-11
        return q == [state.second_player]
    return q == []  # buy, over


class Checker:
    def __init__(self) -> None:
        self.failures: dict[str, list[str]] = defaultdict(list)
        self.rnd = random.Random(7)
        self.games = 0
        self.outcomes: Counter[str] = Counter()

    def fail(self, invariant: str, message: str) -> None:
        if len(self.failures[invariant]) < 20:
            self.failures[invariant].append(message)

    # -- every step ---------------------------------------------------------------------------------------
    def step(self, step: Step, index: int, seed: int, chain: Chain) -> None:
        where = f"{step.before.players}p seed {seed} step {index} {step.seat} {step.command}"
        chain.replica = sparks.fold(step.events, chain.replica)
        after = export_position(step.after)
        if export_position(chain.replica) != after:
            self.fail("replay", f"{where}: folding the log so far differs from the live state")
        self.check_events(step, where)
        self.check_table(step.after, where)
        self.check_turn(step, where)
        self.check_json(step, after, where)
        if index % MUTANTS_EVERY == 0 or step.before.pending:
            self.check_mutants(step, where)
        if index % SAMPLE_EVERY == 0 or step.before.pending:
            self.check_all_legal(step, where)
        if index % LOAD_EVERY == 0:
            self.check_load(after, where)
        if export_position(step.before) != chain.exported:
            self.fail("pure", f"{where}: decide or legal_commands changed the state it was given")
        chain.exported = after

    def check_events(self, step: Step, where: str) -> None:
        if not step.events:
            self.fail("events", f"{where}: an accepted command caused no event")
        for event in step.events:
            kind = event.get("type")
            if kind not in PUBLIC or kind not in EVENT_TYPES:
                self.fail("events", f"{where}: event {kind} has no redact entry (views.PUBLIC) or no fold")
            elif sparks.redact(event, None) is None:
                self.fail("events", f"{where}: event {kind} is redacted away")

    def check_table(self, s: State, where: str) -> None:
        # FS-COMP-1: every card 7-41 and the Herbs in play exactly once, somewhere
        places = [*s.market, *s.deck_top, *s.deck, *s.deck_bottom, *s.boxed, *s.unseen,
                  *(c for cards in s.cards.values() for c in cards)]
        expected = sorted([*range(7, 42), *herbs_for(s.players)])
        if sorted(places) != expected:
            self.fail("conservation", f"{where}: cards are lost or doubled")
        if any(f < 0 for f in s.food.values()) or any(s.harvest[f] < 0 for f in FOODS):
            self.fail("food", f"{where}: negative food {s.food} or harvest {s.harvest}")
        board = s.board
        spaces = set(board.spaces)
        for clan, members in s.clans.items():
            if len(members) > MAX_ON_BOARD or len(set(members)) != len(members):  # FS-COMP-2, FS-EXPAND-3
                self.fail("members", f"{where}: clan {clan} holds {members}")
            if not set(members) <= spaces:
                self.fail("members", f"{where}: clan {clan} stands off the board: {members}")
            if not connected(board.adjacency, members):  # FS-FEED-3, OQ-FS-13
                self.fail("connected", f"{where}: clan {clan} is split: {members}")
        if sorted(s.clans) != sorted(s.seats + ([NEUTRAL] if s.players == 2 else [])):
            self.fail("members", f"{where}: clans {sorted(s.clans)}")

    def check_turn(self, step: Step, where: str) -> None:
        s = step.after
        if not step.legal or step.command not in step.legal:
            self.fail("legal", f"{where}: the seat to act had no legal command, or played an unlisted one")
        actor = expected_actor(s)
        if s.to_act() != ({actor} if actor else set()) or (not s.over and actor is None):
            self.fail("to_act", f"{where}: to_act {s.to_act()} but the phase says {actor}")
        if not s.pending and not queue_fits_phase(s):
            self.fail("to_act", f"{where}: queue {s.queue} does not fit phase {s.phase} with order {s.order}")
        for seat in s.seats:
            if seat != actor and sparks.legal_commands(s, seat):
                self.fail("to_act", f"{where}: {seat} has legal commands but is not to act")

    def check_json(self, step: Step, exported: Json, where: str) -> None:
        if parse_command(step.command, lambda n: step.before.card(n).food) != step.command:
            self.fail("json", f"{where}: command not canonical")
        if json.loads(json.dumps(step.events)) != step.events:
            self.fail("json", f"{where}: events do not round-trip through JSON")
        if export_position(state_from_position(json.loads(json.dumps(exported)))) != exported:
            self.fail("json", f"{where}: position does not round-trip")

    def check_load(self, exported: Json, where: str) -> None:
        """The exported position passes load_position's checks and loads as the same table."""
        try:
            if export_position(load_position(json.loads(json.dumps(exported)))) != exported:
                self.fail("json", f"{where}: position does not round-trip through load_position")
        except EngineError as exc:
            self.fail("json", f"{where}: exported position invalid: {exc}")

    def check_mutants(self, step: Step, where: str) -> None:
        """decide accepts a mutant exactly when legal_commands lists it, and refuses the others with a rule
        id (or as malformed); another seat's command is not its turn."""
        state, seat = step.before, step.seat
        keys = {json.dumps(c, sort_keys=True) for c in step.legal}
        if len(keys) != len(step.legal):
            self.fail("legal", f"{where}: a command is listed twice")
        for m in mutants(step.command, self.rnd, state, seat):
            try:
                key = json.dumps(parse_command(m, lambda n: state.card(n).food if 1 <= n <= 41 else None),
                                 sort_keys=True)
            except MalformedCommand:
                key = None
            try:
                sparks.decide(state, seat, m, random.Random(1))
                accepted = True
            except MalformedCommand:
                accepted = False
            except IllegalCommand as exc:
                accepted = False
                if not exc.rule_id.startswith(("FS-", "OQ-FS-")):
                    self.fail("legal", f"{where}: {m} refused without a rule id: {exc}")
            except NotYourTurn as exc:
                self.fail("legal", f"{where}: {m} raised NotYourTurn for the seat to act: {exc}")
                continue
            if accepted != (key in keys):
                self.fail("legal", f"{where}: mutant {m} accepted={accepted} listed={key in keys}")
        other = self.rnd.choice([s for s in state.seats if s != seat])
        try:
            sparks.decide(state, other, step.command, random.Random(1))
            self.fail("legal", f"{where}: {other} could play out of turn")
        except NotYourTurn:
            pass

    def check_all_legal(self, step: Step, where: str) -> None:
        """Every listed command is accepted, and every command of the candidates below that is accepted is
        listed (no legal command is missing from the list)."""
        for cmd in step.legal:
            try:
                sparks.decide(step.before, step.seat, cmd, random.Random(1))
            except EngineError as exc:
                self.fail("legal", f"{where}: listed {cmd} refused: {exc}")
        keys = {json.dumps(c, sort_keys=True) for c in step.legal}
        for cmd in candidates(step.before, step.seat, step.legal, self.rnd):
            try:
                sparks.decide(step.before, step.seat, cmd, random.Random(1))
            except (IllegalCommand, MalformedCommand):
                continue
            key = json.dumps(parse_command(cmd, lambda n: step.before.card(n).food), sort_keys=True)
            if key not in keys:
                self.fail("legal", f"{where}: {cmd} is accepted but not listed")

    # -- every game -----------------------------------------------------------------------------------------
    def game(self, seed: int, players: int) -> None:
        chain = Chain(sparks.fold(setup_events(seed, players)))
        game = play(seed, players, on_step=lambda step, index: self.step(step, index, seed, chain))
        self.games += 1
        final = game.final
        if snapshot(sparks.fold(game.events)) != snapshot(final):
            self.fail("replay", f"{players}p seed {seed}: folding the whole log differs from the live state")
        self.outcomes[game.outcome] += 1
        if final.over:
            self.check_result(final, f"{players}p seed {seed}")
        for seat in final.seats:
            if sparks.legal_commands(final, seat) and final.over:
                self.fail("to_act", f"{players}p seed {seed}: {seat} has commands after the end")

    def check_result(self, s: State, where: str) -> None:
        """FS-END-1/4/5: the game ends after phase 3 with a clan of 13 or more, none left, or at a table two
        earlier rounds began at; most members win, then most food."""
        result = s.result
        sizes = {seat: s.size(seat) for seat in s.seats}
        reason = "clan_size" if max(sizes.values()) >= 13 else "no_members" if not any(sizes.values()) else "repetition"
        if result["reason"] != reason:
            self.fail("result", f"{where}: ended with clans {sizes} for the reason {result['reason']}")
        if reason == "repetition" and s.round_starts.count(table_key(s)) < 2:
            self.fail("result", f"{where}: ended by repetition at a table rounds began at {s.round_starts}")
        scores = result["scores"]
        if any(scores[seat] != {"members": sizes[seat], "food": s.food[seat]} for seat in s.seats):
            self.fail("result", f"{where}: scores {scores} differ from the table")
        best = max((v["members"], v["food"]) for v in scores.values())
        winners = {seat for seat, v in scores.items() if (v["members"], v["food"]) == best}
        if set(result["winners"]) != winners or result["winner"] != (winners.pop() if len(winners) == 1 else None):
            self.fail("result", f"{where}: winners {result['winners']} but scores {scores}")


def run(players: int, seeds: range) -> Checker:
    checker = Checker()
    for seed in seeds:
        checker.game(seed, players)
    return checker


def assert_invariants(checker: Checker, players: int) -> None:
    """replay: folding the log gives the live state after every command; json: commands, events and positions
    round-trip and every exported position loads; conservation, food, members, connected: the table stays
    whole; to_act: one seat acts, the one the phase names, and only it has commands; legal: decide accepts
    exactly what legal_commands lists, with a rule id for the refusals; pure: decide never changes its input;
    events: every event has a fold and a redact entry; result: the winner follows the scores."""
    failures = {name: found for name, found in checker.failures.items() if found}
    assert not failures, json.dumps(failures, indent=1)
    ended = checker.outcomes["ended"]
    assert ended >= MIN_ENDED[players] * checker.games, f"only {ended} of {checker.games} ended: {checker.outcomes}"


@pytest.mark.parametrize("chunk", range(CHUNKS))
@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_FS_COMP_2_random_games_keep_every_invariant(players: int, chunk: int) -> None:
    size = GAMES // CHUNKS
    assert_invariants(run(players, range(chunk * size, (chunk + 1) * size)), players)


@pytest.mark.slow
@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_FS_COMP_2_many_random_games_keep_every_invariant(players: int) -> None:
    assert_invariants(run(players, range(GAMES, GAMES + SLOW_GAMES)), players)
