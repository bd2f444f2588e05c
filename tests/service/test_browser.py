"""The web pages in a real browser (issue 20): headless Chromium against the real launcher (./scripts/serve's
API, worker and embedded Redis). A person opens the index, starts a game against the AI, plays by clicking the
choices until the AI has answered, watches the board change, resigns and replays the finished game with the
slider. The seat's token stays in the page: no request carries it but in its Authorization header. Screenshots
land in test-artifacts/ (or $TABULA_ARTIFACTS)."""
from __future__ import annotations

import os
import random
import re
import time
from pathlib import Path
from typing import Any

import pytest

from .browser import install
from .launcher import ROOT, call, free_port, start_serve, wait_for_banner

sync_api = pytest.importorskip("playwright.sync_api")
expect = sync_api.expect

START_TIMEOUT = 180  # seconds for the launcher's banner
ARTIFACTS = Path(os.environ.get("TABULA_ARTIFACTS", ROOT / "test-artifacts"))
CLICKS = 4  # commands a person sends by clicking, at least


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Any:
    tmp = tmp_path_factory.mktemp("browser")
    port = free_port()
    proc, log = start_serve(tmp, "browser", port)
    base = f"http://127.0.0.1:{port}"
    try:
        wait_for_banner(proc, tmp / "serve.log", base, START_TIMEOUT)
        yield base
    finally:
        os.killpg(proc.pid, 15)
        proc.wait(timeout=60)
        log.close()


@pytest.fixture(scope="module")
def browser() -> Any:
    path = install()
    with sync_api.sync_playwright() as p:
        chromium = p.chromium.launch(executable_path=path, args=["--no-sandbox", "--disable-gpu"])
        yield chromium
        chromium.close()


class Watched:
    """A page with what it asked the server and what went wrong in it."""

    def __init__(self, browser: Any):
        self.page = browser.new_page(viewport={"width": 1400, "height": 1000})
        self.requests: list[Any] = []
        self.errors: list[str] = []
        self.page.on("request", lambda r: self.requests.append(r))
        self.page.on("pageerror", lambda e: self.errors.append(str(e)))
        self.page.on("dialog", lambda d: d.accept())  # the resign confirmation

    def log_size(self) -> int:
        return int(self.page.locator("#log li").count())

    def board(self) -> bytes:
        return bytes(self.page.locator("#board").screenshot())

    def shot(self, name: str) -> Path:
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        path = ARTIFACTS / name
        self.page.screenshot(path=str(path), full_page=True)
        return path


def start(w: Watched, base: str, kind: str, players: str | None = None) -> str:
    """The index's form: a new game of `kind` against the AI (level random: it answers at once)."""
    w.page.goto(base + "/games")
    w.page.wait_for_selector(f"#type option[value={kind}]", state="attached")
    w.page.select_option("#type", kind)
    if players:
        w.page.select_option("#count", players)
    w.page.select_option("#level", "random")
    w.page.click("#new-game button[type=submit]")
    w.page.wait_for_url(re.compile(r"/games/[^/#]+#token="))
    w.page.wait_for_selector("#board[data-version]", state="attached")
    return w.page.url.split("#token=")[1]


def click_choices(w: Watched, clicks: int, seat: str) -> int:
    """Click `clicks` choices, one at a time, each once the page offers them; the AI's entries may come between.
    Prefers ending a turn once an action was taken, so that the AI gets to answer."""
    page = w.page
    for n in range(clicks):
        page.wait_for_selector("button.choice:enabled", timeout=60_000)
        before = w.log_size()
        enders = page.locator("button.choice[data-type=end_turn]:enabled, button.choice[data-type=pass]:enabled")
        choice = enders.first if n % 2 and enders.count() else page.locator("button.choice:enabled").first
        label = choice.text_content()
        choice.click()
        page.locator(f"#log li >> nth={before}").wait_for(state="attached", timeout=60_000)  # one more entry
        assert not page.text_content("#problem"), f"clicking {label!r}: {page.text_content('#problem')}"
    ai = re.compile(rf"^(?!{re.escape(seat)}\b)\w")  # an entry of another seat: the AI has answered
    page.locator("#log li b", has_text=ai).first.wait_for(state="attached", timeout=60_000)
    return w.log_size()


def token_stays_in_the_page(w: Watched, token: str) -> None:
    assert w.requests, "no request seen"
    sent = [r for r in w.requests if r.url.startswith("http")]
    assert not [r.url for r in sent if token in r.url], "the token left the page in an address"
    assert not [r.url for r in sent if r.post_data and token in r.post_data], "the token left the page in a body"
    api = [r for r in sent if "/v1/games/" in r.url and "/feed" not in r.url and r.url.endswith(("state",))]
    assert api and all(r.headers.get("authorization") == f"Bearer {token}" for r in api)


def test_play_acres_against_the_ai_by_clicking_then_resign_and_replay(server, browser):
    w = Watched(browser)
    token = start(w, server, "acres")
    w.page.wait_for_selector("button.choice:enabled")
    assert "You play British" in w.page.text_content("#you")
    board0, version0 = w.board(), w.page.get_attribute("#board", "data-version")
    w.shot("acres-start.png")
    size = click_choices(w, CLICKS, "British")
    assert size >= CLICKS + 1
    expect(w.page.locator("#board")).not_to_have_attribute("data-version", version0 or "")
    assert w.board() != board0, "the board did not change"
    words = w.page.locator("#log li").all_text_contents()
    assert any(re.search(r"British", line) for line in words) and not any("{" in line for line in words)
    w.shot("acres-played.png")

    w.page.click("#resign")
    w.page.wait_for_selector("#result-section:not([hidden])")
    expect(w.page.locator("#result-note")).to_contain_text("French")
    w.page.wait_for_selector("#result table.result")
    w.page.wait_for_selector("#replay:not([hidden])")
    last = int(w.page.get_attribute("#board", "data-version") or 0)
    w.page.locator("#replay-version").fill("1")
    expect(w.page.locator("#board")).to_have_attribute("data-version", "1")
    assert w.page.locator("#log li.later").count() == last - 1  # the entries after version 1, dimmed
    assert not w.page.locator("button.choice").count() and not w.page.is_visible("#resign")
    w.shot("acres-replay.png")
    token_stays_in_the_page(w, token)
    assert not w.errors, w.errors


def test_play_sparks_against_the_ai_by_clicking(server, browser):
    w = Watched(browser)
    token = start(w, server, "sparks", players="3")
    w.page.wait_for_selector("button.choice:enabled")
    board0 = w.board()
    click_choices(w, CLICKS, w.page.text_content("#you").removeprefix("You play ").rstrip("."))
    expect(w.page.locator("#board")).not_to_have_attribute("data-version", "0")
    assert w.board() != board0
    w.shot("sparks-played.png")
    token_stays_in_the_page(w, token)
    assert not w.errors, w.errors


def test_a_spectator_watches_without_choices_and_a_bad_token_is_refused(server, browser):
    w = Watched(browser)
    start(w, server, "acres")
    game = w.page.url.split("#")[0]
    w.page.goto(game)
    w.page.wait_for_selector("#board[data-version]", state="attached")
    assert "You watch" in w.page.text_content("#you") and w.page.is_visible("#token-form")
    assert not w.page.is_visible("#turn")
    w.page.goto(game + "#token=not-a-token")
    w.page.reload()
    expect(w.page.locator("#you")).to_contain_text("refused")
    assert not w.errors, w.errors


def api(base: str, path: str, token: str = "", body: Any = None, key: str = "") -> Any:
    """A GET (or a POST of `body`) that must succeed: its answer."""
    status, answer = call(base, "GET" if body is None else "POST", path, body, token, key)
    assert status in (200, 201), (path, status, answer)
    return answer


def until_asked(base: str, kind: str, answers: set[str], prefer: tuple[str, ...], seed: str) -> tuple[str, str]:
    """A game of two human seats, played through the API (commands of the `prefer` types first) until a seat
    must answer with one of `answers`: (game id, that seat's token)."""
    created = api(base, "/v1/games", body={"type": kind, "seats": [{}, {}], "seed": seed})
    game_id, tokens = created["game_id"], {s["seat"]: s["token"] for s in created["seats"]}
    rng = random.Random(seed)
    for _ in range(600):
        (seat,) = api(base, f"/v1/games/{game_id}")["to_act"]
        legal = api(base, f"/v1/games/{game_id}/legal-commands", tokens[seat])
        if {c["type"] for c in legal["commands"]} & answers:
            return game_id, tokens[seat]
        preferred = [c for c in legal["commands"] if c["type"] in prefer]
        command = rng.choice(preferred or legal["commands"])
        api(base, f"/v1/games/{game_id}/commands", tokens[seat], {"expected_version": legal["version"],
                                                                 "command": command}, key=f"k{legal['version']}")
    raise AssertionError(f"no seat was asked for {answers} in 600 commands of {kind} ({seed})")


@pytest.mark.parametrize("kind,answers,prefer", [
    ("acres", {"block", "no_block"}, ("raid", "ambush", "end_turn")),  # AC-RAID: the raided seat may block
    ("sparks", {"want_card", "decline_card"}, ("offer_card",)),  # FS-TECH-5: the others answer an offer
])
def test_a_seat_answers_a_block_or_an_offer_by_clicking(server, browser, kind, answers, prefer):
    game_id, token = until_asked(server, kind, answers, prefer, seed=f"answer-{kind}")
    w = Watched(browser)
    w.page.goto(f"{server}/games/{game_id}#token={token}")
    choices = w.page.locator(", ".join(f"button.choice[data-type={a}]:enabled" for a in sorted(answers)))
    choices.first.wait_for()
    before = w.log_size()
    label = choices.first.text_content()
    choices.first.click()
    w.page.locator(f"#log li >> nth={before}").wait_for(state="attached")
    assert not w.page.text_content("#problem"), w.page.text_content("#problem")
    entry = api(server, f"/v1/games/{game_id}/events?after={before}&words=true", token)["entries"][0]
    assert entry["command"]["type"] in answers and w.page.locator("#log li").nth(before).text_content().endswith(
        " ".join(entry["words"])), (label, entry)
    w.shot(f"{kind}-answered.png")
    assert not w.errors, w.errors


@pytest.mark.slow
@pytest.mark.parametrize("kind,players", [("sparks", "2"), ("acres", None)])
def test_a_whole_game_against_the_ai_by_clicking(server, browser, kind, players):
    """A person plays a whole game in the page until the result, clicking whenever the seat has a choice: the
    one with the longest label (the most members, tools or cards), so that the game moves towards its end."""
    w = Watched(browser)
    start(w, server, kind, players=players)
    clicks, end = 0, time.monotonic() + 900
    choices = w.page.locator("button.choice:enabled")
    while not w.page.locator("#result-section:not([hidden])").count():
        assert time.monotonic() < end, f"no result after {clicks} clicks"
        texts = choices.all_text_contents()
        if not texts:  # the AI's turn, or a command on its way
            time.sleep(0.05)
            continue
        choice = choices.nth(max(range(len(texts)), key=lambda i: len(texts[i])))
        try:
            if not choice.is_visible():  # in a closed group: open it, as a person would
                choice.locator("xpath=ancestor::details/summary").click(timeout=2000)
            choice.click(timeout=2000)
        except sync_api.TimeoutError:
            continue  # the list changed under the pointer: a new version
        clicks += 1
    expect(w.page.locator("#result-note")).to_contain_text("Won by")
    assert not w.page.locator("button.choice").count()
    w.shot(f"{kind}-whole-game.png")
    print(f"{kind}: a whole game in {clicks} clicks")
    assert clicks > 10 and not w.errors, w.errors
