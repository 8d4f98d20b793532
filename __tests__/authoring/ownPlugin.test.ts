// This repository as a Claude Code plugin: its manifests are what Claude Code's plugin system reads,
// its commands run the CLI, and its own skill and the plugin score at least 90 with the default method.
import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { evaluateTarget } from '../../src/engine/evaluate.js';
import { DiskSource } from '../../src/read/source.js';
import { readFrontmatter } from '../../src/parse/skill.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const json = (rel: string) => JSON.parse(readFileSync(path.join(ROOT, rel), 'utf8'));
const MIN_OWN_SCORE = 90;

test('plugin.json and marketplace.json describe one plugin whose version follows package.json', () => {
  const pkg = json('package.json');
  const plugin = json('.claude-plugin/plugin.json');
  const market = json('.claude-plugin/marketplace.json');
  expect(plugin).toMatchObject({ name: 'plugin-eval', version: pkg.version });
  expect(typeof plugin.description).toBe('string');
  expect(market.owner.name).toBeTruthy();
  expect(market.plugins).toEqual([expect.objectContaining({ name: plugin.name, source: './', version: pkg.version })]);
});

test('every command has a description and runs the CLI from the plugin folder', () => {
  const commands = readdirSync(path.join(ROOT, 'commands')).sort();
  expect(commands).toEqual(['certify.md', 'compare.md', 'eval.md', 'report.md']);
  for (const c of commands) {
    const text = readFileSync(path.join(ROOT, 'commands', c), 'utf8');
    const fm = readFrontmatter(text, c).data as Record<string, unknown>;
    expect(typeof fm.description).toBe('string');
    expect(typeof fm['argument-hint']).toBe('string');
    expect(text).toContain('${CLAUDE_PLUGIN_ROOT}/bin/plugin-eval.js');
  }
});

test.each([
  ['the plugin', '.'],
  ['its methodology skill', 'skills/plugin-eval-methodology'],
])(`%s scores at least ${MIN_OWN_SCORE} with the default method`, async (_what, rel) => {
  const outcome = await evaluateTarget(new DiskSource(ROOT), rel === '.' ? '' : rel, { depth: 'quick' });
  if (!outcome.ok) throw new Error(outcome.error.error);
  expect(outcome.result.config.method ?? 'calibrated').toBe('calibrated');
  expect(outcome.result.composite.score).toBeGreaterThanOrEqual(MIN_OWN_SCORE);
});
