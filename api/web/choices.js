// A seat's legal commands as choices a person clicks: grouped by kind, each a button with the engine's label
// (GET legal-commands?words=true), and a filter when there are many.
import { el, titled } from "./api.js";

const FILTER_FROM = 16; // choices: from this many on, a filter box narrows them by their words

// `legal`: the answer of legal-commands?words=true. `choose(command, label)` posts one.
export function renderChoices(box, legal, choose) {
  box.replaceChildren();
  const groups = new Map();
  legal.commands.forEach((command, i) => {
    const label = legal.labels ? legal.labels[i] : titled(command.type);
    if (!groups.has(command.type)) groups.set(command.type, []);
    groups.get(command.type).push({ command, label });
  });
  const buttons = [];
  const sections = [];
  for (const [type, choices] of groups) {
    const list = el("div", { class: "choice-list" });
    for (const { command, label } of choices) {
      const button = el("button", { type: "button", class: "choice", "data-type": type,
                                    onclick: () => choose(command, label) }, label);
      buttons.push(button);
      list.append(button);
    }
    const open = sections.length === 0 || groups.size <= 3 || choices.length <= 6; // a few: shown at once
    const section = el("details", { class: "choice-group", open },
                       el("summary", {}, `${titled(type)} (${choices.length})`), list);
    sections.push(section);
  }
  if (legal.commands.length >= FILTER_FROM) {
    const filter = el("input", { type: "search", class: "choice-filter", placeholder: "Filter: a card, a place...",
                                 "aria-label": "Filter the choices" });
    filter.addEventListener("input", () => {
      const words = filter.value.trim().toLowerCase().split(/\s+/).filter(Boolean);
      for (const button of buttons) {
        const text = button.textContent.toLowerCase();
        button.hidden = !words.every((w) => text.includes(w));
      }
      for (const section of sections) {
        const shown = section.querySelectorAll("button.choice:not([hidden])").length;
        section.hidden = shown === 0;
        if (words.length) section.open = shown > 0;
      }
    });
    box.append(filter);
  }
  box.append(...sections);
}

export function disableChoices(box, disabled) {
  for (const button of box.querySelectorAll("button.choice")) button.disabled = disabled;
}
