/**
 * The wrapper's own behaviour, against a scripted fetch (no server): a submit retried after a 503 and a
 * network error sends the same Idempotency-Key each time, and so does a createGame retried; a 409 is not retried and surfaces as a typed
 * TabulaProblem; a non-JSON error page still becomes a TabulaProblem. The feed (issue 18) reconnects after a
 * 503, a 429, an `error` item, a network error, a stream cut in the middle of a line and a gap, resuming
 * after the last entry, yielding each entry once and the view only at the start; it throws a 404 at once and
 * gives up after `maxAttempts`. Prints "ok" and exits 0, else throws.
 */
import assert from "node:assert/strict";

import { FeedErrorItem, FeedGap, type FeedItem, Tabula, TabulaProblem } from "../src/index.js";

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

const problem = (status: number, code: string, extra: object = {}, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ type: "about:blank", title: "x", status, code, detail: code, ...extra }), {
    status,
    headers: { "Content-Type": "application/problem+json", ...headers },
  });
const accepted = (version: number) =>
  new Response(JSON.stringify({ version, events: [], to_act: ["french"], status: "active", replayed: true }), {
    status: 201,
    headers: { "Content-Type": "application/json" },
  });
const created = () =>
  new Response(JSON.stringify({ game_id: "g1", type: "acres", version: 0, seats: [], status: "active", owner_token: "o" }), {
    status: 201,
    headers: { "Content-Type": "application/json" },
  });

/** A 200 NDJSON stream of these lines; `cut`: then this partial line, and the connection fails. */
function stream(lines: object[], cut?: string): Response {
  const encoder = new TextEncoder();
  const chunks = [...lines.map((line) => `${JSON.stringify(line)}\n`), ...(cut === undefined ? [] : [cut])];
  const body = new ReadableStream<Uint8Array>({
    pull(controller) { // one chunk a read (an error in start() would discard what was queued)
      const chunk = chunks.shift();
      if (chunk !== undefined) controller.enqueue(encoder.encode(chunk));
      else if (cut === undefined) controller.close();
      else controller.error(new TypeError("terminated", { cause: new Error("other side closed") }));
    },
  });
  return new Response(body, { status: 200, headers: { "Content-Type": "application/x-ndjson" } });
}

const entry = (version: number) => ({ type: "entry", version, seat: "british", command: { type: "pass" }, events: [], ts: 0 });
const turn = (version: number) => ({ type: "your_turn", version, seat: "british", kind: "turn", decision: null, legal_commands: [] });
const view = (version: number) => ({ type: "view", game_id: "g1", version, seat: "british", state: {}, fairness: {} });
const end = (version: number) => ({ type: "end", version, result: {}, fairness: {} });
const errorItem = { type: "error", status: 503, code: "slow_consumer", detail: "fell behind" };

async function collect(feed: AsyncIterable<FeedItem>): Promise<string[]> {
  const out: string[] = [];
  for await (const item of feed) out.push("version" in item ? `${item.type}@${item.version}` : item.type);
  return out;
}

const query = (request: Request | undefined) => Object.fromEntries(new URL(request?.url ?? "http://x").searchParams);

async function feedTests(): Promise<void> {
  const fast = { base: 0.001, cap: 0.01 };
  // Every kind of failure, then the end: each entry once, in order, and each reconnection after the last one.
  const waits: number[] = [];
  const failures: unknown[] = [];
  const chaos = scripted([
    problem(503, "store_unavailable", {}, { "Retry-After": "0" }),
    stream([errorItem]),
    new TypeError("fetch failed", { cause: new Error("connect ECONNREFUSED") }),
    stream([view(0), turn(0), entry(1), entry(2)], '{"type":"entry","vers'),
    problem(429, "rate_limited", {}, { "Retry-After": "0" }),
    stream([entry(2), entry(3), turn(3), { type: "keep_alive" }], '{"type":"en'),
    stream([view(3), turn(3), entry(5)]), // a view not asked for is dropped; 5 after 3 is a gap
    stream([entry(4), entry(5), turn(5)]), // closed cleanly after delivering (the idle timeout): again at once
    stream([entry(5), end(5)]),
  ]);
  const seat = new Tabula({ baseUrl: "http://tabula.test", token: "tok", fetch: chaos.fetch });
  const items = await collect(seat.feed("g1", { retry: { ...fast, onRetry: (e, wait) => { failures.push(e); waits.push(wait); } } }));
  assert.deepEqual(items, ["view@0", "your_turn@0", "entry@1", "entry@2", "entry@3", "your_turn@3", "entry@4", "entry@5", "your_turn@5", "end@5"]);
  const asked = chaos.seen.map(query);
  assert.deepEqual(asked.map((q) => [q.after, q.view]), [
    [undefined, "true"], [undefined, "true"], [undefined, "true"], [undefined, "true"], // no view yet: a fresh start again
    ["2", "false"], ["2", "false"], ["3", "false"], ["3", "false"], ["5", "false"],
  ]);
  assert.ok(asked.every((q) => q.format === "ndjson"));
  assert.ok(chaos.seen.every((r) => r.url.startsWith("http://tabula.test/v1/games/g1/feed?") && r.headers.get("Authorization") === "Bearer tok"));
  assert.equal(failures.length, 7); // 503, error item, refused, cut, 429, cut, gap (the clean close is none)
  assert.ok(failures[6] instanceof FeedGap && failures[6].last === 3);
  assert.ok(failures[0] instanceof TabulaProblem && failures[0].status === 503 && failures[0].retryAfter === 0);
  assert.ok(failures[1] instanceof FeedErrorItem && failures[1].code === "slow_consumer");
  assert.ok(failures[2] instanceof TypeError);
  assert.ok(failures[3] instanceof TypeError);
  assert.ok(failures[4] instanceof TabulaProblem && failures[4].status === 429);
  assert.equal(waits[0], 0); // Retry-After: 0
  assert.equal(waits[4], 0);
  assert.ok(waits.every((w) => w >= 0 && w <= fast.cap));

  // Resuming with `after`: no view unless asked; a view asked for does not move the resume point.
  const resumed = scripted([stream([view(9), entry(8), entry(9)], "{"), stream([entry(9), end(9)])]);
  const again = await collect(new Tabula({ baseUrl: "http://tabula.test", fetch: resumed.fetch }).feed("g1", { after: 7, view: true, retry: fast }));
  assert.deepEqual(again, ["view@9", "entry@8", "entry@9", "end@9"]);
  assert.deepEqual(resumed.seen.map(query).map((q) => [q.after, q.view]), [["7", "true"], ["9", "false"]]);

  // A 404 (or 401) is thrown at once, never retried.
  const missing = scripted([problem(404, "game_not_found"), stream([end(1)])]);
  const lost = await collect(new Tabula({ baseUrl: "http://tabula.test", fetch: missing.fetch }).feed("nope", { retry: fast }))
    .then(() => undefined, (e: unknown) => e);
  assert.ok(lost instanceof TabulaProblem && lost.status === 404 && lost.code === "game_not_found");
  assert.equal(missing.seen.length, 1);

  // The policy gives up after maxAttempts failures in a row, throwing the last one.
  const down = scripted([new TypeError("fetch failed"), problem(503, "store_unavailable"), problem(502, "bad_gateway")]);
  const gaveUp = await collect(new Tabula({ baseUrl: "http://tabula.test", fetch: down.fetch }).feed("g1", { after: 0, retry: { ...fast, maxAttempts: 2 } }))
    .then(() => undefined, (e: unknown) => e);
  assert.ok(gaveUp instanceof TabulaProblem && gaveUp.status === 503);
  assert.equal(down.seen.length, 2);

  // ... or at its deadline: a Retry-After beyond it is not waited for.
  const later = scripted([problem(503, "store_unavailable", {}, { "Retry-After": "120" })]);
  const tooLate = await collect(new Tabula({ baseUrl: "http://tabula.test", fetch: later.fetch }).feed("g1", { after: 0, retry: { ...fast, deadline: 60 } }))
    .then(() => undefined, (e: unknown) => e);
  assert.ok(tooLate instanceof TabulaProblem && tooLate.retryAfter === 120);

  // An abort stops the waiting at once.
  const controller = new AbortController();
  const stuck = scripted([problem(503, "store_unavailable", {}, { "Retry-After": "3600" })]);
  setTimeout(() => controller.abort(new Error("bot quits")), 20);
  const aborted = await collect(new Tabula({ baseUrl: "http://tabula.test", fetch: stuck.fetch }).feed("g1", { after: 0, signal: controller.signal, retry: { deadline: Infinity } }))
    .then(() => undefined, (e: unknown) => e);
  assert.ok(aborted instanceof Error && aborted.message === "bot quits");
}

async function main(): Promise<void> {
  await feedTests();
  // 503 (Retry-After: 0), then a network error, then the answer: three sends, one key, one bearer token.
  const retried = scripted([problem(503, "store_unavailable", {}, { "Retry-After": "0" }), new TypeError("fetch failed"), accepted(1)]);
  const seat = new Tabula({ baseUrl: "http://tabula.test/", token: "tok", fetch: retried.fetch });
  const done = await seat.submit("g1", { type: "end_turn" }, 0);
  assert.equal(done.version, 1);
  assert.equal(retried.seen.length, 3);
  const keys = new Set(retried.seen.map((r) => r.headers.get("Idempotency-Key")));
  assert.equal(keys.size, 1);
  assert.ok([...keys][0]);
  assert.ok(retried.seen.every((r) => r.headers.get("Authorization") === "Bearer tok"));
  assert.equal(retried.seen[0]?.url, "http://tabula.test/v1/games/g1/commands");
  assert.deepEqual(await retried.seen[0]?.json(), { command: { type: "end_turn" }, expected_version: 0 });

  // createGame: a network error, then the answer: two sends, one key, the same body.
  const made = scripted([new TypeError("fetch failed"), created()]);
  const game = await new Tabula({ baseUrl: "http://tabula.test", fetch: made.fetch }).createGame({ type: "acres", seats: [{}, {}] });
  assert.equal(game.game_id, "g1");
  assert.equal(made.seen.length, 2);
  assert.equal(new Set(made.seen.map((r) => r.headers.get("Idempotency-Key"))).size, 1);
  assert.ok(made.seen[0]?.headers.get("Idempotency-Key"));
  assert.equal(made.seen[1]?.url, "http://tabula.test/v1/games");

  // 409: not retried, typed.
  const conflict = scripted([problem(409, "version_conflict", { current_version: 5 })]);
  const error = await new Tabula({ baseUrl: "http://tabula.test", token: "tok", fetch: conflict.fetch })
    .submit("g1", { type: "pass" }, 3, "key-1")
    .then(() => undefined, (e: unknown) => e);
  assert.ok(error instanceof TabulaProblem);
  assert.equal(error.code, "version_conflict");
  assert.equal(error.currentVersion, 5);
  assert.equal(conflict.seen.length, 1);
  assert.equal(conflict.seen[0]?.headers.get("Idempotency-Key"), "key-1");

  // Retries run out: the last problem is thrown.
  const busy = scripted([problem(429, "rate_limited", {}, { "Retry-After": "0" }), problem(429, "rate_limited", {}, { "Retry-After": "0" })]);
  const limited = await new Tabula({ baseUrl: "http://tabula.test", token: "t", retries: 1, fetch: busy.fetch })
    .submit("g1", { type: "pass" }, 0)
    .then(() => undefined, (e: unknown) => e);
  assert.ok(limited instanceof TabulaProblem && limited.status === 429 && limited.retryAfter === 0);

  // A proxy's HTML page is still a TabulaProblem.
  const html = scripted([new Response("<html>bad gateway</html>", { status: 502, statusText: "Bad Gateway" })]);
  const proxied = await new Tabula({ baseUrl: "http://tabula.test", fetch: html.fetch })
    .game("g1")
    .then(() => undefined, (e: unknown) => e);
  assert.ok(proxied instanceof TabulaProblem && proxied.status === 502 && proxied.code === "http_error");
  console.log("ok");
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
