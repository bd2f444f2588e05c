"""The HTTP handlers of the v1 API, one module per resource: games (types, create, list, summary), commands
(legal commands, submit), views (state, events, log, result), feeds (live streams), orders (standing orders),
health. Each module exposes its routes through one function that api/app.py calls with the app's blueprint and
schemas; importing a module registers nothing. Handlers are thin: parse, authorize, call the Service, shape the
answer (shapes.py)."""
