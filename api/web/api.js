// The API calls the pages make. A seat token is only ever sent as the Authorization header of these calls
// (the page keeps it in the URL fragment, which browsers never send to the server).

export class ApiError extends Error {
  constructor(status, problem, retryAfter = null) {
    super(problem.detail || problem.title || `HTTP ${status}`);
    this.status = status;
    this.problem = problem;
    this.retryAfter = retryAfter; // seconds, from a 429's or 503's Retry-After
  }
}

// A fresh Idempotency-Key: random, from crypto.getRandomValues (crypto.randomUUID needs a secure context,
// and a server on a LAN address over plain HTTP is not one).
export function newKey() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return "web-" + Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

function headers(token, extra = {}) {
  return token ? { ...extra, Authorization: `Bearer ${token}` } : extra;
}

async function failure(response) {
  let problem = {};
  try {
    problem = await response.json();
  } catch {
    problem = { title: response.statusText };
  }
  const retryAfter = Number(response.headers.get("Retry-After")) || null;
  return new ApiError(response.status, problem, retryAfter);
}

// JSON in and out; a problem+json answer is thrown as an ApiError. 202 answers come back as {status: 202}.
export async function call(path, { token = null, method = "GET", body = undefined, key = undefined } = {}) {
  const extra = body === undefined ? {} : { "Content-Type": "application/json" };
  if (key) extra["Idempotency-Key"] = key;
  const response = await fetch(path, {
    method, headers: headers(token, extra), body: body === undefined ? undefined : JSON.stringify(body),
    cache: "no-store",
  });
  if (!response.ok) throw await failure(response);
  if (response.status === 202) return { status: 202, ...(await response.json()) };
  return response.json();
}

// The board as the token's seat sees it, at `version` (null: now): an object URL for an <img>.
export async function boardPicture(gameId, token, version = null) {
  const query = version === null ? "" : `?version=${version}`;
  const response = await fetch(`/v1/games/${encodeURIComponent(gameId)}/board.svg${query}`,
                               { headers: headers(token), cache: "no-store" });
  if (!response.ok) throw await failure(response);
  return URL.createObjectURL(await response.blob());
}

// The game's live feed (NDJSON) after `after`: yields each item until the server closes the stream.
export async function* feed(gameId, token, after, signal) {
  const path = `/v1/games/${encodeURIComponent(gameId)}/feed?format=ndjson&view=0&words=true&after=${after}`
    + "&timeout=600";
  const response = await fetch(path, { headers: headers(token, { Accept: "application/x-ndjson" }), signal });
  if (!response.ok) throw await failure(response);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffered += value;
    const lines = buffered.split("\n");
    buffered = lines.pop();
    for (const line of lines) if (line.trim()) yield JSON.parse(line);
  }
}

// Words for people: "end_turn" -> "End turn", "british" -> "British".
export function titled(name) {
  const words = String(name).replaceAll("_", " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

// A small element builder: el("li", {class: "x"}, "text", child...). Text is always text, never HTML.
export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === false || value === null || value === undefined) continue;
    if (name.startsWith("on")) node.addEventListener(name.slice(2), value);
    else node.setAttribute(name, value === true ? "" : value);
  }
  node.append(...children.filter((c) => c !== null && c !== undefined));
  return node;
}
