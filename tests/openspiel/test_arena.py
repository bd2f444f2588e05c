"""The arena seats OpenSpiel's ISMCTS (the level `ismcts`) against Tabula's levels."""
from __future__ import annotations

# isort: off
from .play import pyspiel  # noqa: F401  # first: it skips this module where OpenSpiel is not installed
# isort: on

from tools import arena


def test_ismcts_plays_acres_against_a_tabula_level_on_both_sides():
    summary = arena.main(["acres", "ismcts", "random", "--games", "2", "--iterations", "2", "--procs", "1",
                          "--quiet", "--json"])
    assert [p["level"] for p in summary["players"]] == ["ismcts", "random"]
    assert summary["unfinished"] == 0 and sum(p["score"] for p in summary["players"]) == 2
    assert {seat: sorted(by_level) for seat, by_level in summary["per_side"].items()} == {
        "british": ["ismcts", "random"], "french": ["ismcts", "random"]}


def test_ismcts_takes_a_seat_of_the_first_sparks():
    summary = arena.main(["sparks", "ismcts", "heuristic", "heuristic", "--games", "1", "--iterations", "2",
                          "--procs", "1", "--max-commands", "60", "--quiet", "--json"])
    assert summary["players"][0]["level"] == "ismcts" and summary["players"][0]["think_mean_s"] > 0
