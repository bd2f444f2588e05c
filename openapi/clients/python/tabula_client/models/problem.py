from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.problem_details import ProblemDetails
    from ..models.problem_errors import ProblemErrors
    from ..models.problem_limit import ProblemLimit
    from ..models.problem_limit_exceeded import ProblemLimitExceeded


T = TypeVar("T", bound="Problem")


@_attrs_define
class Problem:
    """
    Attributes:
        code (str): Stable machine-readable error code.
        detail (str):
        status (int):
        title (str):
        type_ (str):
        current_version (int | Unset): For version_conflict and If-Match failures.
        details (ProblemDetails | Unset):
        errors (ProblemErrors | Unset):
        limit (ProblemLimit | Unset): For rate_limited: the policy that was hit (policy, limit, window_seconds); see
            docs/limits.md.
        limit_exceeded (ProblemLimitExceeded | Unset): For input_too_large: the input limit that was hit (limit, max,
            pointer: where, as a JSON pointer); see docs/limits.md.
        rule (str | Unset): For illegal_command: the rule id that forbids it.
    """

    code: str
    detail: str
    status: int
    title: str
    type_: str
    current_version: int | Unset = UNSET
    details: ProblemDetails | Unset = UNSET
    errors: ProblemErrors | Unset = UNSET
    limit: ProblemLimit | Unset = UNSET
    limit_exceeded: ProblemLimitExceeded | Unset = UNSET
    rule: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        code = self.code

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
        code = d.pop("code")

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
            rule=rule,
        )

        return problem
