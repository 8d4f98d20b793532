// SARIF 2.1.0 for GitHub code scanning: one run, the rules that fired (with help text and a link
// to their page), and one result per anti-pattern, finding and target that could not be scored,
// each with its place and a stable fingerprint (rule, file, normalised text — not the line).
import type * as Sarif from 'sarif';
import { ruleInfo } from '../rules/index.js';
import { ruleDocUrl } from '../rules/docs.js';
import { SARIF_LEVEL } from '../contract/weights.js';
import type { AntiPattern, EvalError, EvalResult, Finding } from '../contract/types.js';
import { badgeLabel } from './shared/badges.js';
import { fmtScore } from './shared/numbers.js';

/** The SARIF file `report` writes into its output folder. */
export const SARIF_REPORT_FILE = 'plugin-eval.sarif';
export const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';
/** The id of the pseudo-rule for a target that could not be scored. */
export const TARGET_ERROR_RULE = 'TARGET_ERROR';
/** Key of our fingerprints in `partialFingerprints` (versioned, so a new scheme cannot collide). */
export const FINGERPRINT_KEY = 'pluginEval/v1';

export interface SarifOptions {
  toolVersion: string;
}

/** A file path as a SARIF relative URI: forward slashes, each segment percent-encoded. */
export function sarifUri(file: string): string {
  return file
    .split(/[\\/]+/)
    .filter((s) => s !== '' && s !== '.')
    .map(encodeURIComponent)
    .join('/');
}

function location(file: string | undefined, line: number | undefined): Sarif.Location[] | undefined {
  if (!file) return undefined;
  const physicalLocation: Sarif.PhysicalLocation = {
    artifactLocation: { uri: sarifUri(file), uriBaseId: '%SRCROOT%' },
  };
  if (line !== undefined && Number.isInteger(line) && line >= 1) physicalLocation.region = { startLine: line };
  return [{ physicalLocation }];
}

function ruleDescriptor(id: string): Sarif.ReportingDescriptor {
  const info = ruleInfo(id);
  if (id === TARGET_ERROR_RULE) {
    return {
      id,
      name: 'TargetError',
      shortDescription: { text: 'A skill or plugin could not be scored' },
      fullDescription: { text: 'The file could not be read or parsed, so the target has no score.' },
      help: { text: 'Fix the file named in the message (its YAML, encoding or size) so that it can be read.' },
      defaultConfiguration: { level: SARIF_LEVEL.targetError },
    };
  }
  const title = info?.title ?? id;
  const description = info?.description ?? id;
  const fix = info?.fix ?? '';
  return {
    id,
    name: title.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : '')),
    shortDescription: { text: title },
    fullDescription: { text: description },
    help: {
      text: fix ? `${description} Fix: ${fix}` : description,
      markdown: fix ? `${description}\n\n**Fix:** ${fix}` : description,
    },
    helpUri: ruleDocUrl(id),
  };
}

interface PendingResult {
  ruleId: string;
  level: Sarif.ReportingConfiguration.level;
  message: string;
  file?: string;
  line?: number;
  fingerprint?: string;
  target: string;
  suppressed?: boolean;
}

function fromAntiPattern(r: EvalResult, ap: AntiPattern): PendingResult {
  return {
    ruleId: ap.flag,
    level: SARIF_LEVEL.antiPattern,
    message: `${ap.description} (${r.name}: penalty weight ${ap.severity})`,
    file: ap.file,
    line: ap.line,
    fingerprint: ap.fingerprint,
    target: r.plugin_path,
    suppressed: ap.suppressed,
  };
}

function fromFinding(r: EvalResult, f: Finding): PendingResult {
  return {
    ruleId: f.rule,
    level: SARIF_LEVEL.finding[f.level],
    message: f.message,
    file: f.file,
    line: f.line,
    fingerprint: f.fingerprint,
    target: r.plugin_path,
    suppressed: f.suppressed,
  };
}

/** One finding, wherever it was reported: a plugin repeats the findings of the skills it holds. */
function findingKey(p: PendingResult): string {
  return JSON.stringify([p.ruleId, p.file ?? '', p.line ?? 0, p.fingerprint ?? p.message]);
}

/**
 * One result per finding, kept under the most specific target that reported it (the skill, not
 * the plugin around it); notes are counted, not listed: code scanning shows them as alerts too,
 * and a repository's informational findings would drown its warnings and errors.
 */
function forCodeScanning(pending: readonly PendingResult[]): { kept: PendingResult[]; notes: Record<string, number> } {
  const byKey = new Map<string, PendingResult>();
  const notes: Record<string, number> = {};
  const counted = new Set<string>();
  for (const p of pending) {
    const key = findingKey(p);
    if (p.level === 'note') {
      if (!counted.has(key)) notes[p.ruleId] = (notes[p.ruleId] ?? 0) + 1;
      counted.add(key);
      continue;
    }
    const before = byKey.get(key);
    if (!before || p.target.length > before.target.length) byKey.set(key, p);
  }
  return { kept: [...byKey.values()], notes };
}

/** The SARIF log of a set of results (a `score`, or a whole `report`). */
export function renderSarifLog(
  results: readonly EvalResult[],
  errors: readonly EvalError[],
  opts: SarifOptions,
): Sarif.Log {
  const all: PendingResult[] = [];
  for (const r of results) {
    const staticLayer = r.layers.find((l) => l.layer === 'static');
    for (const ap of staticLayer?.anti_patterns ?? []) all.push(fromAntiPattern(r, ap));
    for (const f of r.findings) all.push(fromFinding(r, f));
  }
  for (const e of errors) {
    all.push({
      ruleId: TARGET_ERROR_RULE,
      level: SARIF_LEVEL.targetError,
      message: `cannot score ${e.plugin_path}: ${e.error}`,
      file: e.file,
      target: e.plugin_path,
    });
  }
  const { kept: pending, notes } = forCodeScanning(all);
  const ruleIds = [...new Set(pending.map((p) => p.ruleId))].sort();
  const index = new Map(ruleIds.map((id, i) => [id, i]));
  const sarifResults: Sarif.Result[] = pending.map((p) => {
    const result: Sarif.Result = {
      ruleId: p.ruleId,
      ruleIndex: index.get(p.ruleId),
      level: p.level,
      message: { text: p.message },
      properties: { target: p.target },
    };
    const loc = location(p.file, p.line);
    if (loc) result.locations = loc;
    if (p.fingerprint) result.partialFingerprints = { [FINGERPRINT_KEY]: p.fingerprint };
    if (p.suppressed) result.suppressions = [{ kind: 'inSource' }];
    return result;
  });
  return {
    $schema: SARIF_SCHEMA,
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'plugin-eval',
            version: opts.toolVersion,
            informationUri: ruleDocUrl('README').replace(/README\.md$/, ''),
            rules: ruleIds.map(ruleDescriptor),
          },
        },
        originalUriBaseIds: { '%SRCROOT%': { description: { text: 'The root of the repository that was scored.' } } },
        results: sarifResults,
        properties: {
          targets: results.map((r) => ({
            path: r.plugin_path,
            kind: r.kind,
            score: Number(fmtScore(r.composite.score)),
            badge: badgeLabel(r.composite.badge),
          })),
          // Low and info findings left out of the results, by rule (the JSON reports list them).
          notesOmitted: notes,
        },
      },
    ],
  };
}

export function renderSarif(results: readonly EvalResult[], errors: readonly EvalError[], opts: SarifOptions): string {
  return `${JSON.stringify(renderSarifLog(results, errors, opts), null, 2)}\n`;
}
