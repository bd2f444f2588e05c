"""The server sends no problem code but those of api/codes.py, and every one of those can be sent.

Three proofs, each of the other's blind spot:
- statically: every place in api/, engine/, workers/ and wiring.py that makes a code (a `Problem(status,
  code, ...)`, a `BadRequest(code, ...)`, `LobbyError(code, ...)` or `RecordError(code, ...)`, an engine error's `code = ...`, a stream
  item's `"code": ...`, the HTTP fallbacks' tables) names registered codes with their status, and a code made
  indirectly is made at a known place only; and every registered code is made somewhere (else it is a
  defect: documented, never sent);
- at run time: the one place that makes a problem answer (`api.problem.problem_response`, through `checked`, as
  a stream's `error` item is) refuses any other code, or a code with another status: it answers internal_error;
- over HTTP: `Problem.code` is an enum of the registry, so schemathesis's response check
  (tests/service/test_schemathesis.py) fails on any answer with another code.
"""
from __future__ import annotations

import ast
import json
import logging
from pathlib import Path

import pytest

from api import codes
from api.problem import Problem, checked, problem_response

ROOT = Path(__file__).resolve().parents[2]
SOURCES = sorted({*ROOT.glob("api/**/*.py"), *ROOT.glob("engine/**/*.py"), *ROOT.glob("workers/**/*.py"),
                  ROOT / "wiring.py"} - {ROOT / "api/codes.py"})  # the registry itself (its examples) aside
MAKERS = {"Problem": 1, "BadRequest": 0, "LobbyError": 0, "RecordError": 0}  # the constructor, where its code is
TABLES = {("api/errors.py", "HTTP_CODES"), ("api/gunicorn_conf.py", "CODES")}  # status -> code
# the codes made from another code, where the other one is made (and checked) elsewhere
INDIRECT = {
    ("api/errors.py", "exc.code"): "an InvalidOptions' or InvalidPosition's class code, or a BadRequest's",
    ("api/errors.py", "HTTP_CODES.get(status, 'http_error')"): "HTTP_CODES (a table above), else http_error",
    ("api/lobby.py", "refused.code"): "a LobbyError's code (engine/lifecycle.py, api/lobby.py)",
    ("api/problem.py", "p.code"): "the answer of a checked Problem",
    ("api/http/feeds.py", "problem.code"): "a stream's error item: a checked Problem's code",
    ("api/gunicorn_conf.py", "code"): "gunicorn's table (CODES), else http_error",
    ("api/gunicorn_conf.py", "CODES.get(status, 'http_error')"): "gunicorn's table, else http_error",
}
# made, but never sent: each with why
NOT_SENT = {
    "engine_error": "EngineError's own code: api/errors.py maps only its subclasses (an unmapped one is "
                    "internal_error)",
    "not_due": "Lobby.expire's refusal to itself: caught there, never answered",
}
# a game record's refusal (engine/chance.py's RecordError), as api/errors.py answers it
RECORD_STATUS = {"invalid_record": 400, "record_incomplete": 422, "record_illegal": 422}
# an engine error's class code, as api/errors.py answers it
ENGINE_STATUS = {"malformed_command": 400, "illegal_command": 422, "not_your_turn": 403, "invalid_options": 400,
                 "invalid_position": 400, "invalid_order": 400}


def _strings(node: ast.AST) -> list[str]:
    return [n.value for n in ast.walk(node) if isinstance(n, ast.Constant) and isinstance(n.value, str)
            and not isinstance(n, ast.JoinedStr)]


def _pairs(status: ast.AST | None, code: ast.AST) -> list[tuple[int | None, str]]:
    """(status, code) as written: branch by branch when both are `a if c else b`."""
    if isinstance(status, ast.IfExp) and isinstance(code, ast.IfExp):
        return _pairs(status.body, code.body) + _pairs(status.orelse, code.orelse)
    value = status.value if isinstance(status, ast.Constant) and isinstance(status.value, int) else None
    return [(value, text) for text in _strings(code)]


def made() -> tuple[dict[str, set[int | None]], list[str]]:
    """Every code made in the sources, with the statuses written beside it (None: not a literal); and the
    places that make a code otherwise than the registry allows."""
    found: dict[str, set[int | None]] = {}
    wrong: list[str] = []

    def add(where: str, status: int | None, code: str) -> None:
        found.setdefault(code, set()).add(status)

    for path in SOURCES:
        rel = path.relative_to(ROOT).as_posix()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call):
                name = node.func.id if isinstance(node.func, ast.Name) else getattr(node.func, "attr", None)
                if name not in MAKERS:
                    continue
                at = MAKERS[name]
                keyword = {k.arg: k.value for k in node.keywords}
                code = node.args[at] if len(node.args) > at else keyword.get("code")
                status = node.args[0] if name == "Problem" else (
                    node.args[2] if len(node.args) > 2 else keyword.get("status", ast.Constant(400)))
                if name == "RecordError":  # its status follows from its code
                    status = ast.Constant(RECORD_STATUS[code.value]) if isinstance(code, ast.Constant) else None
                if code is None:
                    wrong.append(f"{rel}:{node.lineno}: {name} without a code")
                    continue
                if any(isinstance(n, ast.JoinedStr) for n in ast.walk(code)):
                    wrong.append(f"{rel}:{node.lineno}: a code made by an f-string: {ast.unparse(code)}")
                pairs = _pairs(status, code)
                if not pairs and (rel, ast.unparse(code)) not in INDIRECT:
                    wrong.append(f"{rel}:{node.lineno}: {name} of code {ast.unparse(code)}, from where?")
                for pair in pairs:
                    add(rel, *pair)
            elif isinstance(node, ast.Dict):
                for key, value in zip(node.keys, node.values, strict=True):
                    if isinstance(key, ast.Constant) and key.value == "code":
                        texts = _strings(value)
                        status = next((v for k, v in zip(node.keys, node.values, strict=True)
                                       if isinstance(k, ast.Constant) and k.value == "status"), None)
                        if not texts and (rel, ast.unparse(value)) not in INDIRECT:
                            wrong.append(f"{rel}:{node.lineno}: an item of code {ast.unparse(value)}, from where?")
                        for text in texts:
                            add(rel, status.value if isinstance(status, ast.Constant) else None, text)
            elif isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
                target = node.targets[0].id
                if (rel, target) in TABLES:
                    assert isinstance(node.value, ast.Dict)
                    for key, value in zip(node.value.keys, node.value.values, strict=True):
                        assert isinstance(key, ast.Constant) and isinstance(value, ast.Constant)
                        add(rel, key.value, value.value)
                elif target == "code" and isinstance(node.value, ast.Constant):  # an engine error's class code
                    add(rel, ENGINE_STATUS.get(node.value.value), node.value.value)
                elif target == "code" and (rel, ast.unparse(node.value)) in INDIRECT:  # a table's lookup
                    for text in _strings(node.value):
                        add(rel, None, text)
    return found, wrong


def test_every_code_made_is_registered_with_its_status():
    found, wrong = made()
    assert not wrong, "\n".join(wrong)
    unregistered = sorted(set(found) - set(codes.CODES) - set(NOT_SENT))
    assert not unregistered, f"codes made but not in api/codes.py: {unregistered}"
    mismatched = {code: sorted(s for s in statuses if s is not None and not codes.registered(code, s))
                  for code, statuses in found.items() if code in codes.CODES}
    assert not {c: s for c, s in mismatched.items() if s}, f"codes made with a status api/codes.py does not give them: {mismatched}"


def test_every_registered_code_is_made_somewhere():
    found, _ = made()
    never = sorted(set(codes.CODES) - set(found))
    assert not never, f"registered codes nothing makes (a defect: remove them, or send them): {never}"
    assert set(NOT_SENT) <= set(found) and not set(NOT_SENT) & set(codes.CODES)


def test_the_one_maker_of_answers_refuses_an_unregistered_code(caplog):
    with caplog.at_level(logging.ERROR, logger="tabula.api"):
        refused = problem_response(Problem(400, "made_up", "no such code"))
        wrong_status = problem_response(Problem(418, "game_not_found", "a registered code, another status"))
    for response in (refused, wrong_status):
        body = json.loads(response.get_data())
        assert response.status_code == 500 and body["code"] == "internal_error"
    assert caplog.text.count("unregistered code") == 2
    sent = problem_response(Problem(404, "game_not_found", "no game 'x'"))
    assert sent.status_code == 404 and json.loads(sent.get_data())["code"] == "game_not_found"
    assert checked(Problem(416, "http_error", "any status")).code == "http_error"  # its status is the error's


@pytest.mark.parametrize("code", sorted(codes.CODES))
def test_each_example_is_an_answer_the_server_would_send(code):
    example = codes.example(code)
    answer = json.loads(problem_response(Problem(example["status"], code, example["detail"],
                                                 **{k: v for k, v in example.items()
                                                    if k not in ("type", "title", "status", "detail", "code")}))
                        .get_data())
    assert answer == example


def test_the_gunicorn_answers_are_registered():
    from api import gunicorn_conf

    for status in (400, 403, 414, 417, 431, 500, 501):
        _, _, body = gunicorn_conf.problem_bytes(status, "Reason", "words").partition(b"\r\n\r\n")
        problem = json.loads(body)
        assert codes.registered(problem["code"], status), problem
