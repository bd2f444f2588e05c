// The game page, /games/{id}: the board (live), the log in plain words, the result, and, opened with a seat's
// token (#token=... or pasted), that seat's choices. A finished game gets a replay slider over its versions.
import { ApiError, boardPicture, call, el, feed, newKey, titled } from "./api.js";
import { disableChoices, renderChoices } from "./choices.js";

const gameId = decodeURIComponent(location.pathname.split("/").filter(Boolean).pop());
const base = `/v1/games/${encodeURIComponent(gameId)}`;
const $ = (id) => document.getElementById(id);

const page = {
  token: tokenFromFragment(),
  seat: null, // the token's seat, once the server said so
  summary: null,
  logged: 0, // the last version shown in the log
  shown: -1, // the version the board shows
  busy: false, // a command is being posted
  replaying: false,
  titles: {}, // game type -> its title
  choicesFor: null, // the version whose choices are listed
};

function tokenFromFragment() {
  const match = /(?:^#|&)token=([^&]+)/.exec(location.hash);
  return match ? decodeURIComponent(match[1]) : null;
}

function say(problem) {
  $("problem").textContent = problem;
}

// -- the board --------------------------------------------------------------------------------------------
let boardUrl = null;
async function drawBoard(version = null) {
  const url = await boardPicture(gameId, page.token, version);
  const img = $("board");
  await new Promise((resolve) => {
    img.onload = resolve;
    img.onerror = resolve;
    img.src = url;
  });
  if (boardUrl) URL.revokeObjectURL(boardUrl);
  boardUrl = url;
  img.dataset.version = version === null ? String(page.summary.version) : String(version);
}

// -- the log ------------------------------------------------------------------------------------------------
function logLine(entry) {
  const who = entry.seat ? titled(entry.seat) : "";
  const by = entry.by === "order" ? " (standing order)" : entry.by === "clock" ? " (on time)" : "";
  const words = (entry.words || []).join(" ");
  return el("li", { "data-version": String(entry.version) },
            el("span", { class: "v" }, String(entry.version)), " ",
            el("b", {}, who + by), who ? ": " : "", words || titled(entry.command?.type || ""));
}

function logEntry(entry) {
  if (entry.version !== page.logged + 1) return false; // a gap: readLog fills it
  $("log").append(logLine(entry));
  page.logged = entry.version;
  return true;
}

// The entries the log lacks (the feed brings the rest, with their words).
async function readLog() {
  if (page.logged >= page.summary.version) return;
  const answer = await call(`${base}/events?after=${page.logged}&words=true`, { token: page.token });
  answer.entries.forEach(logEntry);
  $("log").lastElementChild?.scrollIntoView({ block: "nearest" });
}

// -- the seat's choices -------------------------------------------------------------------------------------
async function readChoices() {
  const box = $("choices");
  const mine = page.seat && page.summary.to_act.includes(page.seat) && page.summary.status === "active";
  $("turn").hidden = !page.seat || page.summary.status === "over";
  if (mine && page.choicesFor === page.summary.version) return; // listed already: keep what the person opened
  page.choicesFor = null;
  if (!mine) {
    box.replaceChildren();
    $("turn-note").textContent = page.summary.status === "open"
      ? "The game waits for its open seats to be taken."
      : `Waiting for ${page.summary.to_act.map(titled).join(", ") || "the game"}.`;
    return;
  }
  const legal = await call(`${base}/legal-commands?words=true`, { token: page.token });
  if (legal.version !== page.summary.version) return; // the game moved on: the next refresh lists them
  $("turn-note").textContent = legal.commands.length
    ? `Your move (${titled(page.seat)}, version ${legal.version}): ${legal.commands.length} `
      + (legal.commands.length === 1 ? "choice." : "choices.")
    : "Nothing to choose now.";
  renderChoices(box, legal, (command, label) => submit(command, label, legal.version));
  page.choicesFor = legal.version;
}

async function submit(command, label, version) {
  if (page.busy) return;
  page.busy = true;
  disableChoices($("choices"), true);
  say("");
  $("turn-note").textContent = `Sending: ${label}...`;
  const key = newKey(); // the same key for every retry of this one choice
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await call(`${base}/commands`, { token: page.token, method: "POST", key,
                                          body: { expected_version: version, command } });
        break;
      } catch (error) {
        // a lost answer or an unavailable store: the same key makes the retry safe (the first answer comes back)
        const transient = !(error instanceof ApiError) || error.status === 503;
        if (!transient || attempt >= 4) throw error;
        await new Promise((resolve) => setTimeout(resolve, 500 * (attempt + 1)));
      }
    }
  } catch (error) {
    const p = error.problem || {};
    say(p.code === "version_conflict" ? "The game moved on before your choice arrived: choose again."
      : `${error.message}${p.rule ? ` (rule ${p.rule})` : ""}`);
    page.choicesFor = null; // refused: list the choices of whatever version the game is at
  } finally {
    page.busy = false;
    await refresh();
  }
}

async function resign() {
  if (!confirm("Resign this game?")) return;
  try {
    await call(`${base}/commands`, { token: page.token, method: "POST", key: newKey(),
                                      body: { expected_version: page.summary.version, command: { type: "resign" } } });
  } catch (error) {
    say(error.message);
  }
  await refresh();
}

// -- the result and the replay ------------------------------------------------------------------------------
// A result (any game's) as nested tables: names titled, lists of lists (standings) as a numbered list.
function table(value) {
  const scalar = (v) => v === null || typeof v !== "object";
  if (scalar(value)) return document.createTextNode(typeof value === "string" ? titled(value) : String(value));
  if (Array.isArray(value) && value.every(scalar)) {
    return document.createTextNode(value.map((v) => titled(v)).join(", "));
  }
  if (Array.isArray(value)) return el("ol", { class: "result" }, ...value.map((v) => el("li", {}, table(v))));
  const rows = Object.entries(value).map(([k, v]) => el("tr", {}, el("th", {}, titled(k)), el("td", {}, table(v))));
  return el("table", { class: "result" }, el("tbody", {}, ...rows));
}

async function readResult() {
  const section = $("result-section");
  section.hidden = false;
  const s = page.summary;
  const winners = s.result?.winners || (s.result?.winner ? [s.result.winner] : []);
  $("result-note").textContent = winners.length ? `Won by ${winners.map(titled).join(" and ")}.`
    : "The game is over without a winner.";
  try {
    const answer = await call(`${base}/result`);
    if (answer.status === 202) {
      setTimeout(readResult, 1000);
      return;
    }
    $("result").replaceChildren(table(answer.result));
  } catch {
    $("result").replaceChildren(table(s.result || {}));
  }
  const slider = $("replay-version");
  slider.max = String(s.version);
  if (!page.replaying) slider.value = String(s.version);
  $("replay").hidden = false;
}

async function replayTo(version) {
  page.replaying = version !== page.summary.version;
  $("replay-label").textContent = `version ${version} of ${page.summary.version}`;
  for (const li of $("log").children) li.classList.toggle("later", Number(li.dataset.version) > version);
  await drawBoard(version);
}

// -- keeping up ---------------------------------------------------------------------------------------------
function showSummary() {
  const s = page.summary;
  $("title").textContent = `${page.titles[s.type] || titled(s.type)} · ${gameId}`;
  document.title = `${$("title").textContent} · Tabula`;
  const acting = s.to_act.map(titled).join(", ");
  $("status").textContent = s.status === "over" ? `over at version ${s.version}`
    : s.status === "open" ? "waiting for players" : `version ${s.version}; to act: ${acting}`;
  $("seats").replaceChildren(...s.seats.map((x) => el("li", { class: x.seat === page.seat ? "me" : "" },
    el("b", {}, titled(x.seat)), ` ${nameOf(x)} `, el("span", { class: "kind" },
      x.kind === "ai" ? `AI (${x.level || "default"})` : x.kind), clockOf(x.seat))));
  $("resign").hidden = !page.seat || s.status !== "active";
}

function nameOf(seat) {
  const name = seat.name || seat.player || "";
  return name.toLowerCase() === seat.seat.toLowerCase() ? "" : name; // an AI seat is named after its seat
}

function clockOf(seat) {
  const c = page.summary.clock?.seats?.[seat];
  if (!c) return null;
  const seconds = Math.floor(c.remaining_ms / 1000);
  const text = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
  return el("span", { class: c.running ? "clock running" : "clock" }, ` ${text}`);
}

let refreshing = null;
let again = false;
let soon = null;
// A refresh shortly, once: an AI's turn brings a burst of entries, read in one go.
function refreshSoon() {
  if (soon === null) soon = setTimeout(() => { soon = null; refresh(); }, 150);
}

// Read everything that may have changed; calls during a refresh make one more afterwards.
async function refresh() {
  if (refreshing) {
    again = true;
    return refreshing;
  }
  refreshing = (async () => {
    do {
      again = false;
      try {
        page.summary = await call(base);
        showSummary();
        await readLog();
        if (!page.replaying && page.shown !== page.summary.version) {
          await drawBoard();
          page.shown = page.summary.version;
        }
        await readChoices();
        if (page.summary.status === "over") await readResult();
      } catch (error) {
        say(error.message);
        if (error.retryAfter) { // rate limited or unavailable: read again once the server says so
          await new Promise((resolve) => setTimeout(resolve, error.retryAfter * 1000));
          again = true;
        }
      }
    } while (again);
  })();
  try {
    await refreshing;
  } finally {
    refreshing = null;
  }
}

async function follow() {
  let wait = 1000;
  for (;;) {
    if (page.summary?.status === "over") return;
    try {
      for await (const item of feed(gameId, page.token, page.logged)) {
        if (item.type === "entry") {
          logEntry(item);
          $("log").lastElementChild?.scrollIntoView({ block: "nearest" });
        }
        if (item.type !== "keep_alive") refreshSoon();
        if (item.type === "end") break;
      }
    } catch (error) {
      if (error instanceof ApiError && error.status < 500 && error.status !== 429) {
        say(error.message);
        return;
      }
      wait = (error.retryAfter || 1) * 1000;
    }
    await new Promise((resolve) => setTimeout(resolve, wait)); // dropped: resume after the last entry logged
    wait = 1000;
    await refresh();
  }
}

// -- the token --------------------------------------------------------------------------------------------
async function findSeat() {
  if (!page.token) return;
  try {
    const view = await call(`${base}/state`, { token: page.token });
    page.seat = view.seat;
    $("you").textContent = view.seat ? `You play ${titled(view.seat)}.` : "This token is the owner's: you watch.";
  } catch (error) {
    page.token = null;
    $("you").textContent = `That token was refused (${error.problem?.code || error.status}): you watch.`;
  }
}

$("token-form").addEventListener("submit", (event) => {
  event.preventDefault();
  const token = $("token-input").value.trim();
  if (!token) return;
  location.hash = `token=${encodeURIComponent(token)}`;
  location.reload();
});
$("resign").addEventListener("click", resign);
$("replay-version").addEventListener("input", (event) => replayTo(Number(event.target.value)));

(async () => {
  try {
    page.titles = Object.fromEntries((await call("/v1/games/types")).types.map((t) => [t.type, t.title]));
  } catch {
    // the titles are a nicety: the type names stand in
  }
  await findSeat();
  $("token-form").hidden = Boolean(page.token);
  await refresh();
  follow();
})();
