"""Every rule id of the project's rules reference is exercised by a test named after it."""
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ID = re.compile(r"\*\*((?:AC|SC-AC)-[A-Z0-9]+(?:-[0-9A-Z]+)?)\*\*")


def reference_ids() -> set[str]:
    return set(ID.findall((ROOT / "docs" / "rules-acres.md").read_text(encoding="utf-8")))


def all_test_sources() -> str:
    return "\n".join(p.read_text(encoding="utf-8") for p in (ROOT / "tests" / "acres").glob("test_*.py"))


def test_every_rule_id_has_a_test():
    tests = all_test_sources()
    ids = reference_ids()
    assert len(ids) > 150, "the rules reference lists its ids in bold: **AC-RAID-3**"
    missing = sorted(i for i in ids if not re.search(rf"def test_{i.replace('-', '_')}(?![0-9])", tests))
    assert not missing, f"rule ids with no test named after them: {missing}"
