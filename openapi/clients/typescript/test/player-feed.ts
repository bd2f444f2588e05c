/**
 * `Tabula.playerFeed` (a registered player's stream of all its games), for tests/sdk/test_player_bot.py (issue 19).
 *
 *   node dist/test/player-feed.js unit
 *     Against a scripted fetch (no server): it resumes after a 503, a cut in the middle of a line, a refused
 *     connection and a clean close, each time with `?after=` the last inbox id it yielded; it yields each inbox
 *     item once (ids compared as numbers: 10-0 comes after 3-0), `your_turn` items as they come (twice around a
 *     reconnection), keep-alives only when asked; a 401 is thrown at once. Prints "ok".
 *
 *   TABULA_URL=http://127.0.0.1:PROXY TABULA_TOKEN=tbp_... TABULA_INBOX=4 TABULA_TURNS=1 node dist/test/player-feed.js live
 *     Follows the player from "0-0" and prints one JSON line per event as it happens, {"item": ...} or
 *     {"failure": "..."} (a failure retried), then {"done": true} once it has yielded TABULA_INBOX inbox items
 *     and then TABULA_TURNS (default 0) your_turn items.
 */
import assert from "node:assert/strict";

import { type PlayerItem, Tabula, TabulaProblem } from "../src/index.js";

type Step = Response | Error;

function scripted(steps: Step[]): { fetch: typeof globalThis.fetch; seen: Request[] } {
  const seen: Request[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    seen.push(input instanceof Request ? input : new Request(input, init));
    const step = steps.shift();
    if (step === undefined) throw new Error("no more scripted answers");
    if (step instanceof Error) throw step;
    return step;
  };
  return { fetch, seen };
}

/** A 200 NDJSON stream of these lines; `cut`: then this partial line, and the connection fails. */
function stream(lines: object[], cut?: string): Response {
  const encoder = new TextEncoder();
  const chunks = [...lines.map((line) => `${JSON.stringify(line)}\n`), ...(cut === undefined ? [] : [cut])];
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks.shift();
      if (chunk !== undefined) controller.enqueue(encoder.encode(chunk));
      else if (cut === undefined) controller.close();
      else controller.error(new TypeError("terminated", { cause: new Error("other side closed") }));
    },
  });
  return new Response(body, { status: 200, headers: { "Content-Type": "application/x-ndjson" } });
}

const problem = (status: number, code: string, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ type: "about:blank", title: "x", status, code, detail: code }), {
    status,
    headers: { "Content-Type": "application/problem+json", ...headers },
  });
const notice = (type: "challenge" | "game_started", id: string, game: string) =>
  ({ type, id, game_id: game, game_type: "acres", seat: "french", creator: "cal", rated: false, expires_at: null, players: { british: "cal" } });
const over = (id: string, game: string) =>
  ({ type: "game_over", id, game_id: game, game_type: "acres", seat: "french", version: 9, result: { winner: "french" } });
const turn = (game: string, version: number) =>
  ({ type: "your_turn", game_id: game, version, seat: "french", kind: "turn", decision: null, legal_commands: [] });

const label = (item: PlayerItem) => ("id" in item ? `${item.type}#${item.id}` : item.type === "your_turn" ? `your_turn@${item.game_id}:${item.version}` : item.type);

async function unit(): Promise<void> {
  const failures: unknown[] = [];
  const chaos = scripted([
    problem(503, "store_unavailable", { "Retry-After": "0" }),
    stream([notice("challenge", "1-0", "g1"), { type: "keep_alive" }, notice("game_started", "2-0", "g1"), turn("g1", 1)], '{"type":"gam'),
    new TypeError("fetch failed", { cause: new Error("connect ECONNREFUSED") }),
    stream([notice("challenge", "1-0", "g1"), notice("game_started", "2-0", "g1"), turn("g1", 1), over("3-0", "g1")]), // a clean close
    stream([over("3-0", "g1"), notice("challenge", "10-0", "g2")]),
    problem(401, "token_revoked"),
  ]);
  const player = new Tabula({ baseUrl: "http://tabula.test", token: "tbp_x", fetch: chaos.fetch });
  const items: string[] = [];
  const thrown = await (async () => {
    for await (const item of player.playerFeed({ after: undefined, keepAlives: true, retry: { base: 0.001, cap: 0.01, onRetry: (e) => failures.push(e) } })) {
      items.push(label(item));
    }
  })().then(() => undefined, (e: unknown) => e);
  assert.deepEqual(items, ["challenge#1-0", "keep_alive", "game_started#2-0", "your_turn@g1:1", "your_turn@g1:1", "game_over#3-0", "challenge#10-0"]);
  assert.ok(thrown instanceof TabulaProblem && thrown.status === 401 && thrown.code === "token_revoked");
  assert.equal(failures.length, 3); // the 503, the cut, the refused connection (the clean closes are none)
  const asked = chaos.seen.map((r) => new URL(r.url));
  assert.deepEqual(asked.map((u) => u.searchParams.get("after")), [null, null, "2-0", "2-0", "3-0", "10-0"]);
  assert.ok(asked.every((u) => u.pathname === "/v1/players/me/stream" && u.searchParams.get("format") === "ndjson"));
  assert.ok(chaos.seen.every((r) => r.headers.get("Authorization") === "Bearer tbp_x"));

  // Resuming from a given id; keep-alives left out by default.
  const resumed = scripted([stream([{ type: "keep_alive" }, notice("challenge", "5-0", "g3"), notice("challenge", "7-1", "g4")]), problem(400, "malformed_request")]);
  const again: string[] = [];
  await (async () => {
    for await (const item of new Tabula({ baseUrl: "http://tabula.test", fetch: resumed.fetch }).playerFeed({ after: "5-0" })) again.push(label(item));
  })().catch(() => undefined);
  assert.deepEqual(again, ["challenge#7-1"]);
  assert.equal(new URL(resumed.seen[0]!.url).searchParams.get("after"), "5-0");
  console.log("ok");
}

async function live(): Promise<void> {
  const baseUrl = process.env.TABULA_URL;
  const token = process.env.TABULA_TOKEN;
  const wanted = Number(process.env.TABULA_INBOX ?? "0");
  const turns = Number(process.env.TABULA_TURNS ?? "0");
  if (!baseUrl || !token || !wanted) throw new Error("set TABULA_URL, TABULA_TOKEN and TABULA_INBOX");
  const player = new Tabula({ baseUrl, token });
  const retry = { base: 0.02, cap: 0.3, deadline: 60, onRetry: (error: unknown) => console.log(JSON.stringify({ failure: String(error).slice(0, 200) })) };
  let inbox = 0;
  let turnsAfter = 0; // your_turn items since the last inbox item wanted
  for await (const item of player.playerFeed({ after: "0-0", timeout: 2, retry })) {
    console.log(JSON.stringify({ item }));
    if ("id" in item) inbox++;
    else if (item.type === "your_turn" && inbox >= wanted) turnsAfter++;
    if (inbox >= wanted && turnsAfter >= turns) break;
  }
  console.log(JSON.stringify({ done: true }));
}

(process.argv[2] === "live" ? live() : unit()).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
