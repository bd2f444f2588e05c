"""The arena's smoke test (the figures in docs/ai.md come from full runs) and its statistics."""
from __future__ import annotations

import pytest

from tools import arena, variants


def test_wilson_interval_matches_known_values():
    low, high = arena.wilson(70, 100)
    assert (round(low, 3), round(high, 3)) == (0.604, 0.781)
    assert arena.wilson(0, 10)[0] == 0.0 and arena.wilson(10, 10)[1] == 1.0


def test_acres_games_between_levels_swap_sides_and_finish(capsys: pytest.CaptureFixture[str]):
    summary = arena.main(["acres", "search", "heuristic", "--games", "2", "--iterations", "15", "--procs", "2"])
    assert summary["games"] == 2 and summary["unfinished"] == 0
    assert sum(p["score"] for p in summary["players"]) == 2  # one winner a game
    # each level held each side once
    assert {seat: sorted(by_level) for seat, by_level in summary["per_side"].items()} == {
        "british": ["heuristic", "search"], "french": ["heuristic", "search"]}
    assert summary["mean_commands"] > 50 and summary["reasons"]
    captured = capsys.readouterr()
    assert "95% CI" in captured.out and "search" in captured.out
    assert captured.err.count("[arena] game ") == 2 and "[arena] game 2/2 seed 1: " in captured.err


def test_sparks_four_player_lineup_rotates_and_counts_cards_bought():
    summary = arena.main(["sparks", "search", "heuristic", "heuristic", "random", "--games", "4", "--iterations",
                          "5", "--procs", "1", "--max-commands", "400", "--json", "--balance"])
    assert [p["level"] for p in summary["players"]] == ["search", "heuristic", "heuristic", "random"]
    assert all(p["games"] == 4 for p in summary["players"])
    # the rotation put the search on each of the four seats once
    assert sorted(seat for seat, by_level in summary["per_side"].items() if "search" in by_level) == [
        "blue", "green", "red", "yellow"]
    finished = summary["games"] - summary["unfinished"]
    assert sum(p["score"] for p in summary["players"]) == pytest.approx(finished)
    assert sum(summary["cards_bought"].values()) > 0


def test_fixed_seats_keep_the_lineup_on_its_seats():
    summary = arena.main(["acres", "random", "heuristic", "--games", "2", "--procs", "1", "--fixed-seats", "--quiet",
                          "--json"])
    assert {seat: sorted(by_level) for seat, by_level in summary["per_side"].items()} == {
        "british": ["random"], "french": ["heuristic"]}


def test_variant_difference_interval_matches_newcombe():
    """Newcombe (1998), Statistics in Medicine 17:873, example (a): 56/70 against 48/80, method 10."""
    d, low, high = variants.difference_interval(56, 70, 48, 80)
    assert (round(d, 4), round(low, 4), round(high, 4)) == (0.2, 0.0524, 0.3339)


def test_variants_lab_compares_each_option_with_the_baseline(capsys: pytest.CaptureFixture[str]):
    rows = variants.main(["--games", "3", "--baseline-games", "4", "--only", "quebec_fort,french_bateaux",
                          "--procs", "1"])
    assert [r["option"] for r in rows] == ["quebec_fort", "french_bateaux=available", "french_bateaux=start_deck"]
    assert all(r["games"] == 3 and r["baseline_games"] == 4 for r in rows)
    assert all(r["ci95"][0] <= r["difference"] <= r["ci95"][1] for r in rows)
    assert "| `quebec_fort` | 3 |" in capsys.readouterr().out
