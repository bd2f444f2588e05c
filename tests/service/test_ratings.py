"""api/ratings.py: the maths checked against openskill's published examples, then the properties a rated game
relies on. Pure: no Redis.

Sources of the expected numbers:
- [manual] openskill.py's User Manual, docs/source/manual.rst ("The Basics" and "Ranks"; the same 2v2 example is
  the README's "Limited Example"), https://openskill.me/en/stable/manual.html.
- [js] openskill.js, src/__tests__/rate.test.ts (github.com/philihp/openskill.js): the implementation openskill.py
  was ported from (its README), run there with the default Plackett-Luce model and the same defaults (mu 25,
  sigma 25/3, beta 25/6, tau 25/300). Each test below names the `it(...)` case it reproduces.
"""
from __future__ import annotations

import json
import math

import pytest

from api import ratings
from api.ratings import DEFAULT, Rating, change, display, update

REL = 1e-9  # the published values are printed to full double precision


def close(r: Rating, mu: float, sigma: float) -> bool:
    return r.mu == pytest.approx(mu, rel=REL) and r.sigma == pytest.approx(sigma, rel=REL)


def test_the_model_and_the_ordinal_reproduce_the_manuals_example() -> None:
    # [manual] "The Basics": four new players, [p1, p2] beat [p3, p4]; "Ranks": their ordinals. Teams of two are
    # not what `update` rates, so this runs the module's model directly: it checks the model's parameters.
    r = ratings.MODEL.rating
    [[p1, p2], [p3, p4]] = ratings.MODEL.rate([[r(), r()], [r(), r()]])
    for p in (p1, p2):
        assert close(Rating(p.mu, p.sigma), 26.964294621803063, 8.177962604389991)
    for p in (p3, p4):
        assert close(Rating(p.mu, p.sigma), 23.035705378196937, 8.177962604389991)
    assert Rating(p1.mu, p1.sigma).ordinal == pytest.approx(2.4304068086330872, rel=REL)
    assert Rating(p3.mu, p3.sigma).ordinal == pytest.approx(-1.4981824349730388, rel=REL)


def test_default_is_the_models_new_player() -> None:
    # [manual] "The Basics": a new player prints mu 25.0, sigma 8.333333333333334
    assert DEFAULT == Rating(25.0, 8.333333333333334, 0)
    assert DEFAULT.ordinal == pytest.approx(0.0, abs=1e-12)


def test_two_new_players() -> None:
    # [js] 'reverses rank' and 'keeps rank'
    new = update([["winner"], ["loser"]], {})
    assert close(new["winner"], 27.635389493140497, 8.06590141354368)
    assert close(new["loser"], 22.364610506859503, 8.06590141354368)


def test_four_players_three_known_and_one_new() -> None:
    # [js] 'rate accepts and runs a placket-luce model by default': a1, b1, c1 known, d1 = rating(), in that order
    known = {"a": Rating(29.182, 4.782, 7), "b": Rating(27.174, 4.922, 3), "c": Rating(16.672, 6.217, 1)}
    new = update([["a"], ["b"], ["c"], ["d"]], known)
    assert close(new["a"], 30.210227447000438, 4.765617924939384)
    assert close(new["b"], 27.644725221915632, 4.883479590134575)
    assert close(new["c"], 17.4036218889969, 6.101259408259549)
    assert close(new["d"], 19.21460876538932, 7.854669920480409)
    assert {who: r.games for who, r in new.items()} == {"a": 8, "b": 4, "c": 2, "d": 1}


def test_four_new_players_out_of_seat_order() -> None:
    # [js] 'accepts a misordered rank ordering': ranks [2, 1, 4, 3] for a, b, c, d
    new = update([["b"], ["a"], ["d"], ["c"]], {})
    assert close(new["a"], 26.55291815138952, 8.17961798837266)
    assert close(new["b"], 27.795252672501135, 8.263571791259416)
    assert close(new["c"], 20.962412806387245, 8.084127880168786)
    assert close(new["d"], 24.689416369722096, 8.084127880168786)


def test_an_upset() -> None:
    # [js] 'accepts a rate ordering': mu 15, 20, 25, 30 (sigma 25/3) finish with ranks [1, 3, 4, 2]
    known = {who: Rating(mu, 25 / 3.0) for who, mu in (("w", 15), ("x", 20), ("y", 25), ("z", 30))}
    new = update([["w"], ["z"], ["x"], ["y"]], known)
    assert close(new["w"], 18.131120980297805, 8.283536573151807)
    assert close(new["x"], 20.405169039419135, 8.107860440531121)
    assert close(new["y"], 20.65583040714804, 8.082574596348321)
    assert close(new["z"], 30.80787957313502, 8.155100416275928)


def test_a_tie_for_second() -> None:
    # [js] 'allows ties': (10, 8), (5, 10), (0, 12) with ranks [1, 2, 2]
    known = {"a": Rating(10, 8), "b": Rating(5, 10), "c": Rating(0, 12)}
    new = update([["a"], ["b", "c"]], known)
    assert close(new["a"], 11.942996666741225, 7.926888197620324)
    assert close(new["b"], 2.9381178546315034, 9.653804487570165)
    assert close(new["c"], -1.4024317012198733, 11.323641575516767)
    swapped = update([["a"], ["c", "b"]], known)  # the order inside a tie means nothing (but float rounding)
    assert all(close(swapped[who], r.mu, r.sigma) for who, r in new.items())


def test_a_tie_for_first_among_four() -> None:
    # [js] 'fixes orders of ties': mu 15, 20, 25, 30 with ranks [2, 4, 2, 1]
    known = {who: Rating(mu, 25 / 3.0) for who, mu in (("w", 15), ("x", 20), ("y", 25), ("z", 30))}
    new = update([["z"], ["w", "y"], ["x"]], known)
    assert close(new["w"], 15.340043358359136, 8.213141619804967)
    assert close(new["x"], 18.007678675484204, 8.189033933813437)
    assert close(new["y"], 24.25801928251219, 8.166918055585525)
    assert close(new["z"], 32.39425868364447, 8.247687230833794)


def test_a_tie_brings_unequal_players_closer() -> None:
    # openskill.py's own test_ties_with_close_ratings (tests/models/weng_lin/test_common.py, 6.2.0): before 6.2.0
    # both players of this tie gained mu (30 -> 31.68, 20 -> 23.59), hence the lower bound in pyproject.toml
    new = update([["a", "b"]], {"a": Rating(30.0, 25 / 3.0), "b": Rating(20.0, 25 / 3.0)})
    assert new["a"].mu < 30.0 and new["b"].mu > 20.0
    assert new["a"].mu + new["b"].mu == pytest.approx(50.0, abs=1e-9)


@pytest.mark.parametrize(("players", "sigma"), [(3, 8.205243377397993), (4, 8.263571791259416)])
def test_everyone_tied(players: int, sigma: float) -> None:
    # [js] 'accepts a score instead of rank' (3 new players, equal scores) and 'four-way-tie with newbies'
    new = update([[f"p{i}" for i in range(players)]], {})
    assert all(close(r, 25.0, sigma) for r in new.values())


def test_two_players_winner_gains_and_loser_loses() -> None:
    old = {"a": Rating(28.0, 3.0, 40), "b": Rating(22.0, 3.0, 40)}
    for first, second in (("a", "b"), ("b", "a")):
        new = update([[first], [second]], old)
        assert new[first].mu > old[first].mu and new[first].ordinal > old[first].ordinal
        assert new[second].mu < old[second].mu and new[second].ordinal < old[second].ordinal
    upset, expected = update([["b"], ["a"]], old), update([["a"], ["b"]], old)
    assert upset["b"].mu - old["b"].mu > expected["a"].mu - old["a"].mu  # the underdog's win moves more


def test_six_players_in_order() -> None:
    ids = [f"p{i}" for i in range(6)]
    new = update([[who] for who in ids], {})
    mus = [new[who].mu for who in ids]
    assert mus == sorted(mus, reverse=True) and len(set(mus)) == 6
    assert mus[0] > DEFAULT.mu > mus[-1]
    assert new["p5"].ordinal < DEFAULT.ordinal
    assert all(r.sigma < DEFAULT.sigma and r.games == 1 for r in new.values())


@pytest.mark.parametrize("standings", [
    [["a"], ["b"]],
    [["a"], ["b"], ["c"], ["d"], ["e"], ["f"]],
    [["a", "b"], ["c"], ["d", "e", "f"]],
    [["a"], ["b", "c"], ["d"]],
])
def test_equal_players_keep_the_sum_of_mu(standings: list[list[str]]) -> None:
    old = {who: Rating(21.0, 5.0, 9) for group in standings for who in group}
    new = update(standings, old)
    assert sum(r.mu for r in new.values()) == pytest.approx(21.0 * len(old), abs=1e-6)
    assert sum(abs(new[who].mu - 21.0) for who in old) > 1.0  # and the game did move them


def test_unknown_participants_start_at_default() -> None:
    standings = [["known"], ["new1", "new2"], ["new3"]]
    known = {"known": Rating(30.0, 2.0, 12), "bystander": Rating(1.0, 1.0, 1)}
    new = update(standings, known)
    assert new == update(standings, {**known, "new1": DEFAULT, "new2": DEFAULT, "new3": DEFAULT})
    assert set(new) == {"known", "new1", "new2", "new3"}  # only the game's participants
    assert known["known"] == Rating(30.0, 2.0, 12)  # the input is left as it was
    assert new["known"].games == 13 and new["new1"].games == 1


@pytest.mark.parametrize("standings", [
    [["a"], ["a"]],
    [["a", "b", "a"]],
    [["a"], ["b"], ["c", "b"]],
    [["a"]],
    [],
    [["a"], [], ["b"]],
])
def test_bad_standings(standings: list[list[str]]) -> None:
    with pytest.raises(ValueError):
        update(standings, {})


def test_change_for_a_result() -> None:
    before, after = Rating(25.0, 25 / 3.0), Rating(27.635389493140497, 8.06590141354368, 1)
    assert change(before, after) == {"mu_before": 25.0, "mu_after": 27.6354, "sigma_before": 8.3333,
                                     "sigma_after": 8.0659, "ordinal_before": 0.0, "ordinal_after": 3.4377,
                                     "delta": 3.4377}
    assert change(after, before)["delta"] == -3.4377
    assert json.loads(json.dumps(change(before, after))) == change(before, after)


def test_display() -> None:
    assert display(DEFAULT) == 763
    assert display(Rating(25.0, 0.0)) == 1500  # a settled average player
    # 400 points between settled players are 10:1 odds under the two-player logistic likelihood, as in Elo
    gap = math.log(10.0) * math.sqrt(2.0) * (25 / 6.0)
    assert display(Rating(25.0 + gap, 0.0)) - display(Rating(25.0, 0.0)) == 400
    shown = [display(Rating(mu, sigma)) for mu, sigma in ((10, 8), (25, 8.3), (25, 6), (30, 2), (45, 1))]
    assert shown == sorted(shown) and len(set(shown)) == len(shown)


def test_json_round_trip() -> None:
    r = Rating(27.635389493140497, 8.06590141354368, 3)
    assert Rating.from_json(json.loads(json.dumps(r.to_json()))) == r
    assert r.to_json() == {"mu": 27.635389493140497, "sigma": 8.06590141354368, "games": 3}
    assert Rating.from_json({"mu": 25, "sigma": 25 / 3.0}) == DEFAULT  # games defaults to 0


@pytest.mark.parametrize("d", [
    {"mu": float("nan"), "sigma": 1.0},
    {"mu": 25.0, "sigma": 0.0},
    {"mu": 25.0, "sigma": -1.0},
    {"mu": 25.0, "sigma": float("inf")},
    {"mu": 25.0, "sigma": 1.0, "games": -1},
    {"mu": 25.0, "sigma": 1.0, "games": 1.5},
    {"mu": 25.0, "sigma": 1.0, "games": True},
])
def test_from_json_rejects_what_no_update_gives(d: dict[str, float]) -> None:
    with pytest.raises(ValueError):
        Rating.from_json(d)
