// The output formats. Adding one is a module beside these and a line here: `--output` of every
// command that produces what it renders then offers it.
import type { Formatter, Renderable } from './formatter.js';
import { html } from './html.js';
import { json } from './json.js';
import { markdown } from './markdown.js';
import { sarif } from './sarif.js';

export type { ComparisonOptions, Formatter, Renderable, ResultOptions, SweepReport } from './formatter.js';

export const FORMATTERS: readonly Formatter[] = [json, markdown, html, sarif];

/** The names of the formats that can render `what`, in registry order. */
export function formatsFor(what: Renderable): string[] {
  return FORMATTERS.filter((f) => f.renders.includes(what)).map((f) => f.name);
}

/** The format named `name` (one commander has already checked). */
export function formatter(name: string): Formatter {
  const found = FORMATTERS.find((f) => f.name === name);
  if (!found) throw new Error(`unknown output format ${name}`);
  return found;
}
