// The parts of docs/ that mirror code are written from it, so that they cannot drift: the Action's
// inputs and outputs from action.yml, every command's help from the command definitions. Each part
// sits between `<!-- generated:NAME -->` and `<!-- /generated:NAME -->` in a hand-written page;
// `npm run docs` rewrites it and a test fails when a committed page differs.
import type { Command } from 'commander';
import { parse as parseYaml } from 'yaml';
import { buildProgram } from '../cli/main.js';
import type { CliContext } from '../cli/common.js';

/** A generated part of a page: the page (relative to docs/), the part's name, and its text. */
export interface GeneratedPart {
  page: string;
  name: string;
  render: (sources: DocSources) => string;
}

/** What the generated parts are written from. */
export interface DocSources {
  /** The text of action.yml. */
  actionYml: string;
}

interface ActionField {
  description?: string;
  default?: unknown;
}

/** A markdown table cell: one line, pipes escaped. */
function cell(text: string): string {
  return text.replace(/\s+/g, ' ').trim().replace(/\|/g, '\\|');
}

function defaultCell(value: unknown): string {
  if (value === undefined || value === '') return 'empty';
  return '`' + String(value).replace(/`/g, "'") + '`';
}

/** The inputs table of action.yml: name, default, description. */
export function renderActionInputs(sources: DocSources): string {
  const inputs = (parseYaml(sources.actionYml).inputs ?? {}) as Record<string, ActionField>;
  const rows = Object.entries(inputs).map(
    ([name, f]) => `| \`${name}\` | ${defaultCell(f.default)} | ${cell(f.description ?? '')} |`,
  );
  return ['| input | default | what it does |', '| --- | --- | --- |', ...rows].join('\n');
}

/** The outputs table of action.yml. */
export function renderActionOutputs(sources: DocSources): string {
  const outputs = (parseYaml(sources.actionYml).outputs ?? {}) as Record<string, ActionField>;
  const rows = Object.entries(outputs).map(([name, f]) => `| \`${name}\` | ${cell(f.description ?? '')} |`);
  return ['| output | value |', '| --- | --- |', ...rows].join('\n');
}

// Help is rendered at a fixed width, so the page does not depend on the terminal that wrote it.
const HELP_WIDTH = 100;

function silentContext(): CliContext {
  const none = () => undefined;
  return { stdout: none, stderr: none, exitCode: 0, warn: none, say: none } as unknown as CliContext;
}

function helpOf(command: Command): string {
  command.configureHelp({ helpWidth: HELP_WIDTH });
  return command.helpInformation().trimEnd();
}

function commandSections(command: Command, prefix: string): string[] {
  const sections: string[] = [];
  for (const sub of command.commands) {
    const name = `${prefix} ${sub.name()}`;
    sections.push(`### \`${name}\``, '', '```text', helpOf(sub), '```', '');
    sections.push(...commandSections(sub, name));
  }
  return sections;
}

/** Every command's `--help`, as the command definitions print it. */
export function renderCliHelp(): string {
  const program = buildProgram(silentContext());
  const lines = ['```text', helpOf(program), '```', '', ...commandSections(program, 'plugin-eval')];
  return lines.join('\n').replace(/\n+$/, '');
}

/** The generated parts of docs/, in page order. */
export const GENERATED_PARTS: readonly GeneratedPart[] = [
  { page: 'action.md', name: 'inputs', render: renderActionInputs },
  { page: 'action.md', name: 'outputs', render: renderActionOutputs },
  { page: 'cli.md', name: 'help', render: () => renderCliHelp() },
];

function markers(name: string): [string, string] {
  return [`<!-- generated:${name} -->`, `<!-- /generated:${name} -->`];
}

/** The page with the part's text put between its markers; an error when the markers are missing. */
export function fillPart(page: string, name: string, text: string): string {
  const [open, close] = markers(name);
  const start = page.indexOf(open);
  const end = page.indexOf(close, start + open.length);
  if (start < 0 || end < 0) throw new Error(`the page has no ${open} … ${close} markers`);
  return `${page.slice(0, start + open.length)}\n${text}\n${page.slice(end)}`;
}
