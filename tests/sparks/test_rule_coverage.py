"""Every rule id of the First Sparks rules reference is exercised by a test named after it."""
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
# **FS-HUNT-3** for a rule, **SC-FS-9 — Expansion costs.** for a worked example
ID = re.compile(r"\*\*(FS-[A-Z0-9]+-[0-9]+|SC-FS-D?[0-9]+)(?=\*\*| )")


def reference_ids() -> set[str]:
    return set(ID.findall((ROOT / "docs" / "rules-sparks.md").read_text(encoding="utf-8")))


def all_test_sources() -> str:
    return "\n".join(p.read_text(encoding="utf-8") for p in (ROOT / "tests" / "sparks").glob("test_*.py"))


def test_every_rule_id_has_a_test():
    tests = all_test_sources()
    ids = reference_ids()
    assert len(ids) > 130, "the rules reference lists its ids in bold: **FS-HUNT-3**"
    missing = sorted(i for i in ids if not re.search(rf"def test_{i.replace('-', '_')}(?![0-9])", tests))
    assert not missing, f"rule ids with no test named after them: {missing}"
