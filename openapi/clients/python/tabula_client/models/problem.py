from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.problem_code import ProblemCode, check_problem_code
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.problem_details import ProblemDetails
    from ..models.problem_errors import ProblemErrors
    from ..models.problem_limit import ProblemLimit
    from ..models.problem_limit_exceeded import ProblemLimitExceeded


T = TypeVar("T", bound="Problem")


@_attrs_define
class Problem:
    """An error answer (RFC 9457 problem details, `application/problem+json`): `code` says which error, the other members
    where they apply.

        Attributes:
            code (ProblemCode): Stable machine-readable error code: one of
                - `already_joined` (409): The player has a seat in this game already.
                - `body_too_large` (413): The body is larger than the input limit (256 KiB); docs/limits.md.
                - `expectation_failed` (417): The WSGI server refused an Expect header other than 100-continue.
                - `forbidden` (403): The full state (`?full=true`) is for the owner token of a sandbox or finished game; or the
                WSGI server refused a proxy header it does not trust.
                - `game_expired` (409): The game's open seats waited past its expiry.
                - `game_full` (409): Every seat is taken or reserved for another player.
                - `game_not_found` (404): No game has this id.
                - `game_not_open` (409): The game has started or is over: its seats cannot be taken or left.
                - `game_not_over` (409): Only a finished game has a result, or a rematch.
                - `game_not_started` (409): A command before every seat is taken (the game is open).
                - `game_over` (409): The game is over: no decision is left for a standing order to answer.
                - `headers_too_large` (431): Too many request headers, or one too long; docs/limits.md.
                - `http_error` (its own status): Any other HTTP error raised below the handlers, with its own status (e.g. 416
                for a bad Range on the docs page's files); no operation of the API answers it.
                - `idempotency_key_reused` (422): The Idempotency-Key was used for another command or expected version of this
                seat, or (createGame) by you for another body.
                - `illegal_command` (422): A well-formed command the rules forbid now: `rule` names the rule.
                - `input_too_large` (400): A JSON body breaks an input limit of its structure (depth, a string's length,
                members, values, an integer's size): `limit_exceeded` names it; docs/limits.md.
                - `internal_error` (500): An unexpected error; it has been logged.
                - `invalid_name` (400): Not a player name: 2 to 30 letters, digits, '_' or '-', a letter first.
                - `invalid_options` (400): The game's options are unknown or malformed (`details.path`).
                - `invalid_order` (400): Not a standing order of this game: `details.field` names the field (with a list item's
                index, `prefer[1]`).
                - `invalid_position` (400): A `position` that is not a valid position of the game (`details.path`).
                - `invalid_record` (400): A game record (createGame `record`) that cannot be read: its syntax, a limit, a
                header, or a notation that names no command; `line` is the line at fault (docs/records.md).
                - `invalid_seats` (400): The seats do not fit the game (their count, a player seat's `player`, a setting of
                another kind of seat).
                - `invalid_time_control` (400): A time control out of its ranges, or with fields of another kind.
                - `malformed_command` (400): Not a well-formed command of this game (unknown type, missing or unknown field,
                unknown card or location): `details.field` names the field.
                - `malformed_request` (400): The request does not fit its schema (the fields' `errors`), a body is not JSON, or
                a header is malformed (Idempotency-Key, Last-Event-ID).
                - `method_not_allowed` (405): The path takes other methods (the Allow header lists them).
                - `name_taken` (409): A player has this name already (names are unique whatever their case).
                - `no_challenge` (409): No seat of this game waits for the player.
                - `no_standing_order` (404): The seat has no standing order.
                - `not_found` (404): No operation has this path.
                - `not_implemented` (501): The WSGI server does not implement the request's method or transfer coding.
                - `not_joined` (409): The player has no seat in this game.
                - `not_ratable` (400): A game that cannot be rated: a chosen seed, position, record or sandbox, an anonymous
                seat, or one AI level twice.
                - `not_your_seat` (403): The token opens no seat that may do this (the owner token opens none).
                - `not_your_turn` (403): The seat may not act now (another seat is to act, or the game is over).
                - `player_not_found` (404): No player has this id or name.
                - `precondition_failed` (412): If-Match names another version than the game's (or no version at all).
                - `precondition_required` (428): Neither `expected_version` nor If-Match was sent.
                - `rate_limited` (429): A rate limit is used up: `limit` names the policy; retry after Retry-After seconds
                (docs/limits.md).
                - `record_illegal` (422): A game record the rules refuse: the move or chance outcome at `line`, and for an
                illegal command the `rule` it breaks. No game is created.
                - `record_incomplete` (422): A game record written for a reader who may not see everything (a seat's or a
                spectator's before the game was over): an outcome it hides ('?') at `line` leaves it impossible to replay.
                - `seat_reserved` (409): This seat is reserved for another player.
                - `seat_taken` (409): Another player took this seat.
                - `slow_consumer` (429): Only in a stream's `error` item: the client read too slowly to keep up; the stream
                closes: reconnect after the last version (or inbox id) received.
                - `store_unavailable` (503): The game store is unreachable: retry after Retry-After seconds.
                - `token_revoked` (401): The player token was rotated or revoked: use the newest one.
                - `too_many_streams` (429): Too many streams are open at once for this token or address: `limit` names the cap;
                close one, or retry after Retry-After seconds (docs/feeds.md).
                - `unauthorized` (401): No bearer token where one is needed, or one that opens nothing here (a seat token of
                another game, an unknown player token).
                - `unknown_game_type` (404): No game type has this name (GET /v1/games/types lists them).
                - `unknown_seat` (400): No seat of this game has this name.
                - `uri_too_long` (414): The path and query string are longer than the input limit; docs/limits.md.
                - `version_conflict` (409): The game has moved on since `expected_version`: `current_version` is where it is;
                read the state again and decide anew.
                - `version_not_found` (404): The game has no such version yet: `current_version` is its latest.
            detail (str): What went wrong, in words, for people (may change: match on `code`).
            status (int): The HTTP status of the answer.
            title (str): The status's reason phrase.
            type_ (str): A URI naming the problem's kind: https://tabula.dev/problems/ and the code.
            current_version (int | Unset): For version_conflict, precondition_failed and version_not_found: the game's
                version now.
            details (ProblemDetails | Unset): For the engine's refusals (malformed_command, illegal_command, not_your_turn,
                invalid_options, invalid_position, invalid_order): more about it, e.g. `field` or `path`, the part of the input
                at fault.
            errors (ProblemErrors | Unset): For malformed_request: the fields that do not fit, by location (json, query,
                headers) and name, each with its messages.
            limit (ProblemLimit | Unset): The limit a rate_limited or too_many_streams problem hit (docs/limits.md).
            limit_exceeded (ProblemLimitExceeded | Unset): The input limit an input_too_large problem hit (api/bounds.py,
                docs/limits.md).
            line (int | Unset): For invalid_record, record_incomplete and record_illegal: the record's line at fault (from
                1; 0: the record as a whole).
            rule (str | Unset): For illegal_command and record_illegal: the rule id that forbids it.
    """

    code: ProblemCode
    detail: str
    status: int
    title: str
    type_: str
    current_version: int | Unset = UNSET
    details: ProblemDetails | Unset = UNSET
    errors: ProblemErrors | Unset = UNSET
    limit: ProblemLimit | Unset = UNSET
    limit_exceeded: ProblemLimitExceeded | Unset = UNSET
    line: int | Unset = UNSET
    rule: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        code: str = self.code

        detail = self.detail

        status = self.status

        title = self.title

        type_ = self.type_

        current_version = self.current_version

        details: dict[str, Any] | Unset = UNSET
        if not isinstance(self.details, Unset):
            details = self.details.to_dict()

        errors: dict[str, Any] | Unset = UNSET
        if not isinstance(self.errors, Unset):
            errors = self.errors.to_dict()

        limit: dict[str, Any] | Unset = UNSET
        if not isinstance(self.limit, Unset):
            limit = self.limit.to_dict()

        limit_exceeded: dict[str, Any] | Unset = UNSET
        if not isinstance(self.limit_exceeded, Unset):
            limit_exceeded = self.limit_exceeded.to_dict()

        line = self.line

        rule = self.rule

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "code": code,
                "detail": detail,
                "status": status,
                "title": title,
                "type": type_,
            }
        )
        if current_version is not UNSET:
            field_dict["current_version"] = current_version
        if details is not UNSET:
            field_dict["details"] = details
        if errors is not UNSET:
            field_dict["errors"] = errors
        if limit is not UNSET:
            field_dict["limit"] = limit
        if limit_exceeded is not UNSET:
            field_dict["limit_exceeded"] = limit_exceeded
        if line is not UNSET:
            field_dict["line"] = line
        if rule is not UNSET:
            field_dict["rule"] = rule

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.problem_details import ProblemDetails  # noqa: PLC0415
        from ..models.problem_errors import ProblemErrors  # noqa: PLC0415
        from ..models.problem_limit import ProblemLimit  # noqa: PLC0415
        from ..models.problem_limit_exceeded import ProblemLimitExceeded  # noqa: PLC0415

        d = dict(src_dict)
        code = check_problem_code(d.pop("code"))

        detail = d.pop("detail")

        status = d.pop("status")

        title = d.pop("title")

        type_ = d.pop("type")

        current_version = d.pop("current_version", UNSET)

        _details = d.pop("details", UNSET)
        details: ProblemDetails | Unset
        if isinstance(_details, Unset):
            details = UNSET
        else:
            details = ProblemDetails.from_dict(_details)

        _errors = d.pop("errors", UNSET)
        errors: ProblemErrors | Unset
        if isinstance(_errors, Unset):
            errors = UNSET
        else:
            errors = ProblemErrors.from_dict(_errors)

        _limit = d.pop("limit", UNSET)
        limit: ProblemLimit | Unset
        if isinstance(_limit, Unset):
            limit = UNSET
        else:
            limit = ProblemLimit.from_dict(_limit)

        _limit_exceeded = d.pop("limit_exceeded", UNSET)
        limit_exceeded: ProblemLimitExceeded | Unset
        if isinstance(_limit_exceeded, Unset):
            limit_exceeded = UNSET
        else:
            limit_exceeded = ProblemLimitExceeded.from_dict(_limit_exceeded)

        line = d.pop("line", UNSET)

        rule = d.pop("rule", UNSET)

        problem = cls(
            code=code,
            detail=detail,
            status=status,
            title=title,
            type_=type_,
            current_version=current_version,
            details=details,
            errors=errors,
            limit=limit,
            limit_exceeded=limit_exceeded,
            line=line,
            rule=rule,
        )

        return problem
