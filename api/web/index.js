// The index, /games: the games being played, waiting and finished, and a new game against the AI.
import { call, el, titled } from "./api.js";

const $ = (id) => document.getElementById(id);
let types = [];

function option(value, text = value, selected = false) {
  return el("option", { value: String(value), selected }, titled(text));
}

function chosenType() {
  return types.find((t) => t.type === $("type").value);
}

function fillSeats() {
  const type = chosenType();
  const counts = type.seats;
  const keep = Number($("count").value);
  $("count").replaceChildren(...counts.map((n) => option(n, String(n), n === keep)));
  const names = type.seat_names[$("count").value];
  $("seat").replaceChildren(...names.map((s) => option(s)));
  // the options a person picks from a list (enums, yes/no); the rest keep their defaults
  const fields = Object.entries(type.options.properties || {})
    .filter(([, p]) => (p.enum && "default" in p) || p.type === "boolean");
  $("options").replaceChildren(...fields.map(([name, p]) => el("label", { title: p.description || "" }, titled(name), " ",
    p.enum ? el("select", { "data-option": name }, ...p.enum.map((v) => option(v, v, v === p.default)))
      : el("input", { type: "checkbox", "data-option": name, checked: Boolean(p.default) }))));
}

async function start(event) {
  event.preventDefault();
  const type = chosenType();
  const mine = $("seat").value;
  const level = $("level").value;
  const seats = type.seat_names[$("count").value].map((s) => (s === mine ? { name: "You" } : { kind: "ai", level }));
  const options = {};
  for (const input of $("options").querySelectorAll("[data-option]")) {
    const spec = type.options.properties[input.dataset.option];
    const value = input.type === "checkbox" ? input.checked : spec.enum.find((v) => String(v) === input.value);
    if (value !== (spec.default ?? (input.type === "checkbox" ? false : undefined))) {
      options[input.dataset.option] = value; // an option left at its default is not sent: it may not apply
    }
  }
  try {
    const game = await call("/v1/games", { method: "POST", body: { type: type.type, seats, options } });
    const token = game.seats.find((s) => s.seat === mine).token;
    location.assign(`/games/${encodeURIComponent(game.game_id)}#token=${encodeURIComponent(token)}`);
  } catch (error) {
    $("problem").textContent = error.message;
  }
}

function row(game) {
  const title = types.find((t) => t.type === game.type)?.title || game.type;
  const seats = game.seats.map((s) => `${titled(s.seat)}${s.kind === "ai" ? " (AI)" : s.name ? ` (${s.name})` : ""}`);
  const state = game.status === "over"
    ? (game.result?.winners?.length ? `won by ${game.result.winners.map(titled).join(", ")}` : "over")
    : game.status === "open" ? "open seats" : `version ${game.version}, to act: ${game.to_act.map(titled).join(", ")}`;
  return el("tr", {}, el("td", {}, el("a", { href: `/games/${encodeURIComponent(game.game_id)}` }, game.game_id)),
            el("td", {}, title), el("td", {}, seats.join(", ")), el("td", { class: "muted" }, state));
}

async function list(status) {
  const answer = await call(`/v1/games?status=${status}&limit=20`);
  $(status).replaceChildren(...(answer.games.length ? answer.games.map(row)
    : [el("tr", {}, el("td", { class: "muted" }, "None."))]));
}

(async () => {
  try {
    types = (await call("/v1/games/types")).types;
    $("type").replaceChildren(...types.map((t) => option(t.type, t.title)));
    $("type").addEventListener("change", fillSeats);
    $("count").addEventListener("change", fillSeats);
    fillSeats();
    $("new-game").addEventListener("submit", start);
    await Promise.all(["active", "open", "over"].map(list));
  } catch (error) {
    $("problem").textContent = error.message;
  }
})();
