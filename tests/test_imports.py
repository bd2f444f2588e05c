"""The import rules of the layers (ARCHITECTURE.md), read from the source with ast: every import statement counts,
those inside functions too.

- engine/ imports nothing of the service: api, workers, tools, flask (and its schema libraries), redis, rq;
- api/ and workers/ reach the games only through engine.registry and engine.core: they import no game package
  (a package of engine/ that the registry registers); nor do the shared modules of engine/, and no game imports
  another;
- api/ imports neither workers/ nor tools/ (the composition root injects the queue hook);
- no import cycle among the modules of api/, workers/ and engine/ (each game package included).
"""
from __future__ import annotations

import ast
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from types import ModuleType

from engine import registry

ROOT = Path(__file__).resolve().parent.parent
LAYERS = ("api", "workers", "engine", "tools")
SERVICE = ("api", "workers", "tools", "flask", "flask_smorest", "marshmallow", "webargs", "apispec", "redis", "rq")


@cache
def modules() -> dict[str, Path]:
    """Every module of the layers by dotted name (a package by its __init__.py)."""
    out = {}
    for layer in LAYERS:
        for path in sorted((ROOT / layer).rglob("*.py")):
            parts = path.relative_to(ROOT).with_suffix("").parts
            out[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return out


def _package(name: str) -> str:
    """The package a module's relative imports start from."""
    return name if modules()[name].name == "__init__.py" else name.rpartition(".")[0]


def imported(name: str) -> Iterator[tuple[str, int]]:
    """(module name, line) of everything module `name` imports, relative imports resolved; `from p import x`
    names p.x when that is a module of the layers, else p."""
    for node in ast.walk(ast.parse(modules()[name].read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            yield from ((alias.name, node.lineno) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                package = _package(name).split(".")
                package = package[:len(package) - node.level + 1]
                base = ".".join([*package, *([base] if base else [])])
            for alias in node.names:
                full = f"{base}.{alias.name}"
                yield (full if full in modules() else base), node.lineno


def within(target: str, packages: tuple[str, ...] | set[str]) -> bool:
    return any(target == p or target.startswith(p + ".") for p in packages)


def game_packages() -> set[str]:
    """The packages of the registered games (engine.acres, engine.sparks, ...)."""
    return {g.__name__ for g in registry.GAMES.values() if isinstance(g, ModuleType) and g.__name__ in modules()}


def offences(layer: str, forbidden: tuple[str, ...] | set[str], exempt: set[str] = frozenset()) -> list[str]:
    found = []
    for name, path in modules().items():
        if not within(name, (layer,)) or within(name, exempt):
            continue
        for target, line in imported(name):
            if within(target, forbidden) and not within(target, exempt):
                found.append(f"{path.relative_to(ROOT)}:{line} imports {target}")
    return found


def test_the_engines_import_nothing_of_the_service() -> None:
    assert not offences("engine", SERVICE), "\n".join(offences("engine", SERVICE))


def test_the_engines_import_nothing_of_interop() -> None:
    """interop/ (the games in other frameworks, e.g. OpenSpiel) builds on the engine, never the other way."""
    assert not offences("engine", ("interop",)), "\n".join(offences("engine", ("interop",)))


def test_the_service_and_workers_reach_games_only_through_the_registry() -> None:
    games = game_packages()
    assert {"engine.acres", "engine.sparks"} <= games
    found = offences("api", games) + offences("workers", games)
    assert not found, "\n".join(found)


def test_the_shared_engine_modules_import_no_game_and_no_game_another() -> None:
    games = game_packages()
    found = offences("engine", games, exempt={"engine.registry", *games})
    for game in sorted(games):
        found += offences(game, games - {game})
    assert not found, "\n".join(found)


def test_the_api_imports_neither_workers_nor_tools() -> None:
    found = offences("api", ("workers", "tools"))
    assert not found, "\n".join(found)


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for nxt in sorted(graph[node]):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return sorted(found)


def import_graph(layers: tuple[str, ...]) -> dict[str, set[str]]:
    names = [name for name in modules() if within(name, layers)]
    return {name: {t for t, _ in imported(name) if t in modules() and within(t, layers) and t != name}
            for name in names}


def test_no_import_cycles() -> None:
    found = cycles(import_graph(("api", "workers", "engine")))
    assert not found, "import cycles:\n" + "\n".join(" <-> ".join(c) for c in found)


def test_the_cycle_finder_finds_cycles() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}, "e": {"e"}}
    assert cycles(graph) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []
