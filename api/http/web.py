"""The web pages: /games (the games being played, and a new game against the AI) and /games/{id} (a game's
board, live, its log in plain words, its result, and the choices of the seat whose token the page holds).

Plain HTML, CSS and ES modules shipped in the package (api/web/): no build step, no CDN, so they work offline
like /docs. The pages are clients of the public API like any other: a seat's token stays in the page (the URL
fragment, which browsers never send, or pasted) and reaches the server only as the bearer header of the API
calls the page makes."""
from __future__ import annotations

from importlib.resources import files

from flask import Flask, Response, send_from_directory

WEB = files("api") / "web"
# The pages load only their own files; the board is an <img> of a blob: the page fetched with the token.
HEADERS = {
    "Content-Security-Policy": "default-src 'self'; img-src 'self' blob: data:; style-src 'self'; "
                               "script-src 'self'; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; "
                               "form-action 'self'",
    "Referrer-Policy": "no-referrer",
    "X-Content-Type-Options": "nosniff",
}


def add_pages(app: Flask) -> None:
    app.add_url_rule("/games", "web_index", lambda: _page("index.html"))
    app.add_url_rule("/games/<game_id>", "web_game", lambda game_id: _page("game.html"))
    app.add_url_rule("/web/<path:name>", "web_asset", _asset)


def _page(name: str) -> Response:
    response = send_from_directory(str(WEB), name, max_age=0)
    response.headers.update(HEADERS)
    return response


def _asset(name: str) -> Response:
    response = send_from_directory(str(WEB), name, max_age=300)
    response.headers.update(HEADERS)
    return response
