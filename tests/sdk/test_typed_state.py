"""The typed state through the Python SDK (docs/state-schemas.md): what the live server sends of a game of each
title, parsed by the generated models, comes back as the game's own models, and each model gives back exactly the
JSON it was parsed from (`to_dict()`: nothing dropped into a dict, nothing lost): every view of every seat and of
a spectator, the full position (?full=1 of a sandbox game), every event of the events long poll and of the log
(redacted while the game runs, whole once it is over: GameStarted is a type of both titles, and each parses as
its own title's), the feed's items (view, entry, your_turn with a pending decision, end), as read by hand and as
`tabula_client.feed.follow` yields them (its models, typed by each item's `type`), and the results, the
lifecycle's (a resignation) included."""
from __future__ import annotations

import json
import random
from typing import Any

import httpx
import pytest
from tabula_client import AuthenticatedClient, Client
from tabula_client import models as m
from tabula_client.api.games import (
    create_game,
    get_events,
    get_game,
    get_game_state,
    get_legal_commands,
    get_log,
    get_result,
)
from tabula_client.feed import follow
from tabula_client.submit import submit

from .conftest import Live

STEPS = 120  # random legal commands per game: enough for pending decisions of both titles (measured: the first
# acres decision comes by about step 40 with these seeds, the first sparks one by about step 20)
FEED_TIMEOUT = 0.5  # seconds: the feed closes this long after its last item


def same(model: Any, raw: Any) -> None:
    """The model gives back exactly the JSON it was parsed from."""
    assert model.to_dict() == raw, f"{type(model).__name__} lost or changed fields"


def feed_items(live: Live, game_id: str, token: str | None, after: int | None = None) -> list[dict[str, Any]]:
    params: dict[str, Any] = {"format": "ndjson", "timeout": FEED_TIMEOUT}
    if after is not None:
        params |= {"after": after, "view": True}
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    with httpx.stream("GET", f"{live.base_url}/v1/games/{game_id}/feed", params=params, headers=headers,
                      timeout=30) as response:
        assert response.status_code == 200
        return [json.loads(line) for line in response.iter_lines() if line.strip()]


class Game:
    """A sandbox game played by random legal commands through the SDK, every seat's view read at each step."""

    def __init__(self, live: Live, kind: str, seats: int, seed: str):
        self.live, self.kind = live, kind
        self.models = TITLE[kind]
        public = Client(base_url=live.base_url, raise_on_unexpected_status=True, timeout=httpx.Timeout(30.0))
        created = create_game.sync(client=public, body=m.CreateGame(
            type_=kind, seats=[m.SeatSpec(name=f"s{i}") for i in range(seats)], seed=seed, sandbox=True))
        assert isinstance(created, m.Created), created
        self.id, self.public, self.owner_token = created.game_id, public, created.owner_token
        self.tokens = {s.seat: s.token for s in created.seats if isinstance(s.token, str)}
        self.clients = {seat: AuthenticatedClient(base_url=live.base_url, token=token,
                                                  raise_on_unexpected_status=True, timeout=httpx.Timeout(30.0))
                        for seat, token in self.tokens.items()}
        self.decisions: list[Any] = []  # typed decisions of your_turn items

    def state(self, seat: str | None, full: bool = False) -> tuple[Any, dict[str, Any]]:
        """The typed view of `seat` (None: a spectator; full: the owner's whole position) and its JSON."""
        if full:
            client = AuthenticatedClient(base_url=self.live.base_url, token=self.owner_token)
        else:
            client = self.public if seat is None else self.clients[seat]
        response = get_game_state.sync_detailed(self.id, client=client, full=full)
        view = response.parsed
        assert isinstance(view, m.View), view
        raw = json.loads(response.content)["state"]
        same(view.state, raw)
        return view.state, raw

    def play(self, rng: random.Random) -> None:
        for _ in range(STEPS):
            summary = get_game.sync(self.id, client=self.public)
            assert isinstance(summary, m.Summary)
            if summary.status == "over":
                return
            for seat in self.clients:
                state, raw = self.state(seat)
                assert isinstance(state, self.models["view"]) and state.game == self.kind
            state, raw = self.state(None)
            assert isinstance(state, self.models["view"]) and raw["seat"] is None
            full, _ = self.state(None, full=True)
            assert isinstance(full, self.models["position"]) and full.game == self.kind
            seat = rng.choice(summary.to_act)
            view = self.state(seat)[1]
            pending = (view.get("pending") or [{}])[0].get("seat") == seat or \
                seat in ((view.get("offer") or {}).get("asked") or [])[:1]
            if pending and len(self.decisions) < 3:  # the feed's your_turn item carries the question, typed
                items = feed_items(self.live, self.id, self.tokens[seat], after=summary.version)
                turn = next(i for i in items if i["type"] == "your_turn")
                typed = m.FeedYourTurn.from_dict(turn)
                same(typed, turn)
                assert typed.kind == "response" and typed.decision is not None
                assert isinstance(typed.decision, self.models["decisions"]), typed.decision
                self.decisions.append(typed.decision)
                # follow yields the same item as its model (the first item after the version: no view)
                followed = next(follow(self.clients[seat], self.id, after=summary.version, timeout=FEED_TIMEOUT))
                assert isinstance(followed, m.FeedYourTurn), followed
                assert isinstance(followed.decision, self.models["decisions"]), followed.decision
                same(followed, turn)
            legal = get_legal_commands.sync(self.id, client=self.clients[seat])
            assert isinstance(legal, m.Legal)
            command = rng.choice([c for c in legal.commands if getattr(c, "type_", "") != "governor"] or
                                 legal.commands)
            accepted = submit(self.clients[seat], self.id, command, legal.version)
            assert all(isinstance(e, self.models["events"]) for e in accepted.events), accepted.events

    def check_events(self, complete: bool) -> None:
        """Every event of the log and of the long poll, typed as this title's (or the lifecycle's)."""
        for seat, client in [*self.clients.items(), (None, self.public)]:
            response = get_log.sync_detailed(self.id, client=client)
            log = response.parsed
            assert isinstance(log, m.Log) and log.complete is complete
            same(log, json.loads(response.content))
            started = log.setup[0]
            assert isinstance(started, self.models["started"]), started  # not the other title's GameStarted
            if complete:
                assert isinstance(started.position, self.models["position"])
            else:
                assert isinstance(started.view, self.models["view"]) and not started.position
            for entry in log.entries:
                assert all(isinstance(e, (*self.models["events"], *LIFECYCLE)) for e in entry.events), entry
            response = get_events.sync_detailed(self.id, client=client, after=0)
            events = response.parsed
            assert isinstance(events, m.Events)
            same(events, json.loads(response.content))


TITLE: dict[str, dict[str, Any]] = {}
LIFECYCLE = (m.LifecycleResignedEvent, m.LifecycleAbortedEvent, m.LifecycleTimedOutEvent, m.LifecycleJoinedEvent,
             m.LifecycleLeftEvent, m.LifecycleStartedEvent, m.LifecycleDeclinedEvent, m.LifecycleExpiredEvent)


def _models(prefix: str) -> tuple[Any, ...]:
    return tuple(getattr(m, name) for name in dir(m) if name.startswith(prefix) and name.endswith(("Event",))
                 and name != f"{prefix}Event")


TITLE["acres"] = {"view": m.AcresTableView, "position": m.AcresPosition, "started": m.AcresGameStartedEvent,
                  "events": _models("Acres"), "decisions": tuple(getattr(m, n) for n in dir(m) if
                                                                 n.startswith("Acres") and n.endswith("Decision")
                                                                 and n != "AcresPendingDecision")}
TITLE["sparks"] = {"view": m.SparksView, "position": m.SparksPosition, "started": m.SparksGameStartedEvent,
                   "events": _models("Sparks"), "decisions": tuple(getattr(m, n) for n in dir(m) if
                                                                   n.startswith("Sparks") and n.endswith("Decision"))}


@pytest.mark.parametrize(("kind", "seats", "seed"), [("acres", 2, "typed-1"), ("sparks", 3, "typed-2")])
def test_a_game_of_each_title_reads_as_its_typed_models(live: Live, kind: str, seats: int, seed: str) -> None:
    game = Game(live, kind, seats, seed)
    game.play(random.Random(seed))
    assert game.decisions, f"no pending decision in {STEPS} random commands of {kind}"
    game.check_events(complete=False)
    # a typed field, read as the title's own: acres seats by name, sparks players by seat
    state, raw = game.state(next(iter(game.clients)))
    if kind == "acres":
        assert isinstance(state, m.AcresTableView)
        assert state.seats.british.money == raw["seats"]["british"]["money"] and state.turn == raw["turn"]
    else:
        assert isinstance(state, m.SparksView)
        assert state.round_ == raw["round"] and state.players.additional_properties.keys() == raw["players"].keys()

    items = feed_items(live, game.id, game.tokens[next(iter(game.clients))], after=0)
    view = m.FeedView.from_dict(items[0])
    assert isinstance(view.state, TITLE[kind]["view"])
    same(view, items[0])
    for item in items[1:]:
        if item["type"] == "entry":
            entry = m.FeedEntry.from_dict(item)
            same(entry, item)
            assert all(isinstance(e, TITLE[kind]["events"]) for e in entry.events)

    # every seat but one resigns: the game ends with the lifecycle's result
    seats_ = list(game.clients)
    for seat in seats_[:-1]:
        summary = get_game.sync(game.id, client=game.public)
        assert isinstance(summary, m.Summary)
        accepted = submit(game.clients[seat], game.id, {"type": "resign"}, summary.version)
        assert isinstance(accepted.events[-1], m.LifecycleResignedEvent) and accepted.events[-1].seat == seat
    summary = get_game.sync(game.id, client=game.public)
    assert isinstance(summary, m.Summary) and summary.status == "over"
    assert isinstance(summary.result, m.LifecycleResult)
    assert summary.result.reason == "resignation" and summary.result.winner == seats_[-1]
    end = feed_items(live, game.id, None, after=summary.version)[-1]
    typed_end = m.FeedEnd.from_dict(end)
    same(typed_end, end)
    assert isinstance(typed_end.result, m.LifecycleResult)
    game.check_events(complete=True)

    # the finished game followed with the SDK's helper: each item the model its type names, typed fields, the
    # very JSON the server sends (read by hand alongside)
    seat = seats_[0]
    followed = list(follow(game.clients[seat], game.id, after=0, view=True, timeout=FEED_TIMEOUT))
    sent = feed_items(live, game.id, game.tokens[seat], after=0)
    assert [item.to_dict() for item in followed] == sent and len(sent) == summary.version + 2  # view, entries, end
    view_item, *entries, end_item = followed
    assert isinstance(view_item, m.FeedView) and isinstance(view_item.state, TITLE[kind]["view"])
    assert view_item.state.game == kind and view_item.seat == seat
    assert all(isinstance(entry, m.FeedEntry) for entry in entries)
    assert [entry.version for entry in entries] == list(range(1, summary.version + 1))
    events = [event for entry in entries for event in entry.events]  # type: ignore[union-attr]
    assert events and all(isinstance(e, (*TITLE[kind]["events"], *LIFECYCLE)) for e in events)
    assert sum(isinstance(e, m.LifecycleResignedEvent) for e in events) == len(seats_) - 1
    assert isinstance(end_item, m.FeedEnd) and isinstance(end_item.result, m.LifecycleResult)
    assert end_item.result.winner == seats_[-1]
    assert get_result.sync_detailed(game.id, client=game.public).status_code == 202  # no scoring job here
