"""The OpenAPI document describes everything: each operation (summary and description), parameter, component
schema and property; every error response is a problem (`application/problem+json`, the Problem schema); every
operation documents the gate's 413, 414 and 431; every command type has an example; every problem code has an
example, attached where the code occurs."""
from __future__ import annotations

import json
from typing import Any

from api import codes
from openapi.write import PATH

METHODS = ("get", "post", "put", "patch", "delete")
SPEC: dict[str, Any] = json.loads(PATH.read_text(encoding="utf-8"))
SCHEMAS = SPEC["components"]["schemas"]
# the game payloads another change types (views, events, decisions, results): their own components are named so
GAME_TYPED = ("Acres", "Sparks", "Game")
HAND_WRITTEN = ("GameList", "GameType", "GameTypes")  # api/schemas.py's, though named so: described here


def _operations() -> list[tuple[str, dict[str, Any]]]:
    return [(f"{method.upper()} {path}", op) for path, ops in SPEC["paths"].items()
            for method, op in ops.items() if method in METHODS]


def _resolve(node: dict[str, Any]) -> dict[str, Any]:
    while "$ref" in node:
        kind, name = node["$ref"].split("/")[-2:]
        node = SPEC["components"][kind][name]
    return node


def test_every_operation_and_parameter_is_described():
    missing = []
    for name, op in _operations():
        for field in ("summary", "description"):
            if not op.get(field):
                missing.append(f"{name}: no {field}")
        for parameter in op.get("parameters", []):
            if not _resolve(parameter).get("description"):
                missing.append(f"{name}: parameter {parameter.get('name')} undescribed")
    assert not missing, "\n".join(missing)


def test_every_schema_and_property_is_described():
    missing = []
    for name, schema in SCHEMAS.items():
        if not schema.get("description"):
            missing.append(f"{name}: no description")
        if name.startswith(GAME_TYPED) and not name.endswith("Command") and name not in HAND_WRITTEN:
            continue
        for prop, value in schema.get("properties", {}).items():
            if prop == "type" and "enum" in value and len(value["enum"]) == 1:
                continue  # a discriminator's one value: the model's name says it
            if not value.get("description") and "$ref" not in value:
                missing.append(f"{name}.{prop}: no description")
    assert not missing, f"{len(missing)} undescribed:\n" + "\n".join(missing)


def test_every_error_is_a_problem_and_the_gate_is_documented_everywhere():
    wrong = []
    for name, op in _operations():
        for status, response in op["responses"].items():
            response = _resolve(response)
            if status == "default" or status.startswith(("4", "5")):
                content = response.get("content", {})
                if list(content) != [codes.PROBLEM] or content[codes.PROBLEM]["schema"] != {
                        "$ref": "#/components/schemas/Problem"}:
                    wrong.append(f"{name} {status}: {list(content)}")
        for code in codes.GATE:
            if str(codes.example_status(code)) not in op["responses"]:
                wrong.append(f"{name}: no {codes.example_status(code)} ({code})")
    assert not wrong, "\n".join(wrong)


def test_every_problem_code_has_an_example_where_it_occurs():
    examples = SPEC["components"]["examples"]
    where: dict[str, set[str]] = {}
    for name, op in _operations():
        for status, response in op["responses"].items():
            for media in _resolve(response).get("content", {}).values():
                for example in media.get("examples", {}).values():
                    value = _resolve(example)["value"] if "$ref" in example else example["value"]
                    code = value.get("code") if isinstance(value, dict) else None
                    if code is not None:
                        where.setdefault(code, set()).add(f"{name} {status}")
                        assert status == "default" or codes.registered(code, int(status) if status.isdigit() else 0) \
                            or value.get("type") == "error", f"{name} {status}: an example of {code}"
    assert sorted(set(codes.CODES) - set(where)) == [], "codes without an example in any response"
    assert all(value["value"]["code"] == name for name, value in examples.items())


def test_every_command_type_has_an_example_of_its_type():
    """Each example is the first of its engine's command_schemas() `examples`, which
    tests/conformance/test_command_examples.py finds legal in a seeded game."""
    union = SCHEMAS["AnyCommand"]["discriminator"]["mapping"]
    missing = [kind for kind, ref in union.items() if _resolve({"$ref": ref}).get("example", {}).get("type") != kind]
    assert not missing, f"command types without an example: {missing}"
