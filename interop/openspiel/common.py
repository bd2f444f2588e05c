"""A Tabula engine as an OpenSpiel game: the adapter both games share (docs/openspiel.md).

- Players are the engine's seats in `engine.seats(n)` order. Both engines always have exactly one seat to act,
  so the game is sequential; chance nodes are the engine's draws (chance.py), from setup on.
- Actions are tokens of commands (actions.py); a command is played with the engine's own `play`.
- Observations are built from `engine.view(state, seat)` alone; information states add the seat's own record:
  every event as `engine.redact(event, seat)` gives it and every command the seat played, in order, as a chained
  SHA-256 digest (exact, and the string stays short however long the game).
- Returns: the engine's winners share the win (zero-sum: a sole winner +1; with n players each loser -1/(n-1));
  a game with no winner, or cut at `max_game_length`, is a draw (0 for all).
"""
from __future__ import annotations

import hashlib
import json
import random
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

import numpy as np
import pyspiel

from engine.core import Engine, Json

from .actions import Choice, Vocabulary
from .chance import Draw, run_scripted
from .features import hashed


@dataclass(frozen=True)
class Codec:
    """What one game adds to the shared adapter."""

    engine: Engine
    short_name: str
    long_name: str
    parameters: dict[str, Any]  # OpenSpiel's parameter_specification (the defaults), with max_game_length
    specs: Mapping[str, Mapping[str, str]]  # the engine's command fields, in order (commands.py SPECS)
    setting: Callable[[Mapping[str, Any]], tuple[Json, int]]  # params -> (engine options, number of seats)
    values: Callable[[Json, int], Iterable[Any]]  # every field value a command may hold
    max_chance_outcomes: Callable[[Json, int], int]  # a bound on the size of any draw's population
    tensor_size: int  # slots of the hashed view (features.py)
    compact: Callable[[Json], Json]  # the view without what the game's options alone fix (pack, options)
    outcome_text: Callable[[Any], str]  # a drawn item (card, tile...) for a person
    value_text: Callable[[Any], str] = str  # a command's field value for a person


class _Shared:
    """A value states share when cloned (OpenSpiel clones with deepcopy): it is never changed after it is made."""

    def __deepcopy__(self, memo: dict[int, Any]) -> Any:
        return self


@dataclass(frozen=True, eq=False)
class Move(_Shared):
    """A command (or the setup, seat None) waiting for chance: the outcomes drawn so far and the draw it needs."""

    seat: str | None
    command: Json | None
    script: tuple[int, ...]
    need: Draw


@dataclass(frozen=True, eq=False)
class Table(_Shared):
    """The engine's state (None until setup is done), and what each seat sees of it, computed once: OpenSpiel asks
    for a seat's observation string and tensor and information state again and again at one state."""

    state: Any
    seen: dict[tuple[str, str | None], Any] = field(default_factory=dict)

    def sight(self, game: TabulaGame, seat: str | None, kind: str) -> Any:
        """The seat's compact view as JSON text ("text") or hashed ("tensor"); None while setting up."""
        if self.state is None:
            return None
        key = (kind, seat)
        if key not in self.seen:
            if ("view", seat) not in self.seen:
                self.seen["view", seat] = game.codec.compact(game.engine.view(self.state, seat))
            view = self.seen["view", seat]
            self.seen[key] = _line(view) if kind == "text" else hashed(view, game.codec.tensor_size)
        return self.seen[key]


@dataclass(frozen=True, eq=False)
class Cached(_Shared):
    """A seat's decision in progress."""

    choice: Choice
    seat: str


# -- the game -----------------------------------------------------------------------------------------------
class TabulaGame(pyspiel.Game):  # type: ignore[misc]
    """A game of `codec`: each game module subclasses it with its codec and `register`s the subclass."""

    codec: Codec
    game_type: Any

    def __init__(self, params: Mapping[str, Any] | None = None):
        codec, game_type = self.codec, self.game_type
        merged = {**codec.parameters, **(params or {})}
        self.engine = codec.engine
        self.options, self.n = codec.setting(merged)
        self.seats = codec.engine.seats(self.n)
        self.vocabulary = Vocabulary(codec.specs, codec.values(self.options, self.n))
        info = pyspiel.GameInfo(
            num_distinct_actions=len(self.vocabulary),
            max_chance_outcomes=codec.max_chance_outcomes(self.options, self.n),
            num_players=self.n, min_utility=-1.0 / (self.n - 1), max_utility=1.0, utility_sum=0.0,
            max_game_length=int(merged["max_game_length"]))
        super().__init__(game_type, info, merged)
        self.tensor_size = codec.tensor_size + len(self.vocabulary) + 1
        opening = TabulaState(self)
        opening._advance(None, None, ())  # setup runs once, up to its first draw; new states start from there
        self.opening = opening._table, opening._move

    def __deepcopy__(self, memo: dict[int, Any]) -> TabulaGame:
        return self  # a state's clone keeps its game

    def __reduce__(self) -> tuple[Any, ...]:
        return type(self), (self.get_parameters(),)  # pickled (a serialized state) as its class and parameters

    def new_initial_state(self) -> TabulaState:
        state = TabulaState(self)
        state._table, state._move = self.opening
        return state

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> Observer:
        if params:
            raise ValueError(f"observation parameters are not supported; passed {params}")
        return Observer(self, bool(iig_obs_type is not None and iig_obs_type.perfect_recall))

    def state_from_engine(self, state: Any) -> TabulaState:
        """An OpenSpiel state at the engine's `state` (its history and the seats' records start there)."""
        out = TabulaState(self)
        out._table = Table(state)
        out._move = None
        return out


def register(game_class: type[TabulaGame]) -> Any:
    """Registers a game (a subclass of TabulaGame naming its codec, at the top of its module so that pickle finds
    it) with OpenSpiel: pyspiel.load_game(codec.short_name). Its GameType is returned."""
    codec = game_class.codec
    seats = codec.engine.seats_allowed
    game_type = pyspiel.GameType(
        short_name=codec.short_name, long_name=codec.long_name,
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.ZERO_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=max(seats), min_num_players=min(seats),
        provides_information_state_string=True, provides_information_state_tensor=True,
        provides_observation_string=True, provides_observation_tensor=True,
        parameter_specification=codec.parameters)
    game_class.game_type = game_type
    pyspiel.register_game(game_type, game_class)
    return game_type


# -- the state ----------------------------------------------------------------------------------------------
def _line(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"))


def _chain(digest: str, line: str) -> str:
    return hashlib.sha256(f"{digest}\n{line}".encode()).hexdigest()[:32]


class TabulaState(pyspiel.State):  # type: ignore[misc]
    def __init__(self, game: TabulaGame):
        super().__init__(game)
        self._game = game
        self._table = Table(None)
        self._move: Move | None = None
        self._cached: Cached | None = None
        self._records = [(0, "")] * game.n  # per seat: entries recorded, chained digest
        self._actions = 0

    # -- the engine, step by step --------------------------------------------------------------------------
    def _advance(self, seat: str | None, command: Json | None, script: tuple[int, ...]) -> None:
        """Runs the setup (seat None) or `command` with the outcomes in `script`; stops at the next draw."""
        g = self._game
        if seat is None:
            def call(rng: random.Random) -> Any:
                return g.engine.setup(g.options, g.n, rng)
        else:
            state = self._table.state

            def call(rng: random.Random) -> Any:
                return g.engine.play(state, seat, command, rng)
        value, need = run_scripted(call, script)
        if need is not None:
            self._move = Move(seat, command, script, need)
            return
        self._move = None
        events, after = (value, g.engine.fold(value)) if seat is None else value
        self._record(seat, command, events)
        self._table = Table(after)

    def _record(self, seat: str | None, command: Json | None, events: list[Json]) -> None:
        g = self._game
        records = list(self._records)
        for i, s in enumerate(g.seats):
            lines = [f"you: {_line(command)}"] if s == seat else []
            lines += [_line(r) for r in (g.engine.redact(e, s) for e in events) if r is not None]
            count, digest = records[i]
            for line in lines:
                digest = _chain(digest, line)
            records[i] = (count + len(lines), digest)
        self._records = records

    def _seat_to_act(self) -> str:
        (seat,) = self._game.engine.to_act(self._table.state)
        return str(seat)

    def _choice(self) -> Choice:
        if self._cached is None:
            seat = self._seat_to_act()
            commands = self._game.engine.legal_commands(self._table.state, seat)
            self._cached = Cached(Choice.of(self._game.vocabulary, commands), seat)
        return self._cached.choice

    # -- OpenSpiel's API -----------------------------------------------------------------------------------
    def current_player(self) -> int:
        if self.is_terminal():
            return int(pyspiel.PlayerId.TERMINAL)
        if self._move is not None:
            return int(pyspiel.PlayerId.CHANCE)
        return self._game.seats.index(self._seat_to_act())

    def is_terminal(self) -> bool:
        if self._actions >= self._game.max_game_length():
            return True
        return self._move is None and self._game.engine.result(self._table.state) is not None

    def _legal_actions(self, player: int) -> list[int]:
        return self._choice().legal_actions()

    def chance_outcomes(self) -> list[tuple[int, float]]:
        assert self._move is not None, "not a chance node"
        return self._move.need.outcomes()

    def _apply_action(self, action: int) -> None:
        self._actions += 1
        if self._move is not None:
            move = self._move
            self._advance(move.seat, move.command, (*move.script, int(action)))
            return
        choice, command = self._choice().pick(int(action))
        seat = self._seat_to_act()
        if command is None:
            self._cached = Cached(choice, seat)
            return
        self._cached = None
        self._advance(seat, command, ())

    def _action_to_string(self, player: int, action: int) -> str:
        if player == pyspiel.PlayerId.CHANCE:
            if self._move is not None and 0 <= action < len(self._move.need.population):
                return f"draw {self._game.codec.outcome_text(self._move.need.population[action])}"
            return f"draw #{action}"
        g = self._game
        kind, value = g.vocabulary.tokens[action]
        command = self._choice().command_after(action) if self._move is None and not self.is_terminal() else None
        if command is not None:
            return g.engine.label(command)
        return {"end": "end", "type": str(value)}.get(kind) or g.codec.value_text(value)

    def returns(self) -> list[float]:
        n = self._game.n
        result = None if self._move is not None else self._game.engine.result(self._table.state)
        winners = winners_of(result)
        if not self.is_terminal() or not winners:
            return [0.0] * n
        return zero_sum([1.0 / len(winners) if s in winners else 0.0 for s in self._game.seats])

    def estimate(self) -> list[float]:
        """The returns: at the end the real ones, before it the engine's estimate (`ai.evaluate`: each seat's
        chance of winning) taken as each seat's share of the win."""
        if self.is_terminal() or self._table.state is None:
            return self.returns()
        chances = self._game.engine.ai.evaluate(self._table.state)
        total = sum(chances.values()) or 1.0
        return zero_sum([chances[s] / total for s in self._game.seats])

    def choice(self) -> Choice:
        """The decision the seat to act is making: its legal commands and the actions picked so far."""
        return self._choice()

    def resample_from_infostate(self, player: int, sampler: Callable[[], float]) -> TabulaState:
        """A state drawn from `player`'s information set with the engine's own sampler (ai.sample: every
        hidden card dealt again from what the seat knows). Its view, hence its observation, and its
        information state are the player's; the other seats' records start afresh."""
        if self._move is not None or self.is_terminal():
            raise ValueError("resample at a decision node")
        g = self._game
        seat = g.seats[player]
        out: TabulaState = self.clone()
        out._table = Table(g.engine.ai.sample(self._table.state, seat, random.Random(sampler())))
        out._records = [r if i == player else (0, "resampled") for i, r in enumerate(self._records)]
        if self._cached is not None and self._cached.seat != seat:
            out._cached = None
        return out

    # -- what a seat sees ----------------------------------------------------------------------------------
    def picked(self, player: int) -> tuple[int, ...]:
        """The actions `player` has picked of the command it is choosing (none if it is not choosing)."""
        if self._cached is None or self._move is not None or self._cached.seat != self._game.seats[player]:
            return ()
        return self._cached.choice.picked

    def observation_text(self, player: int) -> str:
        text = self._table.sight(self._game, self._game.seats[player], "text")
        if text is None:
            return "setting up"
        picked = self.picked(player)
        if picked:
            text += " picking " + " ".join(str(self._game.vocabulary.tokens[a][1]) for a in picked)
        return text

    def information_text(self, player: int) -> str:
        count, digest = self._records[player]
        return f"record of {count} entries, digest {digest or '-'}\n{self.observation_text(player)}"

    def tensor(self, player: int) -> np.ndarray:
        g = self._game
        out = np.zeros(g.tensor_size, np.float32)
        seen = self._table.sight(g, g.seats[player], "tensor")
        if seen is None:
            out[-1] = 1.0  # setting up
            return out
        out[:g.codec.tensor_size] = seen
        for a in self.picked(player):
            out[g.codec.tensor_size + a] = 1.0
        return out

    def __str__(self) -> str:
        return str(self._table.sight(self._game, None, "text") or "setting up")


class Observer:
    """OpenSpiel's observer (open_spiel/python/observation.py): the observation, or with perfect recall the
    information state. Both tensors are the hashed view and the actions picked of the command in progress: the
    record does not fit a fixed tensor, so the information-state tensor is the observation tensor."""

    def __init__(self, game: TabulaGame, perfect_recall: bool):
        self.perfect_recall = perfect_recall
        self.tensor = np.zeros(game.tensor_size, np.float32)
        self.dict = {"observation": self.tensor}

    def set_from(self, state: TabulaState, player: int) -> None:
        self.tensor[:] = state.tensor(player)

    def string_from(self, state: TabulaState, player: int) -> str:
        return state.information_text(player) if self.perfect_recall else state.observation_text(player)


def zero_sum(shares: list[float]) -> list[float]:
    """Shares of the win (summing to 1) as returns: a whole win +1, each seat's even share 0, sum 0."""
    n = len(shares)
    return [(w - 1.0 / n) * n / (n - 1) for w in shares]


def winners_of(result: Json | None) -> list[str]:
    """The winning seats of an engine's result (one `winner` or several `winners`)."""
    if not result:
        return []
    return list(result.get("winners") or ([result["winner"]] if result.get("winner") else []))
