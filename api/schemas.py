"""Marshmallow schemas of the HTTP API.

The schemas that depend on the games served are built per app from those games (`for_games`, called by
api/app.py): one command model per game and command type, from each engine's `command_schemas()`, all joined in
one discriminated union, so a generated SDK gets a model per command (`<Game><Type>Command`) without api/
knowing any game; the standing order's fields, from each game's `orders.order_schema()`; the seat counts and
game types of the requests. Every other schema is the same for every game.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from marshmallow import EXCLUDE, RAISE, Schema, ValidationError, fields, validate
from marshmallow_oneofschema import OneOfSchema

from engine import clock, lifecycle, records
from engine.bots import DEFAULT_SECONDS, LEVELS, MAX_THINK_SECONDS
from engine.core import Engine

from . import bounds, codes


def _camel(name: str) -> str:
    return "".join(part.capitalize() for part in name.replace("-", "_").split("_"))


def _field(spec: dict[str, Any], required: bool) -> fields.Field:
    doc = {"description": spec.get("description", "")}
    if spec.get("type") == "array":
        item = _integer() if spec.get("items", {}).get("type") == "integer" else fields.String()
        return fields.List(item, required=required, validate=validate.Length(min=spec.get("minItems", 0)),
                           metadata=doc)
    if spec.get("type") == "integer":
        return _integer(required=required, metadata=doc)
    if "enum" in spec:
        return fields.String(required=required, validate=validate.OneOf(spec["enum"]), metadata=doc)
    return fields.String(required=required, metadata=doc)


def _integer(**kwargs: Any) -> fields.Integer:
    """An integer of a command: documented within the input limit every JSON integer of a body meets."""
    return fields.Integer(validate=validate.Range(min=-bounds.MAX_INTEGER, max=bounds.MAX_INTEGER), **kwargs)


def _command_schema(game: str, kind: str, spec: dict[str, Any]) -> type[Schema]:
    # `default` (documentation only: `type` stays required) lets a generated model of the Python SDK be built
    # from its other fields alone, without naming its one-value enum
    attrs: dict[str, Any] = {"type": fields.String(required=True, validate=validate.OneOf([kind]),
                                                   metadata={"default": kind})}
    for name, prop in spec["properties"].items():
        attrs[name] = _field(prop, name in spec["required"])
    # the document's example of the type (OpenAPI 3.0 takes one): the first of the engine's `examples`
    examples = {"example": spec["examples"][0]} if spec.get("examples") else {}
    attrs["Meta"] = type("Meta", (), {"unknown": RAISE, **examples})
    schema = type(f"{_camel(game)}{_camel(kind)}Command", (Schema,), attrs)
    schema.__doc__ = spec.get("description", "")
    return schema


MAX_VERSION = 2**53  # larger numbers are no stream id Redis accepts (and no JSON client reads exactly)

# the descriptions of fields several models share
GAME_ID = "The game's id, as in /v1/games/{game_id}."
VERSION = ("The game's version: how many entries its log has (0 at creation; setup events are no entry). Send it "
           "as expected_version with a command decided on this answer.")
TO_ACT = ("The seats the game waits for now, sorted: several at once in a simultaneous turn; empty while a seat is "
          "still open and once the game is over.")
GAME_TYPE = "The game's type (GET /v1/games/types lists them)."
MS = "ms since the epoch, by the server's clock"


# -- the typed state: views, events, decisions and results (docs/state-schemas.md) ---------------------------
# Each engine describes them with JSON Schema (Engine.state_schemas, in a small dialect); `state_components` turns
# those into OpenAPI 3.0.3 components, registered once per app (api/app.py). The fields below only point at them:
# a view or an event list is passed through as it is (fields.Raw), never validated or dumped field by field.
COMPONENTS = "#/components/schemas/"
NULL: dict[str, Any] = {"type": "string", "nullable": True, "enum": [None], "description": "null"}
RATING_CHANGE: dict[str, Any] = {
    "type": "object", "description": "A seat's rating change (docs/players.md): each value before and after.",
    "properties": {"player": {"type": "string", "description": "The player's id."},
                   **{f"{what}_{when}": {"type": "number", "description": f"{what} {when} the game."}
                      for what in ("mu", "sigma", "ordinal") for when in ("before", "after")},
                   "delta": {"type": "number", "description": "The change of the ordinal."},
                   "rating_before": {"type": "integer", "description": "The displayed rating before the game."},
                   "rating_after": {"type": "integer", "description": "The displayed rating after the game."}},
    "required": ["player", "mu_before", "mu_after", "sigma_before", "sigma_after", "ordinal_before",
                 "ordinal_after", "delta", "rating_before", "rating_after"],
    "additionalProperties": False}
RATINGS: dict[str, Any] = {  # what the scoring job adds to the result of a rated game (workers/scoring.py)
    "type": "object", "additionalProperties": {"$ref": COMPONENTS + "RatingChange"},
    "description": "GET /v1/games/{id}/result of a rated game only: each seat's rating change, by seat."}


class Typed(fields.Raw):
    """A field documented as the state component `component` (a list of them: `many`; or null: `nullable`),
    passed through as it is: the engine made it, and dumping it field by field would cost without checking
    anything. A lone one is a plain `$ref` (`typed_property`), without a description of its own: a sibling of
    `$ref` is ignored, and `allOf` around a discriminated union makes openapi-typescript omit its discriminator."""

    def __init__(self, component: str, description: str = "", many: bool = False, nullable: bool = False,
                 **kwargs: Any):
        self.component = component
        ref = {"$ref": COMPONENTS + component}
        shape = {"type": "array", "items": ref} if many else {"oneOf": [ref, NULL]} if nullable else {}
        super().__init__(metadata={**shape, "description": description} if shape else {}, **kwargs)
        self.lone = not shape


def typed_property(self: Any, field: fields.Field, **kwargs: Any) -> dict[str, Any]:
    """The apispec attribute function of `Typed` fields (api/app.py adds it to the marshmallow converter)."""
    return {"$ref": COMPONENTS + field.component} if isinstance(field, Typed) and field.lone else {}


def _to_openapi(schema: Any, prefix: str) -> Any:
    """A schema of the engines' dialect as OpenAPI 3.0.3: `$ref`s to the prefixed components, `[T, "null"]` as
    `nullable`, `const` as a one-value `enum`."""
    if not isinstance(schema, dict):
        return schema
    if "$ref" in schema:
        return {"$ref": COMPONENTS + prefix + schema["$ref"].removeprefix("#/$defs/")}
    out: dict[str, Any] = {}
    for key, value in schema.items():
        if key == "type" and isinstance(value, list):
            out["type"], out["nullable"] = next(t for t in value if t != "null"), True
        elif key == "const":
            out["enum"] = [value]
        elif key == "properties":
            out[key] = {name: _to_openapi(prop, prefix) for name, prop in value.items()}
        elif key in ("items", "additionalProperties"):
            out[key] = _to_openapi(value, prefix)
        elif key == "oneOf":
            out[key] = [_to_openapi(option, prefix) for option in value]
        else:
            out[key] = value
    if out.get("nullable") and "enum" in out:
        # an enum or null, as a oneOf with a null-only member: openapi-python-client gives `Literal[...] | None`
        # (for a nullable enum it makes three identical Literals), openapi-typescript `(...) | (null)`
        values = [v for v in out.pop("enum") if v is not None]
        del out["nullable"]
        described = {"description": out.pop("description")} if "description" in out else {}
        return {**described, "oneOf": [{**out, "enum": values}, NULL]}
    return out


def _union(description: str, members: Mapping[str, str], discriminator: str | None) -> dict[str, Any]:
    """A oneOf of components (by value of the `discriminator` property, if any)."""
    union: dict[str, Any] = {"description": description,
                             "oneOf": [{"$ref": COMPONENTS + name} for name in members.values()]}
    if discriminator is not None:
        union["discriminator"] = {"propertyName": discriminator,
                                  "mapping": {value: COMPONENTS + name for value, name in members.items()}}
    return union


def state_components(games: Mapping[str, Engine]) -> dict[str, dict[str, Any]]:
    """The OpenAPI components of every game's typed state, by name (docs/state-schemas.md): each game's defs, prefixed
    with its title-cased name (`AcresCard`), and its parts: `<Game>State` (what GET /state answers: the view, or
    the position with ?full=1), `<Game><Type>Event`, `<Game><Kind>Decision`, `<Game>Result` (as the lifecycle may
    amend it), where a part that is a lone $ref is the def it names; `<Game>Event`, the union of its events (by
    `type`); the lifecycle's (`LifecycleResignedEvent`..., `LifecycleEvent`, `LifecycleResult`); and the unions
    the API's models use: `GameView` (by `game`), `GameEvent` (the union of every `<Game>Event` and
    `LifecycleEvent`: an event type may exist in several games, GameStarted in every one, so no one discriminator
    can tell them apart; each member union is discriminated by `type`, and within one type the games' events differ
    by their fields, which tests/conformance/test_state_schemas.py checks), `GameDecision` (by `kind`: kinds are
    unique across games) and `GameResult` (a game's result or the lifecycle's own)."""
    out: dict[str, dict[str, Any]] = {"RatingChange": RATING_CHANGE}

    def add(name: str, schema: dict[str, Any], prefix: str) -> str:
        """The component `schema` is: the def a lone $ref names, else a new one named `name`."""
        if set(schema) == {"$ref"}:
            return str(_to_openapi(schema, prefix)["$ref"]).removeprefix(COMPONENTS)
        assert name not in out, f"two state components are named {name}"
        out[name] = schema if prefix == "" else _to_openapi(schema, prefix)
        return name

    views: dict[str, str] = {}
    event_unions: list[str] = []
    decisions: dict[str, str] = {}
    results: list[str] = []
    parts = [(game, _camel(game), engine.state_schemas()) for game, engine in games.items()]
    for game, prefix, spec in [*parts, ("", "Lifecycle", lifecycle.state_schemas())]:
        result, defs = spec["result"], spec["defs"]
        if game:  # a game's result, as the lifecycle may amend it when seats left (engine.lifecycle.final)
            result, defs = lifecycle.amended_result(result, defs)
        for name, schema in defs.items():
            add(prefix + name, schema, prefix)
        if game:
            view = spec["view"]
            if "oneOf" in view and "type" not in view:  # an object (its alternatives are): so openapi-typescript
                view = {"type": "object", **view}  # gives it GameView's `game`, as it does to an object schema
            views[game] = add(f"{prefix}State", view, prefix)
        events = {kind: add(f"{prefix}{kind}Event", schema, prefix) for kind, schema in spec["events"].items()}
        event_unions.append(add(f"{prefix}Event", _union(
            f"An event of {game or 'the lifecycle (any game)'}, by its type.", events, "type"), ""))
        for kind, schema in spec["decisions"].items():
            assert kind not in decisions, f"the decision kind {kind} exists in two games"
            decisions[kind] = add(f"{prefix}{_camel(kind)}Decision", schema, prefix)
        results.append(add(f"{prefix}Result", result, prefix))
        target = out[results[-1]]  # any result, in GET /result of a rated game: the ratings too
        target["properties"] = {**target["properties"], "ratings": RATINGS}
    add("GameView", _union("The game's view for the caller, by its game (the whole position with ?full=1).",
                           views, "game"), "")
    add("GameEvent", {"description": "An event of any game, or of the lifecycle (resigning, joining...).",
                      "oneOf": [{"$ref": COMPONENTS + name} for name in event_unions]}, "")
    if decisions:
        add("GameDecision", _union("A question a seat must answer, by its kind.", decisions, "kind"), "")
    add("GameResult", {"description": "A finished game's result: the game's own (as seats that left amend it) or "
                                      "the lifecycle's (resigned, timed out, aborted, declined, expired).",
                       "oneOf": [{"$ref": COMPONENTS + name} for name in results]}, "")
    return out


class Strict(Schema):
    class Meta:
        unknown = RAISE


# JSON bodies: a number or boolean must be one (marshmallow's own fields take "0", 0.5 as 0, "yes"...)
class StrictBoolean(fields.Boolean):
    def _deserialize(self, value: Any, attr: Any, data: Any, **kwargs: Any) -> bool:
        if not isinstance(value, bool):
            raise self.make_error("invalid")
        return value


class StrictFloat(fields.Float):
    def _deserialize(self, value: Any, attr: Any, data: Any, **kwargs: Any) -> float:
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise self.make_error("invalid")
        return super()._deserialize(value, attr, data, **kwargs)


PROBLEM_CODE = validate.OneOf(sorted(codes.CODES))  # every code the server sends (api/codes.py)
NO_CONTROL_CHARACTERS = validate.Regexp(r"^[^\x00-\x1f\x7f-\x9f]*$", error="control characters are not allowed")


class SeatSpec(Strict):
    """One seat of a new game: who plays it (an anonymous human, the server's AI, an open seat or a registered
    player) and its display name."""

    name = fields.String(validate=[validate.Length(min=1, max=bounds.MAX_NAME), NO_CONTROL_CHARACTERS],
                         metadata={"description": f"Display name, 1 to {bounds.MAX_NAME} characters (default: the "
                                                  "seat name)."})
    kind = fields.String(load_default="human", validate=validate.OneOf(["human", "ai", "open", "player"]), metadata={
        "description": "human: an anonymous seat, opened by the seat token returned at creation; ai: played by the "
                       "server (`level`); open: any registered player may take it (POST .../join); player: reserved "
                       "for `player` (taken at once if the caller is that player, else a challenge it accepts by "
                       "joining or declines). The game starts when every seat is taken."})
    player = fields.String(validate=validate.Length(min=2, max=30), metadata={
        "description": "Kind player: the player's id or name (GET /v1/players/{player_id})."})
    level = fields.String(validate=validate.OneOf(LEVELS), metadata={
        "description": "AI level (default heuristic): random, heuristic (fast hand-written play) or search "
                       "(information-set Monte Carlo tree search; see docs/ai.md)."})
    think_seconds = StrictFloat(validate=validate.Range(min=0.05, max=MAX_THINK_SECONDS), metadata={
        "description": f"Level search: time per decision in seconds (default {DEFAULT_SECONDS})."})


class TimeControl(Strict):
    """A game's time control (docs/rules-lifecycle.md, LC-TIME-*). Out-of-range values are refused with
    invalid_time_control."""

    kind = fields.String(required=True, validate=validate.OneOf(clock.KINDS), metadata={
        "description": "none; correspondence (a deadline per move: hours_per_move); fischer (a bank of base_seconds "
                       "per seat, plus increment_seconds per command)."})
    base_seconds = fields.Integer(strict=True, metadata={
        "description": "Fischer: each seat's time at the start.", "minimum": clock.LIMITS["base_seconds"][0],
        "maximum": clock.LIMITS["base_seconds"][1]})
    increment_seconds = fields.Integer(strict=True, metadata={
        "description": "Fischer: added to the seat's time after each of its commands (default 0).",
        "minimum": clock.LIMITS["increment_seconds"][0], "maximum": clock.LIMITS["increment_seconds"][1]})
    hours_per_move = fields.Integer(strict=True, metadata={
        "description": "Correspondence: the time for each move.", "minimum": clock.LIMITS["hours_per_move"][0],
        "maximum": clock.LIMITS["hours_per_move"][1]})
    on_timeout = fields.String(validate=validate.OneOf(clock.POLICIES), metadata={
        "description": "lose (default): two seats, the game is lost on time; more, an AI plays the seat from then "
                       "on. ai: the AI plays that one move."})
    ai_level = fields.String(validate=validate.OneOf(LEVELS), metadata={
        "description": "The AI level that plays for a seat out of time or gone (default heuristic)."})


class SeatOut(Schema):
    """A seat of a game as anybody may see it (plus its token in the create answer): its name, who plays it, and
    for a registered player's seat, who sits or is awaited there."""

    seat = fields.String(required=True, metadata={"description": "The seat's name in the game's rules (e.g. british, "
                                                                 "red): the one commands, views and to_act use."})
    name = fields.String(required=True, metadata={"description": "Its display name (SeatSpec.name, else the seat "
                                                                 "name)."})
    kind = fields.String(required=True, metadata={"description": "Who plays it: human (the seat token), ai (the "
                                                                 "server), open (any player who joins) or player "
                                                                 "(the player it is reserved for); see SeatSpec.kind."})
    level = fields.String(metadata={"description": "Kind ai only: the AI's level (random, heuristic or search)."})
    think_seconds = fields.Float(metadata={"description": "Kind ai at level search only: its time per decision, "
                                                          "in seconds."})
    token = fields.String(metadata={"description": "Bearer token of this seat; returned once, at creation."})
    player = fields.String(allow_none=True, metadata={"description": "The registered player in this seat (null: "
                                                                     "open, not taken yet)."})
    reserved_for = fields.String(metadata={"description": "The player this seat waits for (a challenge)."})


class Fairness(Schema):
    """Whether anyone may know a hidden card or a draw of this game (docs/fairness.md). The same in every answer
    and for every caller: summary, create answer, state view, feed `view` and `end` items."""

    fair = fields.Boolean(required=True, metadata={"description": (
        "True: the server chose the seed secretly and nobody was shown a hidden card it may not know; `reasons` "
        "is empty. False: see `reasons`. Only fair games may ever count for ratings.")})
    reasons = fields.List(fields.String(), required=True, metadata={"description": (
        "Why the game is not fair, sorted; stable names (treat an unknown one as unfair too): `chosen_seed` (the "
        "creator chose the seed and can compute every draw), `position` (the creator supplied the starting "
        "position, hands and decks included), `sandbox` (the owner token may read the full state while the game "
        "runs), `unrecorded` (created before this record was kept: its seed may have been a client's).")})
    seed_sha256 = fields.String(required=True, allow_none=True, metadata={"description": (
        "Commitment to the server's seed, published at creation: SHA-256 (hex) of the seed's UTF-8 text. The seed "
        "is 128 random bits, so it cannot be searched for. Null when the seed is not the server's.")})
    seed = fields.String(required=True, allow_none=True, metadata={"description": (
        "The server's seed, revealed once the game is over (null before): check it against `seed_sha256`, then "
        "replay the log's chance with it (docs/fairness.md). A client's seed is never returned.")})


class SeatClock(Schema):
    """A seat's time now, in a Clock (engine/clock.py, Clock.shown)."""

    remaining_ms = fields.Integer(required=True, metadata={"description": (
        "The ms it has left now: of its bank (fischer), or of its move's time (correspondence: the whole "
        "hours_per_move while its clock does not run); never below 0.")})
    running = fields.Boolean(required=True, metadata={"description": "Its clock runs: it is to act."})
    deadline = fields.Integer(required=True, allow_none=True, metadata={"description": (
        f"When its time is out if it does not act, {MS}; null while its clock does not run.")})


class ClockControl(Schema):
    """A game's time control as the server keeps it: the TimeControl it was created with, its defaults filled in
    (a game without a clock has no Clock: kind is never none)."""

    kind = fields.String(required=True, validate=validate.OneOf([k for k in clock.KINDS if k != "none"]),
                         metadata={"description": "correspondence (a deadline per move) or fischer (a bank per "
                                                  "seat plus an increment per command)."})
    on_timeout = fields.String(required=True, validate=validate.OneOf(clock.POLICIES), metadata={
        "description": "What a seat out of time gets: lose, or ai (the AI plays that move); see TimeControl."})
    ai_level = fields.String(required=True, validate=validate.OneOf(LEVELS), metadata={
        "description": "The AI level that plays for a seat out of time or gone."})
    base_seconds = fields.Integer(metadata={"description": "Fischer only: each seat's time at the start."})
    increment_seconds = fields.Integer(metadata={"description": "Fischer only: added to the seat's time after "
                                                                "each of its commands."})
    hours_per_move = fields.Integer(metadata={"description": "Correspondence only: the time for each move."})


class Clock(Schema):
    """The time control and each seat's time now (engine/clock.py, Clock.shown), by the server's clock; null in
    a game without a time control."""

    control = fields.Nested(ClockControl, required=True)
    now = fields.Integer(required=True, metadata={"description": f"The time this answer was made at, {MS}: "
                                                                 "remaining_ms counts from it."})
    seats = fields.Dict(keys=fields.String(), values=fields.Nested(SeatClock), required=True, metadata={
        "description": "By seat: its time now."})


class EntryClock(Schema):
    """A game with a time control: the clocks after a log entry (engine/clock.py, Clock.to_json, with the time
    the command took); the entry's `ts` is the server's time it was written at."""

    bank = fields.Dict(keys=fields.String(), values=fields.Integer(), required=True, metadata={
        "description": "By seat: the ms it had left when its clock last stopped (fischer; 0 for correspondence)."})
    since = fields.Dict(keys=fields.String(), values=fields.Integer(), required=True, metadata={
        "description": f"By seat, only the seats to act after the entry: when its clock started running, {MS}."})
    used_ms = fields.Dict(keys=fields.String(), values=fields.Integer(), metadata={
        "description": "The entry's seat: the ms its command took (0 for a standing order's answer); absent for "
                       "an entry of the lobby (join...: no seat's move)."})


class Created(Schema):
    """The answer to createGame: the new game, its seats with their tokens and the owner token, each shown only
    here."""

    game_id = fields.String(required=True, metadata={"description": GAME_ID})
    type = fields.String(required=True, metadata={"description": GAME_TYPE})
    version = fields.Integer(required=True, metadata={"description": VERSION})
    status = fields.String(required=True, metadata={"description": "open (a seat waits for a player), active or "
                                                                   "over."})
    rated = fields.Boolean(required=True, metadata={"description": "The result will update the players' ratings "
                                                                   "(CreateGame.rated)."})
    seats = fields.List(fields.Nested(SeatOut), required=True, metadata={
        "description": "Every seat in the game's order; a human seat carries its `token`, shown only here."})
    owner_token = fields.String(required=True, metadata={"description": "Returned once, at creation."})
    to_act = fields.List(fields.String(), required=True, metadata={"description": TO_ACT})
    fairness = fields.Nested(Fairness, required=True)


STATUSES = ["open", "active", "over"]


class Summary(Schema):
    """A game at a glance, as anybody may see it (getGame, the lists): its seats, status, version, who is to act,
    its clock and result, without the position."""

    game_id = fields.String(required=True, metadata={"description": GAME_ID})
    type = fields.String(required=True, metadata={"description": GAME_TYPE})
    status = fields.String(required=True, validate=validate.OneOf(STATUSES), metadata={
        "description": "open: a seat waits for a player (nobody acts until every seat is taken); active; over."})
    rated = fields.Boolean(required=True, metadata={"description": "The result updates the players' ratings."})
    expires_at = fields.Integer(allow_none=True, metadata={"description": "An open game ends unplayed at this time "
                                                                         "(ms since the epoch) if a seat still waits."})
    clock = Typed("Clock", "The time control and each seat's time now (null: no time control).", nullable=True)
    version = fields.Integer(required=True, metadata={"description": VERSION})
    seats = fields.List(fields.Nested(SeatOut), required=True, metadata={"description": "Every seat, in the game's "
                                                                                        "order (no tokens)."})
    to_act = fields.List(fields.String(), required=True, metadata={"description": TO_ACT})
    options = fields.Dict(required=True, metadata={"description": "The options given at creation ({}: the game's "
                                                                  "defaults); GameType.options is their schema."})
    created_at = fields.Integer(required=True, metadata={"description": "ms since the epoch"})
    updated_at = fields.Integer(required=True, metadata={"description": f"When the last entry was appended "
                                                                        f"(creation, if none), {MS}."})
    result = Typed("GameResult", "The result once the game is over (null before).", nullable=True)
    fairness = fields.Nested(Fairness, required=True)


class GameList(Schema):
    """A page of games (listGames), the latest updated first."""

    games = fields.List(fields.Nested(Summary), required=True, metadata={"description": "This page's games."})
    total = fields.Integer(required=True, metadata={"description": "Games that match the filters."})
    next_offset = fields.Integer(allow_none=True, metadata={"description": "The `offset` of the next page; null: "
                                                                           "this is the last page."})


class GameType(Schema):
    """A game this server plays: what createGame needs to know (seat counts and names, options) and its command
    types."""

    type = fields.String(required=True, metadata={"description": "The type to give createGame (e.g. acres)."})
    title = fields.String(required=True, metadata={"description": "The game's full name, for people."})
    description = fields.String(required=True, metadata={"description": "What the game is, and what to know about "
                                                                        "its data (e.g. provisional values)."})
    seats = fields.List(fields.Integer(), required=True, metadata={"description": "Allowed seat counts."})
    seat_names = fields.Dict(keys=fields.String(), values=fields.List(fields.String()), required=True, metadata={
        "description": "By seat count (as a string): the seats' names in order, as a game of that many seats "
                       "names them."})
    options = fields.Dict(required=True, metadata={"description": "JSON Schema of the options."})
    commands = fields.List(fields.String(), required=True, metadata={
        "description": "Its command types, sorted (each a model of AnyCommand; resign, abort and claim_timeout "
                       "are every game's)."})


class GameTypes(Schema):
    """Every game type this server plays."""

    types = fields.List(fields.Nested(GameType), required=True, metadata={"description": "One per game type "
                                                                                        "this server plays."})


class StateArgs(Strict):
    full = fields.Boolean(load_default=False,
                          metadata={"description": "Owner token only, sandbox or finished games: the full position."})


class BoardArgs(Strict):
    version = fields.Integer(validate=validate.Range(min=0, max=MAX_VERSION),
                             metadata={"description": "Draw the game as it was at this version (default: now)."})


class View(Schema):
    """The game as the caller may see it now (getGameState): its seat's view, or a spectator's."""

    game_id = fields.String(required=True, metadata={"description": GAME_ID})
    version = fields.Integer(required=True, metadata={"description": VERSION})
    seat = fields.String(allow_none=True, required=True, metadata={
        "description": "The seat whose view this is (the token's); null: a spectator's (no token, or the owner "
                       "token)."})
    state = Typed("GameView", required=True)  # the caller's view (with ?full=1, the whole position)
    fairness = fields.Nested(Fairness, required=True)
    clock = Typed("Clock", "The time control and each seat's time now (null: no time control).", nullable=True)


BY = fields.String(validate=validate.OneOf(["order", "clock"]),
                   metadata={"description": "`order`: the seat's standing order gave this command "
                                            "(docs/standing-orders.md); `clock`: a deadline did (the seat's time ran "
                                            "out: docs/rules-lifecycle.md); absent for a command the seat sent."})


class Entry(Schema):
    """One entry of a game's log as the caller may see it: the command, who sent it, and the events it made."""

    version = fields.Integer(required=True, metadata={"description": "The version this entry made (the first "
                                                                     "entry is 1): resume after it with ?after=."})
    seat = fields.String(required=True, metadata={"description": "The seat that sent the command, or that a "
                                                                 "lifecycle or lobby entry is about (resign, join...)."})
    command = Typed("LoggedCommand", required=True)  # as it was logged (any seat sees it whole)
    events = Typed("GameEvent", "As the caller may see them (all of them once the game is over).", many=True,
                    required=True)
    ts = fields.Integer(required=True, metadata={"description": f"When it was appended, {MS}."})
    words = fields.List(fields.String(), metadata={"description": "With `?words=true`: each event in plain English, "
                                                                  "in the order of `events`."})
    by = BY
    clock = Typed("EntryClock")  # a game with a time control only


class Accepted(Schema):
    """The answer to submitCommand: the command is in the log (or was already: `replayed`)."""

    version = fields.Integer(required=True, metadata={"description": "The game's version after the command (and "
                                                                     "after any answers standing orders gave at once): "
                                                                     "the expected_version of the next command."})
    events = Typed("GameEvent", "As the caller may see them.", many=True, required=True)
    to_act = fields.List(fields.String(), required=True, metadata={"description": TO_ACT})
    status = fields.String(required=True, metadata={
        "description": "active, or over: the command ended the game (its result follows from getResult)."})
    replayed = fields.Boolean(required=True, metadata={"description": "True: a retry of a known Idempotency-Key."})


class WordsArgs(Strict):
    words = fields.Boolean(load_default=False,
                           metadata={"description": "Add each event in plain English (`words`, one line per event), "
                                                    "as a person reading the game's log would want it."})


class EventsArgs(WordsArgs):
    after = fields.Integer(load_default=0, validate=validate.Range(min=0, max=MAX_VERSION),
                           metadata={"description": "The entries after this version (0: from the start)."})
    wait = fields.Float(load_default=0, validate=validate.Range(min=0, max=30),
                        metadata={"description": "Seconds to wait for a new entry (long poll)."})


class IdleArgs(Strict):
    timeout = fields.Float(load_default=300, validate=validate.Range(min=0.1, max=3600),
                           metadata={"description": "Close the stream after this many idle seconds."})


class StreamArgs(IdleArgs):
    after = fields.Integer(validate=validate.Range(min=0, max=MAX_VERSION),
                           metadata={"description": "Start after this version (default: Last-Event-ID, else 0)."})


# -- the live feed (api/feeds.py, docs/feeds.md) -----------------------------------------------------
FEED_FORMATS = {"sse": "text/event-stream", "ndjson": "application/x-ndjson"}


class LiveArgs(Strict):
    """What a live stream of items takes besides where it starts (a game's feed, a player's stream)."""

    format = fields.String(validate=validate.OneOf(list(FEED_FORMATS)),
                           metadata={"description": "sse or ndjson; overrides the Accept header (default: sse)."})
    keep_alive = fields.Float(load_default=15, validate=validate.Range(min=0.5, max=60),
                              metadata={"description": "Seconds of silence before a keep-alive."})


class FeedArgs(StreamArgs, LiveArgs, WordsArgs):
    view = fields.Boolean(metadata={"description": "Send the full view first (default: yes, unless resuming with "
                                                   "Last-Event-ID or ?after=)."})


class ResumeHeaders(Schema):
    class Meta:
        unknown = EXCLUDE  # every other header

    last_event_id = fields.String(data_key="Last-Event-ID", validate=validate.Length(max=40),
                                  metadata={"description": "Resume after this version: the SSE id of the last item "
                                                           "received (?after= wins)."})


def _item_type(name: str) -> fields.String:
    return fields.String(required=True, validate=validate.OneOf([name]))


class FeedView(Schema):
    """The caller's full view of the game at `version` (first item of a fresh stream)."""

    type = _item_type("view")
    game_id = fields.String(required=True, metadata={"description": GAME_ID})
    version = fields.Integer(required=True, metadata={"description": "The game's version this view is at: the "
                                                                     "stream's entries follow from the next one."})
    seat = fields.String(required=True, allow_none=True, metadata={"description": "The token's seat; null: spectator."})
    state = Typed("GameView", required=True)  # as GET /v1/games/{id}/state gives it
    fairness = fields.Nested(Fairness, required=True)
    clock = Typed("Clock", "The time control and each seat's time now (null: no time control).", nullable=True)


class FeedEntry(Entry):
    """One log entry as the caller may see it (the same as an entry of GET /v1/games/{id}/events)."""

    type = _item_type("entry")


class FeedKeepAlive(Schema):
    """NDJSON only (SSE sends a comment line): nothing happened for `keep_alive` seconds."""

    type = _item_type("keep_alive")


class FeedEnd(Schema):
    """The game is over; the stream closes after this item."""

    type = _item_type("end")
    version = fields.Integer(required=True, metadata={"description": "The game's last version."})
    result = Typed("GameResult", required=True)
    fairness = fields.Nested(Fairness, required=True)


class FeedError(Schema):
    """The stream failed and closes: the store became unreachable (store_unavailable), or the caller read too slowly
    to keep up (slow_consumer). Reconnect after the last version received (Last-Event-ID or ?after=)."""

    type = _item_type("error")
    status = fields.Integer(required=True, metadata={"description": "The status an answer with this problem "
                                                                    "would have had."})
    code = fields.String(required=True, validate=PROBLEM_CODE, metadata={"description": "The problem's code (see "
                                                                                        "Problem.code)."})
    detail = fields.String(required=True, metadata={"description": "What went wrong, in words."})


class PlayerReady(Schema):
    """First item of a player's stream: where it starts. Resume after `id` until an inbox item comes."""

    type = _item_type("ready")
    id = fields.String(required=True, metadata={"description": "The inbox id the stream starts after (`after`, or "
                                                               "now)."})


class _InboxItem(Schema):
    id = fields.String(required=True, metadata={"description": "The item's inbox id (also its SSE id): resume after "
                                                               "it."})
    game_id = fields.String(required=True, metadata={"description": "The game the item is about."})
    game_type = fields.String(required=True, metadata={"description": "That game's type."})
    seat = fields.String(required=True, metadata={"description": "The player's seat in it (or the seat that waits "
                                                                 "for the player)."})


class _GameNotice(_InboxItem):
    rated = fields.Boolean(required=True, metadata={"description": "The game counts for ratings."})
    creator = fields.String(required=True, allow_none=True, metadata={"description": "The player who created it "
                                                                                     "(null: no player did)."})
    expires_at = fields.Integer(required=True, allow_none=True, metadata={
        "description": "When its open seats stop waiting (ms since the epoch), or null."})
    players = fields.Dict(keys=fields.String(), values=fields.String(), required=True,
                          metadata={"description": "Who sits where so far: seat -> player id."})


class PlayerChallenge(_GameNotice):
    """A seat of a new game is reserved for the player: take it (POST /v1/games/{id}/join) or decline it."""

    type = _item_type("challenge")


class PlayerGameStarted(_GameNotice):
    """A game the player is seated in has all its seats taken: it is on."""

    type = _item_type("game_started")


class PlayerGameOver(_InboxItem):
    """A game of the player was scored, or ended unplayed (declined, expired)."""

    type = _item_type("game_over")
    version = fields.Integer(required=True, metadata={"description": "The game's last version."})
    result = Typed("GameResult", "The game's result (as GET /v1/games/{id}/result gives it); null: it ended "
                                 "unplayed.", nullable=True, required=True)


class Events(Schema):
    """Log entries after a version (getEvents), as the caller may see them."""

    game_id = fields.String(required=True, metadata={"description": GAME_ID})
    version = fields.Integer(required=True, metadata={"description": "The game's version now: ask for the entries "
                                                                     "after it next."})
    entries = fields.List(fields.Nested(Entry), required=True, metadata={
        "description": "The entries after `after`, oldest first (empty if none came within `wait`)."})


class Log(Schema):
    """A game's whole log (getLog): its setup events and every entry, redacted for the caller until it is over."""

    game_id = fields.String(required=True, metadata={"description": GAME_ID})
    version = fields.Integer(required=True, metadata={"description": VERSION})
    complete = fields.Boolean(required=True, metadata={"description": "True once the game is over: nothing redacted."})
    setup = Typed("GameEvent", "The events of the game's setup (GameStarted first), redacted for the caller "
                                "until the game is over.", many=True, required=True)
    entries = fields.List(fields.Nested(Entry), required=True, metadata={"description": "Every entry, oldest "
                                                                                        "first."})


class Result(Schema):
    """A finished game's final scoring, stored once by the scoring job (getResult)."""

    game_id = fields.String(required=True, metadata={"description": GAME_ID})
    version = fields.Integer(required=True, metadata={"description": "The game's last version: the result is that "
                                                                     "of its log up to there."})
    result = Typed("GameResult", required=True)  # with each seat's rating change in a rated game
    scored_at = fields.Integer(required=True, metadata={"description": f"When the scoring job stored it, {MS}."})


class Pending(Schema):
    """getResult's answer while the scoring job of a finished game has not run yet: retry after Retry-After."""

    game_id = fields.String(required=True, metadata={"description": GAME_ID})
    status = fields.String(required=True, metadata={
        "description": "Always scoring: the game is over and its result is being computed."})


class Health(Schema):
    """The API answers and its store is reachable (else getHealth answers 503 store_unavailable)."""

    status = fields.String(required=True, metadata={
        "description": "Always ok: this process answers."})
    store = fields.String(required=True, metadata={
        "description": "Always ok: the game store answered a ping."})


# -- players and the lobby (api/players.py, api/lobby.py) -------------------------------------------------------
class RegisterPlayer(Strict):
    """A new registered player (registerPlayer): its unique name and whether it is a program."""

    name = fields.String(required=True, validate=validate.Length(min=2, max=30), metadata={
        "description": "2 to 30 letters, digits, '_' or '-', a letter first; unique whatever its case (the player's "
                       "id is the name in lower case)."})
    bot = StrictBoolean(load_default=False, metadata={"description": "The player is a program."})


class PlayerToken(Schema):
    """A player's id, name and new bearer token (registration or a token rotation): keep the token, it is shown
    once."""

    player_id = fields.String(required=True, metadata={"description": "The player's id: its name in lower case, "
                                                                      "as in /v1/players/{player_id}."})
    name = fields.String(required=True, metadata={"description": "The name as registered (its case kept)."})
    token = fields.String(required=True, metadata={"description": "The player's bearer token, shown only here: it "
                                                                  "opens the player's seats in every game."})


class PlayerRating(Schema):
    """A player's rating in one game type: openskill's Plackett-Luce model (mu 25, sigma 25/3 at the start; see
    docs/players.md)."""

    rating = fields.Integer(required=True, metadata={"description": "For display: 1500 is a settled average player."})
    mu = fields.Float(required=True, metadata={"description": "The estimated skill (25 at the start)."})
    sigma = fields.Float(required=True, metadata={"description": "The uncertainty of mu (25/3 at the start; shrinks "
                                                                "with rated games). Tables sort by mu - 3 sigma."})
    games = fields.Integer(required=True, metadata={"description": "Rated games of this type the player finished."})


class PlayerGame(Schema):
    """A game of a player, in its profile: where the player sits and how it stands."""

    game_id = fields.String(required=True, metadata={"description": GAME_ID})
    type = fields.String(required=True, metadata={"description": GAME_TYPE})
    status = fields.String(required=True, metadata={"description": "open (a seat still waits), active or over."})
    seat = fields.String(allow_none=True, required=True, metadata={
        "description": "The player's seat; null: it holds none in this game (e.g. a challenge not accepted yet)."})
    rated = fields.Boolean(required=True, metadata={"description": "The game counts for ratings."})
    result = Typed("GameResult", "The result once the game is over (null before).", nullable=True)
    updated_at = fields.Integer(required=True, metadata={"description": f"The game's last change, {MS}."})


class Profile(Schema):
    """A registered player as anybody may see it (getPlayer, getMe): its ratings and latest games, never its
    token."""

    player_id = fields.String(required=True, metadata={"description": "The player's id: its name in lower case."})
    name = fields.String(required=True, metadata={"description": "The name as registered (its case kept)."})
    bot = fields.Boolean(required=True, metadata={"description": "The player said at registration it is a program."})
    created_at = fields.Integer(required=True, metadata={"description": f"When the player registered, {MS}."})
    revoked = fields.Boolean(required=True, metadata={"description": "The player's token was revoked: it plays no "
                                                                     "more."})
    ratings = fields.Dict(keys=fields.String(), values=fields.Nested(PlayerRating), required=True,
                          metadata={"description": "By game type, for the types the player has rated games of."})
    games = fields.List(fields.Nested(PlayerGame), required=True, metadata={"description": "The latest games."})


class ProfileArgs(Strict):
    games = fields.Integer(load_default=10, validate=validate.Range(min=0, max=50),
                           metadata={"description": "How many of the latest games to list."})


class JoinBody(Strict):
    """Which seat a registered player takes in a game with open seats (joinGame); `{}` takes the default one."""

    seat = fields.String(validate=validate.Length(min=1, max=40), metadata={
        "description": "The seat to take (default: the one reserved for the caller, else the first open one)."})


class Seated(Schema):
    """The answer of the lobby's requests (join, leave, decline, rematch): the caller's seat concerned and its game
    now (for a rematch, the new game)."""

    game_id = fields.String(required=True, metadata={"description": "The game concerned (a rematch's: the new "
                                                                    "game)."})
    seat = fields.String(required=True, metadata={"description": "The seat the caller took (join, rematch), left or "
                                                                 "declined."})
    version = fields.Integer(required=True, metadata={"description": VERSION})
    status = fields.String(required=True, validate=validate.OneOf(STATUSES), metadata={
        "description": "The game's status now: open (a seat still waits), active (every seat is taken: it "
                       "started) or over (declined: it ended unplayed)."})


class LobbyArgs(Strict):
    type = fields.String(validate=validate.Length(min=1, max=40), metadata={"description": "Only games of this type."})
    clock = fields.String(validate=validate.OneOf(clock.KINDS), metadata={"description": "Only this kind of time "
                                                                                         "control."})
    rated = fields.Boolean(metadata={"description": "Only rated (true) or unrated (false) games."})
    offset = fields.Integer(load_default=0, validate=validate.Range(min=0, max=10_000),
                            metadata={"description": "Skip this many games (the previous page's next_offset)."})
    limit = fields.Integer(load_default=20, validate=validate.Range(min=1, max=100),
                           metadata={"description": "At most this many games."})


class LeaderboardArgs(Strict):
    offset = fields.Integer(load_default=0, validate=validate.Range(min=0, max=1_000_000),
                            metadata={"description": "Skip this many players (the previous page's next_offset)."})
    limit = fields.Integer(load_default=50, validate=validate.Range(min=1, max=200),
                           metadata={"description": "At most this many players."})


class LeaderboardEntry(PlayerRating):
    """A player's place in a game type's table, with its rating there."""

    rank = fields.Integer(required=True, metadata={"description": "1 for the first: the place by mu - 3 sigma, "
                                                                  "counted from the top of the table."})
    player_id = fields.String(required=True, metadata={"description": "The player (GET /v1/players/{player_id})."})


class Leaderboard(Schema):
    """A page of a game type's rating table, best first (mu - 3 sigma)."""

    type = fields.String(required=True, metadata={"description": "The game type the table is of."})
    players = fields.List(fields.Nested(LeaderboardEntry), required=True, metadata={"description": "This page's "
                                                                                                  "players."})
    total = fields.Integer(required=True, metadata={"description": "Players with a rating of this type."})
    next_offset = fields.Integer(allow_none=True, required=True, metadata={
        "description": "The `offset` of the next page; null: this is the last page."})


class LobbyList(Schema):
    """A page of the lobby: games with a seat any registered player may take."""

    games = fields.List(fields.Nested(Summary), required=True, metadata={"description": "This page's games."})
    next_offset = fields.Integer(allow_none=True, required=True, metadata={
        "description": "The `offset` of the next page; null: this is the last page."})


class ProblemLimit(Schema):
    """The limit a rate_limited or too_many_streams problem hit (docs/limits.md)."""

    policy = fields.String(required=True, metadata={"description": (
        "The policy: writes_per_token, writes_per_address or reads_per_address (rate_limited); streams_per_token "
        "or streams_per_address (too_many_streams).")})
    limit = fields.Integer(required=True, metadata={"description": "Its limit: requests per window, or streams "
                                                                  "open at once."})
    window_seconds = fields.Integer(metadata={"description": "rate_limited only: the window the requests are "
                                                             "counted in, in seconds."})


class ProblemLimitExceeded(Schema):
    """The input limit an input_too_large problem hit (api/bounds.py, docs/limits.md)."""

    limit = fields.String(required=True, metadata={"description": (
        "Which: depth (nesting), values (in the whole body), members (of one array or object), string_length or "
        "integer (its magnitude).")})
    max = fields.Integer(required=True, metadata={"description": "The limit's value."})
    pointer = fields.String(required=True, metadata={"description": "Where in the body, as a JSON pointer (\"\": "
                                                                    "the body itself)."})


class ProblemSchema(Schema):
    """An error answer (RFC 9457 problem details, `application/problem+json`): `code` says which error, the
    other members where they apply."""

    type = fields.String(required=True, metadata={"description": "A URI naming the problem's kind: "
                                                                 "https://tabula.dev/problems/ and the code."})
    title = fields.String(required=True, metadata={"description": "The status's reason phrase."})
    status = fields.Integer(required=True, metadata={"description": "The HTTP status of the answer."})
    detail = fields.String(required=True, metadata={"description": "What went wrong, in words, for people (may "
                                                                   "change: match on `code`)."})
    code = fields.String(required=True, validate=PROBLEM_CODE, metadata={
        "description": codes.description(),
        "x-enum-descriptions": [codes.CODES[c].description for c in sorted(codes.CODES)]})
    rule = fields.String(metadata={"description": "For illegal_command and record_illegal: the rule id that forbids "
                                                  "it."})
    line = fields.Integer(metadata={"description": "For invalid_record, record_incomplete and record_illegal: the "
                                                   "record's line at fault (from 1; 0: the record as a whole)."})
    current_version = fields.Integer(metadata={"description": "For version_conflict, precondition_failed and "
                                                              "version_not_found: the game's version now."})
    limit = fields.Nested(ProblemLimit, metadata={"description": "For rate_limited and too_many_streams: the "
                                                                 "policy that was hit; see docs/limits.md."})
    limit_exceeded = fields.Nested(ProblemLimitExceeded, metadata={"description": "For input_too_large: the input "
                                                                                  "limit that was hit; see "
                                                                                  "docs/limits.md."})
    details = fields.Dict(metadata={"description": "For the engine's refusals (malformed_command, illegal_command, "
                                                   "not_your_turn, invalid_options, invalid_position, "
                                                   "invalid_order): more about it, e.g. `field` or `path`, the "
                                                   "part of the input at fault."})
    errors = fields.Dict(metadata={"description": "For malformed_request: the fields that do not fit, by location "
                                                  "(json, query, headers) and name, each with its messages."})


# -- what depends on the games served ---------------------------------------------------------------
class _ByType(OneOfSchema):
    type_field = "type"
    type_field_remove = False

    def get_obj_type(self, obj: dict[str, Any]) -> str:
        return str(obj["type"])


class Command(fields.Nested):
    """A command, documented as the discriminated union of every command model but passed through as is:
    the engine is the one judge of a command (MalformedCommand names the bad field), and dumping long lists
    of commands through a OneOfSchema would cost more than the rest of the request."""

    def _deserialize(self, value: Any, attr: str | None, data: Mapping[str, Any] | None, partial: Any = None,
                     **kwargs: Any) -> Any:
        if not isinstance(value, dict) or not isinstance(value.get("type"), str):
            raise ValidationError("a command is an object with a string 'type'")
        return value

    # marshmallow's Nested and Field name the first argument of _serialize differently: no override fits both
    def _serialize(self, nested_obj: Any, attr: Any, obj: Any, **kwargs: Any) -> Any:  # type: ignore[override]
        return nested_obj


def any_command(games: Mapping[str, Engine]) -> type[OneOfSchema]:
    """One flat union of every game's command models (command types must not clash between games)."""

    class AnyCommand(_ByType):
        """A command of any registered game (each game's union is discriminated by `type`)."""

    type_schemas: dict[str, type[Schema]] = {}
    every = [(game, engine.command_schemas()) for game, engine in games.items()]
    for game, commands in [*every, ("game", lifecycle.COMMAND_SCHEMAS)]:  # resign, abort...: any game's
        for kind, spec in commands.items():
            assert kind not in type_schemas, f"command type {kind} exists in two games"
            type_schemas[kind] = _command_schema(game, kind, spec)
    AnyCommand.type_schemas = type_schemas
    return AnyCommand


# the commands a log holds that no seat sends: the server's timeout (workers/deadlines.py) and the lobby's
# (api/lobby.py), each as Service.submit or Service.lobby logs it; (name prefix, type) -> JSON Schema
_PLAYER = {"type": "string", "description": "The registered player's id."}
LOGGED_ONLY: dict[tuple[str, str], dict[str, Any]] = {
    ("game", lifecycle.TIMEOUT): {
        "description": "The server's, never a seat's: the entry's seat ran out of time and lost it (LC-TIME-2; the "
                       "entry's `by` is clock).", "properties": {}, "required": [],
        "examples": [{"type": lifecycle.TIMEOUT}]},
    ("lobby", lifecycle.JOIN): {
        "description": "The lobby's: a registered player took the entry's seat (joinGame).",
        "properties": {"player": _PLAYER}, "required": ["player"],
        "examples": [{"type": lifecycle.JOIN, "player": "ada"}]},
    ("lobby", lifecycle.LEAVE): {
        "description": "The lobby's: a registered player left the entry's seat before the game started "
                       "(leaveGame).", "properties": {"player": _PLAYER}, "required": ["player"],
        "examples": [{"type": lifecycle.LEAVE, "player": "ada"}]},
    ("lobby", lifecycle.DECLINE): {
        "description": "The lobby's: the player the entry's seat was reserved for declined the challenge "
                       "(declineGame): the game ended unplayed.", "properties": {"player": _PLAYER},
        "required": ["player"], "examples": [{"type": lifecycle.DECLINE, "player": "ada"}]},
    ("lobby", lifecycle.EXPIRE): {
        "description": "The server's: the game's open seats waited past expires_at, and it ended unplayed (the "
                       "entry's seat is one that still waited).", "properties": {}, "required": [],
        "examples": [{"type": lifecycle.EXPIRE}]},
}


def logged_command(any_command_: type[OneOfSchema]) -> type[OneOfSchema]:
    """The union of every command a log entry may hold: any game's (AnyCommand's models) and LOGGED_ONLY's."""

    class LoggedCommand(_ByType):
        """The command a log entry applied, as it was logged (every caller sees it whole): a game's (a model of
        AnyCommand, resign, abort and claim_timeout included), the server's timeout, or the lobby's (join, leave,
        decline, expire); `type` selects the model."""

    LoggedCommand.type_schemas = {**any_command_.type_schemas, **{
        kind: _command_schema(prefix, kind, spec) for (prefix, kind), spec in LOGGED_ONLY.items()}}
    assert len(LoggedCommand.type_schemas) == len(any_command_.type_schemas) + len(LOGGED_ONLY)
    return LoggedCommand


def _order_value(spec: dict[str, Any], metadata: dict[str, Any]) -> fields.Field:
    """A field of a standing order from its JSON Schema (engine.core.StandingOrders.order_schema)."""
    if spec.get("type") == "array":
        return fields.List(_order_value(spec.get("items", {}), {}), metadata=metadata)
    if spec.get("type") == "integer":
        bounds_ = [validate.Range(min=spec.get("minimum"), max=spec.get("maximum"))] \
            if "minimum" in spec or "maximum" in spec else []
        return fields.Integer(strict=True, validate=bounds_, metadata=metadata)
    if spec.get("type") == "boolean":
        return StrictBoolean(metadata=metadata)
    if "enum" in spec:
        return fields.String(validate=validate.OneOf(spec["enum"]), metadata=metadata)
    return fields.String(metadata=metadata)


def order_fields(games: Mapping[str, Engine]) -> dict[str, fields.Field]:
    """Every game's standing-order fields, each described with its game's name first ("<game>: ...")."""
    out: dict[str, fields.Field] = {}
    for game, engine in games.items():
        for name, spec in engine.orders.order_schema()["properties"].items():
            metadata = {"description": f"{game}: {spec.get('description', '')}".rstrip(": ")}
            if "default" in spec:
                metadata["default"] = spec["default"]
            assert name not in out, f"standing-order field {name} exists in two games"
            out[name] = _order_value(spec, metadata)
    return out


def order_summary(games: Mapping[str, Engine]) -> str:
    """Each game's standing-order fields in a line, for the operation's description: `name` (its values)."""
    def values(spec: dict[str, Any]) -> str:
        if "enum" in spec:
            return " | ".join(map(str, spec["enum"]))
        if spec.get("type") == "array":
            item = spec.get("items", {})
            low, high = item.get("minimum"), item.get("maximum")
            span = f" {low}-{high}" if low is not None and high is not None else ""
            return f"list of {item.get('type', 'string')}s{span}"
        return str(spec.get("type", "string"))

    lines = [f"- {game}: " + ", ".join(f"`{name}` ({values(spec)})" for name, spec in
                                       engine.orders.order_schema()["properties"].items())
             for game, engine in games.items()]
    return ";\n".join(lines) + "."


@dataclass(frozen=True)
class GameSchemas:
    """The schemas of one app that depend on its games (see the module's docstring)."""

    any_command: type[OneOfSchema]
    create_game: type[Schema]
    list_args: type[Schema]
    legal: type[Schema]
    submit: type[Schema]
    feed_your_turn: type[Schema]
    feed_item: type[OneOfSchema]
    event_item: type[OneOfSchema]
    player_item: type[OneOfSchema]
    standing_order: type[Schema]
    seat_standing_order: type[Schema]
    order_summary: str
    state_components: dict[str, dict[str, Any]]  # registered by api/app.py (spec.components.schema)
    logged_command: type[OneOfSchema]  # Entry.command's component (registered by api/app.py)


def for_games(games: Mapping[str, Engine]) -> GameSchemas:
    """The schemas of an app serving `games` (by type)."""
    any_command_ = any_command(games)
    seat_counts = [n for engine in games.values() for n in engine.seats_allowed]

    class CreateGame(Strict):
        """A new game (createGame): its type, its seats and who plays them, and optionally its options, time
        control, rating, seed or starting position."""

        # the types are documented, not validated here: Service.create answers any other with unknown_game_type
        type = fields.String(required=True, metadata={"description": "A game type from GET /v1/games/types.",
                                                      "enum": sorted(games)})
        # the counts are documented, not validated here: Service.create answers any other with invalid_seats
        seats = fields.List(fields.Nested(SeatSpec), required=True,
                            metadata={"description": "One entry per seat, in the game's seat order (each game's "
                                                     "counts: GET /v1/games/types).",
                                      "minItems": min(seat_counts), "maxItems": max(seat_counts)})
        options = fields.Dict(keys=fields.String(), load_default=dict, metadata={"description": "Game options."})
        seed = fields.String(validate=validate.Length(min=1, max=200), metadata={"description": (
            "For tests, analysis and bots' self-play: chance follows this seed, so whoever knows it can compute "
            "every draw and the game is marked unfair for every seat (`fairness.reasons` has `chosen_seed`; never "
            "rated). Never returned. Default: a secret seed of 128 random bits chosen by the server, committed to "
            "by `fairness.seed_sha256` and revealed once the game is over (docs/fairness.md).")})
        position = fields.Dict(metadata={"description": (
            "Start from this position (the game's position format: the full state, every hand and the decks' "
            "contents). Its author knows every hidden card at the start, so the game is marked unfair "
            "(`position`); the later draws still follow the seed.")})
        clock = fields.Nested(TimeControl, metadata={"description": "The time control (default none). The server's "
                                                                    "clock decides; every view shows the times."})
        rated = StrictBoolean(load_default=False, metadata={"description": (
            "Update the players' ratings with the result (docs/players.md). Only a fair game (no seed, position, "
            "record or sandbox) whose every seat is open, a player's or an AI's can be rated.")})
        expires_in_seconds = fields.Integer(strict=True, validate=validate.Range(min=60, max=30 * 24 * 3600), metadata={
            "description": "A game with open or reserved seats ends unplayed if one still waits after this long "
                           "(default one day)."})
        record = fields.String(validate=validate.Length(min=1, max=records.MAX_CHARS), metadata={"description": (
            "Create the game from this game record (docs/records.md; what GET /v1/games/{id}/record gives once a "
            "game is over): every move is replayed through the rules with the record's chance outcomes, and the "
            "game goes on from its end with the server's seed. `type` must be the record's game; its options (and "
            "position) are the record's, so leave out options, seed and position. The seats are yours to give, as "
            "in any game. Its author fixed what chance gave, so the game is marked unfair (`record`; never rated). "
            "A record that breaks a rule is refused (record_illegal, with the `line` and the `rule`).")})
        sandbox = StrictBoolean(load_default=False,
                                metadata={"description": "Let the owner token read the full state (`?full=1`: "
                                                         "every hand and deck) while playing; the game is marked "
                                                         "unfair for every seat (`sandbox`)."})

    class ListArgs(Strict):
        status = fields.String(validate=validate.OneOf(STATUSES), metadata={"description": "Only games in this "
                                                                                         "status."})
        type = fields.String(validate=validate.OneOf(list(games)), metadata={"description": "Only games of this "
                                                                                            "type."})
        offset = fields.Integer(load_default=0, validate=validate.Range(min=0, max=MAX_VERSION),
                                metadata={"description": "Skip this many games (the previous page's next_offset)."})
        limit = fields.Integer(load_default=20, validate=validate.Range(min=1, max=100),
                               metadata={"description": "At most this many games."})

    class Legal(Schema):
        """What the caller's seat may send now (getLegalCommands): every command, ready to post at `version`."""

        game_id = fields.String(required=True, metadata={"description": GAME_ID})
        version = fields.Integer(required=True, metadata={"description": VERSION})
        seat = fields.String(required=True, metadata={"description": "The token's seat, whose commands these are."})
        to_act = fields.List(fields.String(), required=True, metadata={"description": TO_ACT})
        commands = fields.List(Command(any_command_), required=True, metadata={
            "description": "Every command the seat may send now, each as is with expected_version = `version`; "
                           "empty when the seat is not to act. resign, abort and claim_timeout are never listed."})
        labels = fields.List(fields.String(), metadata={"description": "With `?words=true`: a short plain label "
                                                                      "for each command, in the order of "
                                                                      "`commands` (distinct)."})

    class Submit(Strict):
        """A command for the caller's seat (submitCommand), with the version it was decided on."""

        expected_version = fields.Integer(strict=True, validate=validate.Range(min=0, max=MAX_VERSION),
                                          metadata={"description": "The version the command was decided on (or "
                                                                   "If-Match)."})
        command = Command(any_command_, required=True)

    class FeedYourTurn(Schema):
        """The caller's seat must act: each command is ready to post with `expected_version` = `version`."""

        type = _item_type("your_turn")
        version = fields.Integer(required=True, metadata={"description": "The game's version now: post one of "
                                                                         "`legal_commands` with it as "
                                                                         "expected_version."})
        seat = fields.String(required=True, metadata={"description": "The seat that is to act (the token's)."})
        kind = fields.String(required=True, validate=validate.OneOf(["turn", "response"]),
                             metadata={"description": "response: the seat answers a pending decision (see "
                                                      "decision)."})
        decision = Typed("GameDecision", "For a response: the question (its `kind` and details); null for a "
                                          "turn.", nullable=True, required=True)
        legal_commands = fields.List(Command(any_command_), required=True, metadata={
            "description": "Every command the seat may send now, as getLegalCommands lists them."})
        clock = Typed("Clock", "The time control and each seat's time now (null: no time control).",
                      nullable=True)

    class FeedItem(_ByType):
        """One item of a live feed: an SSE event's `data`, or one NDJSON line; `type` selects the model."""

    FeedItem.type_schemas = {"view": FeedView, "entry": FeedEntry, "your_turn": FeedYourTurn,
                             "keep_alive": FeedKeepAlive, "end": FeedEnd, "error": FeedError}

    class EventStreamItem(_ByType):
        """One event of streamEvents (its SSE `data`): a log entry, the end, or an error; `type` selects the
        model."""

    EventStreamItem.type_schemas = {"entry": FeedEntry, "end": FeedEnd, "error": FeedError}

    class PlayerYourTurn(FeedYourTurn):
        """The player's seat is to act in game `game_id`: the game feed's your_turn item, plus the game."""

        game_id = fields.String(required=True, metadata={"description": "The game where the player is to act."})

    class PlayerStreamItem(_ByType):
        """One item of a player's stream (an SSE event's `data`, or one NDJSON line); `type` selects the model."""

    PlayerStreamItem.type_schemas = {"ready": PlayerReady, "challenge": PlayerChallenge,
                                     "game_started": PlayerGameStarted, "game_over": PlayerGameOver,
                                     "your_turn": PlayerYourTurn, "keep_alive": FeedKeepAlive, "error": FeedError}

    StandingOrder = Strict.from_dict(order_fields(games), name="StandingOrder")
    StandingOrder.__doc__ = ("A seat's standing order: how it answers some decisions without being asked. Each "
                             "game has its own fields (the others are refused); every field is optional. See "
                             "docs/standing-orders.md.")

    class SeatStandingOrder(Schema):
        """A seat's standing order as stored (putStandingOrder, getStandingOrder), with the game's version."""

        game_id = fields.String(required=True, metadata={"description": GAME_ID})
        seat = fields.String(required=True, metadata={"description": "The seat the order is for (the token's)."})
        version = fields.Integer(required=True, metadata={"description": "The game's version (after any answer "
                                                                         "the order gave at once)."})
        order = fields.Nested(StandingOrder, required=True,
                              metadata={"description": "The order as stored: every field of the game, defaults "
                                                       "filled."})

    return GameSchemas(any_command_, CreateGame, ListArgs, Legal, Submit, FeedYourTurn, FeedItem, EventStreamItem,
                       PlayerStreamItem, StandingOrder, SeatStandingOrder, order_summary(games),
                       state_components(games), logged_command(any_command_))
