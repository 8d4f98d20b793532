// The differential check itself: run the oracle (scripts/parity/oracle.py, Python's own re/str/PyYAML)
// and our engine on the same targets, compare them with the conformance test's rules, group the
// differences by kind and shrink a reproducer of each kind. Used by fuzz.mjs (the CLI, engine from
// build/) and __tests__/conformance/oracle.test.ts (engine from src/).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { renameTarget, targetSize, writeTargets } from './generate.mjs';

export const TOLERANCE = 1e-6;

/** The Python that runs the oracle: PLUGIN_EVAL_PYTHON, else python3 on the PATH. */
export const PYTHON = process.env.PLUGIN_EVAL_PYTHON || 'python3';

/** Whether python3 with PyYAML can run here (null when it can), else why not. */
export function pythonProblem(python = PYTHON) {
  const probe = spawnSync(python, ['-c', 'import yaml, sys; print(sys.version_info[0])'], {
    encoding: 'utf8',
    timeout: 30_000,
  });
  if (probe.error) return `${python} not found (${probe.error.message})`;
  if (probe.status !== 0) return `${python} has no PyYAML (${(probe.stderr || '').trim().split('\n').pop()})`;
  return null;
}

/** Runs the oracle on `rels` under `root` (one process, RELs on stdin): { rel: result | {error} }. */
export function runOracle(oracle, root, rels, python = PYTHON) {
  const run = spawnSync(python, [oracle, root, '-'], {
    input: rels.join('\n') + '\n',
    encoding: 'utf8',
    maxBuffer: 1 << 30,
    timeout: 600_000,
  });
  if (run.error) throw new Error(`oracle did not run: ${run.error.message}`);
  if (run.status !== 0) throw new Error(`oracle exited ${run.status}: ${(run.stderr || '').slice(-2000)}`);
  try {
    return JSON.parse(run.stdout);
  } catch (err) {
    throw new Error(`oracle printed no JSON (${err.message}): ${run.stdout.slice(0, 500)}`, { cause: err });
  }
}

/** Our EvalOutcome in the oracle's (expected.json's) shape. */
export function ourShape(outcome) {
  if (!outcome.ok) return { error: outcome.error.error };
  const r = outcome.result;
  const layer = r.layers.find((l) => l.layer === 'static');
  return {
    kind: r.kind,
    static: layer
      ? {
          score: layer.score,
          sub_scores: layer.sub_scores,
          anti_patterns: layer.anti_patterns.map((a) => ({ flag: a.flag, severity: a.severity })),
        }
      : null,
    composite: {
      score: r.composite.score,
      badge: r.composite.badge,
      anti_pattern_penalty: r.composite.anti_pattern_penalty,
      confidence_label: r.composite.confidence_label,
      dimensions: r.composite.dimensions.map((d) => ({
        name: d.name,
        score: d.score,
        grade: d.grade,
        weight: d.weight,
      })),
    },
  };
}

const near = (a, b) => typeof a === 'number' && typeof b === 'number' && Math.abs(a - b) <= TOLERANCE;

/**
 * The fields where `ours` and `oracle` differ, as the conformance test compares them: every number
 * to 1e-6, badge, grades, confidence, kind, flags in order. [{ field, ours, oracle }].
 */
export function compareResults(ours, oracle) {
  const diffs = [];
  const add = (field, a, b) => diffs.push({ field, ours: a, oracle: b });
  if (oracle === undefined || oracle === null) {
    add('oracle-missing', ours, oracle);
    return diffs;
  }
  const oursErr = 'error' in ours;
  const oracleErr = 'error' in oracle;
  if (oursErr || oracleErr) {
    if (oursErr !== oracleErr)
      add(oursErr ? 'error(ours only)' : 'error(oracle only)', ours.error ?? 'scored', oracle.error ?? 'scored');
    return diffs;
  }
  if (ours.kind !== oracle.kind) {
    add('kind', ours.kind, oracle.kind);
    return diffs;
  }
  const os = ours.static ?? {};
  const xs = oracle.static ?? {};
  const flagsA = (os.anti_patterns ?? []).map((a) => a.flag);
  const flagsB = (xs.anti_patterns ?? []).map((a) => a.flag);
  if (flagsA.join(',') !== flagsB.join(',')) add(`flags${flagDelta(flagsA, flagsB)}`, flagsA, flagsB);
  else
    (os.anti_patterns ?? []).forEach((a, i) => {
      if (!near(a.severity, xs.anti_patterns[i].severity))
        add(`severity.${a.flag}`, a.severity, xs.anti_patterns[i].severity);
    });
  const subA = os.sub_scores ?? {};
  const subB = xs.sub_scores ?? {};
  const keys = [...new Set([...Object.keys(subA), ...Object.keys(subB)])].sort();
  for (const k of keys) {
    const a = subA[k];
    const b = subB[k];
    if (Array.isArray(a) || Array.isArray(b)) {
      const same = Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => near(x, b[i]));
      if (!same) add(`sub_scores.${k}`, a, b);
    } else if (!near(a, b)) add(`sub_scores.${k}`, a, b);
  }
  if (!near(os.score, xs.score)) add('static.score', os.score, xs.score);
  const ca = ours.composite;
  const cb = oracle.composite ?? {};
  if (!near(ca.score, cb.score)) add('composite.score', ca.score, cb.score);
  if (ca.badge !== cb.badge) add('composite.badge', ca.badge, cb.badge);
  if (!near(ca.anti_pattern_penalty, cb.anti_pattern_penalty))
    add('composite.anti_pattern_penalty', ca.anti_pattern_penalty, cb.anti_pattern_penalty);
  if (ca.confidence_label !== cb.confidence_label)
    add('composite.confidence_label', ca.confidence_label, cb.confidence_label);
  const da = ca.dimensions;
  const db = cb.dimensions ?? [];
  if (da.map((d) => d.name).join() !== db.map((d) => d.name).join())
    add(
      'dimensions.names',
      da.map((d) => d.name),
      db.map((d) => d.name),
    );
  else
    da.forEach((d, i) => {
      if (!near(d.score, db[i].score)) add(`dimension.${d.name}.score`, d.score, db[i].score);
      if (!near(d.weight, db[i].weight)) add(`dimension.${d.name}.weight`, d.weight, db[i].weight);
      if (d.grade !== db[i].grade) add(`dimension.${d.name}.grade`, d.grade, db[i].grade);
    });
  return diffs;
}

/** "+X-Y": which flags one side has more of. */
function flagDelta(a, b) {
  const count = (xs) => xs.reduce((m, x) => m.set(x, (m.get(x) ?? 0) + 1), new Map());
  const ca = count(a);
  const cb = count(b);
  const parts = [];
  for (const f of new Set([...a, ...b])) {
    const d = (ca.get(f) ?? 0) - (cb.get(f) ?? 0);
    if (d > 0) parts.push(`ours+${f}`);
    if (d < 0) parts.push(`oracle+${f}`);
  }
  return parts.length ? `(${parts.sort().join(',')})` : '(order)';
}

const PRIMARY = /^(error|kind|flags|severity|sub_scores|oracle-missing)/;

/**
 * The kinds a target's differences count under: the first-hand fields (error, kind, flags, a
 * sub-score) when any differ, else the derived ones (static score, composite, dimensions), which
 * then point at the arithmetic.
 */
export function mismatchKinds(diffs) {
  const primary = diffs.filter((d) => PRIMARY.test(d.field)).map((d) => d.field);
  return primary.length ? primary : diffs.map((d) => d.field);
}

/**
 * Scores `targets` both ways. `evaluate(root, rel)` → our outcome (EvalOutcome). Writes the targets
 * into a fresh temp folder (or `keepDir`), always removed unless kept.
 * Returns [{ target, ours, oracle, diffs }].
 */
/** Temp folders of runs in progress, removed by removeLiveFolders() when the process is stopped. */
const live = new Set();

/** Removes the temp folders of the runs in progress (for a signal handler). */
export function removeLiveFolders() {
  for (const root of live) rmSync(root, { recursive: true, force: true });
  live.clear();
}

export async function runTargets(targets, { oracle, evaluate, keepDir = null, python = PYTHON }) {
  const root = keepDir ?? mkdtempSync(path.join(os.tmpdir(), 'parity-'));
  if (keepDir === null) live.add(root);
  try {
    writeTargets(root, targets);
    const oracleOut = runOracle(
      oracle,
      root,
      targets.map((t) => t.rel),
      python,
    );
    const out = [];
    for (const t of targets) {
      const ours = ourShape(await evaluate(root, t.rel));
      const theirs = oracleOut[t.rel];
      out.push({ target: t, ours, oracle: theirs, diffs: compareResults(ours, theirs) });
    }
    return out;
  } finally {
    if (keepDir === null) {
      rmSync(root, { recursive: true, force: true });
      live.delete(root);
    }
  }
}

/** { kind: { count, smallest: result } } over results with differences. */
export function groupMismatches(results) {
  const kinds = new Map();
  for (const r of results) {
    if (r.diffs.length === 0) continue;
    for (const k of new Set(mismatchKinds(r.diffs))) {
      const g = kinds.get(k) ?? { count: 0, smallest: null };
      g.count++;
      if (g.smallest === null || targetSize(r.target) < targetSize(g.smallest.target)) g.smallest = r;
      kinds.set(k, g);
    }
  }
  return new Map([...kinds].sort((a, b) => b[1].count - a[1].count));
}

// ------------------------------------------------------------------ shrinking

/** Text pieces of a file: lines with their own line ends (\n, \r\n, \r and the others stay inside). */
const piecesOf = (text) => text.split(/(?<=\n)/);

/** The shrinker's steps after dropping files: [units of a file's text (null: skip the file), first run length, candidates per round]. */
const SHRINK_STEPS = [
  [piecesOf, (n) => Math.max(1, n >> 1), 64],
  [(text) => (text.length > 600 ? null : [...text]), (n) => Math.max(1, n >> 2), 96],
];

/**
 * Candidates without one run of `units` each, the run length halving from `start` down to 1; the
 * first candidate that still fails (one oracle run per length), or null.
 */
async function dropRuns(units, start, maxCandidates, candidateOf, stillFails) {
  for (let size = start; size >= 1; size >>= 1) {
    const cands = [];
    for (let at = 0; at < units.length && cands.length < maxCandidates; at += size)
      cands.push(candidateOf([...units.slice(0, at), ...units.slice(at + size)].join('')));
    const i = await stillFails(cands);
    if (i >= 0) return cands[i];
  }
  return null;
}

/**
 * Shrinks a reproducer while it keeps showing mismatch `kind`: drops whole files other than the
 * target's main file, then chunks of lines of each text file (halving the chunk size), then single
 * characters of short lines. Each round scores every candidate of the round in one oracle run.
 */
export async function shrink(result, kind, options, maxRounds = 60) {
  let best = result.target;
  let bestResult = result;
  let nextId = 900000;
  const stillFails = async (candidates) => {
    if (candidates.length === 0) return -1;
    const renamed = candidates.map((c) => renameTarget(c, nextId++));
    const results = await runTargets(renamed, options);
    const i = results.findIndex((r) => mismatchKinds(r.diffs).includes(kind));
    if (i >= 0) bestResult = { ...results[i], target: candidates[i] };
    return i;
  };
  const withFiles = (t, edit) => {
    const c = renameTarget(t, t.id);
    edit(c);
    return c;
  };
  const mainFiles = (t) =>
    [...t.files.keys()].filter((f) => f.endsWith('SKILL.md') || f.endsWith('.md') || f.endsWith('.json'));

  for (let round = 0; round < maxRounds; round++) {
    let progressed = false;
    // 1. Drop a file or an empty folder.
    const dropCandidates = [];
    for (const f of best.files.keys()) dropCandidates.push(withFiles(best, (c) => c.files.delete(f)));
    for (const d of best.dirs) dropCandidates.push(withFiles(best, (c) => c.dirs.delete(d)));
    const i = await stillFails(dropCandidates);
    if (i >= 0) {
      best = dropCandidates[i];
      continue;
    }
    // 2. Drop chunks of lines, biggest first; 3. then runs of characters inside short files.
    for (const [unitsOf, startOf, maxCandidates] of SHRINK_STEPS) {
      for (const f of mainFiles(best)) {
        const data = best.files.get(f);
        const units = typeof data === 'string' ? unitsOf(data) : null;
        if (!units) continue;
        const smaller = await dropRuns(
          units,
          startOf(units.length),
          maxCandidates,
          (kept) => withFiles(best, (c) => c.files.set(f, kept)),
          stillFails,
        );
        if (smaller) {
          best = smaller;
          progressed = true;
          break;
        }
      }
      if (progressed) break;
    }
    if (!progressed) break;
  }
  return bestResult.target === best ? bestResult : { ...bestResult, target: best };
}

// ------------------------------------------------------------------ display

/** Text with every character outside printable ASCII (and \ and ") escaped, so that it shows exactly. */
export function escapeText(s) {
  let out = '';
  for (const ch of s) {
    const cp = ch.codePointAt(0);
    if (ch === '\\') out += '\\\\';
    else if (ch === '"') out += '\\"';
    else if (ch === '\n') out += '\\n';
    else if (ch === '\r') out += '\\r';
    else if (ch === '\t') out += '\\t';
    else if (cp >= 0x20 && cp < 0x7f) out += ch;
    else if (cp <= 0xffff) out += `\\u${cp.toString(16).padStart(4, '0')}`;
    else out += `\\U${cp.toString(16).padStart(8, '0')}`;
  }
  return `"${out}"`;
}

/** A reproducer as text: its files (escaped), then both results' differing fields. */
export function describeResult(r) {
  const t = r.target;
  const lines = [`  target ${t.rel} (${t.family}, ${targetSize(t)} bytes)`];
  for (const d of [...t.dirs].sort()) lines.push(`    dir  ${d.slice(t.container.length + 1)}/`);
  for (const [f, data] of [...t.files].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
    const shown = typeof data === 'string' ? escapeText(data) : `bytes ${escapeText(data.toString('latin1'))}`;
    lines.push(`    file ${f.slice(t.container.length + 1)} = ${shown}`);
  }
  for (const d of r.diffs)
    lines.push(`    ${d.field}: ours ${JSON.stringify(d.ours)} | oracle ${JSON.stringify(d.oracle)}`);
  return lines.join('\n');
}
