/**
 * Compile-time proof that commands are typed: `tsc --noEmit` passes only if every line marked
 * `@ts-expect-error` really is a type error (an unused @ts-expect-error is itself an error). Never run.
 */
import type { Command, CommandOf, Tabula } from "../src/index.js";

export function typedCommands(client: Tabula, gameId: string): void {
  // Well-typed commands of both games compile.
  const settle: CommandOf<"settle"> = { type: "settle", location: "halifax", via: "b-boston", transport: "b-new-haven" };
  const place: Command = { type: "place_member", space: "C.0.0" };
  const end: Command = { type: "end_turn" };
  void client.submit(gameId, settle, 0);
  void client.submit(gameId, place, 1, "key-1");
  void client.submit(gameId, end, 2);

  // @ts-expect-error: a wrong field type (location is a location id string, not a number)
  const badType: Command = { type: "settle", location: 42, via: "b-boston", transport: "b-new-haven" };
  // @ts-expect-error: an unknown location id (the spec's enum)
  const badEnum: CommandOf<"settle"> = { type: "settle", location: "paris", via: "b-boston", transport: "b-new-haven" };
  // @ts-expect-error: a required field is missing (settle needs its transport card)
  const missing: Command = { type: "settle", location: "halifax", via: "b-boston" };
  // @ts-expect-error: an unknown command type
  const unknown: Command = { type: "teleport" };
  // @ts-expect-error: a field of another command type (end_turn has no location)
  const extra: CommandOf<"end_turn"> = { type: "end_turn", location: "halifax" };
  // @ts-expect-error: a command without its type discriminator
  void client.submit(gameId, { location: "halifax", via: "b-boston", transport: "b-new-haven" }, 0);
  // @ts-expect-error: the expected version is a number
  void client.submit(gameId, end, "3");
  void [badType, badEnum, missing, unknown, extra];

  // Narrowing on the discriminator reaches the fields of that command type only.
  const check = (c: Command): string => {
    if (c.type === "settle") return c.location;
    // @ts-expect-error: outside the narrowing there is no `location` on every command
    return c.location;
  };
  void check;
}
