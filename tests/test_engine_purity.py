"""engine/ is pure: it imports no I/O library, no clock and no global randomness (the service's modules and
libraries: tests/test_imports.py)."""
import ast
from pathlib import Path

ENGINE = Path(__file__).resolve().parent.parent / "engine"
FORBIDDEN_MODULES = {"time", "datetime", "os", "socket", "requests", "subprocess", "urllib", "http", "sqlite3",
                     "threading", "asyncio"}
# module-level functions of `random` that use the hidden global generator
GLOBAL_RANDOM = {"random", "randint", "choice", "choices", "shuffle", "sample", "uniform", "randrange", "seed"}


def _imports(tree: ast.AST) -> set[str]:
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module.split(".")[0])
    return names


def test_engine_imports_nothing_impure():
    for path in ENGINE.rglob("*.py"):
        bad = _imports(ast.parse(path.read_text())) & FORBIDDEN_MODULES
        assert not bad, f"{path} imports {bad}"


def test_engine_never_uses_the_global_random_generator():
    for path in ENGINE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "random"
                    and node.attr in GLOBAL_RANDOM):
                raise AssertionError(f"{path}:{node.lineno} uses random.{node.attr}; take an rng argument")
