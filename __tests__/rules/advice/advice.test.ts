// Advice for every lost point: each dimension below its maximum names the measured fact that held
// it down (quoted, with its line), the points a fix brings (the composite recomputed with that
// sub-score at its maximum) and the rule's fix; shown in markdown, HTML and JSON.
import { composite } from '../../../src/composite/composite.js';
import { evaluateTarget } from '../../../src/engine/evaluate.js';
import { MemorySource } from '../../../src/read/source.js';
import { renderHtml } from '../../../src/reports/html.js';
import { renderJson } from '../../../src/reports/json.js';
import { renderMarkdown, renderTargetDetails } from '../../../src/reports/markdown.js';
import type { EvalResult, LayerResult, Method } from '../../../src/contract/types.js';

const PDF_LIKE = `---
name: pdf
description: Work with PDF files.
---

# PDF

Use pypdf to read files.

\`\`\`python
from pypdf import PdfReader
\`\`\`

Use pypdf to read files.
`;

async function result(
  method: Method = 'calibrated',
  files: Record<string, string> = { 'pdf/SKILL.md': PDF_LIKE },
  rel = 'pdf',
): Promise<EvalResult> {
  const out = await evaluateTarget(new MemorySource(files, 'repo', 'repo'), rel, { depth: 'quick', method });
  if (!out.ok) throw new Error(out.error.error);
  return out.result;
}

test.each(['calibrated', 'reference'] as Method[])(
  '%s: every static dimension below its maximum has advice with a fact, a gain and a fix',
  async (method) => {
    const r = await result(method);
    const advice = r.advice ?? [];
    const staticDims = [
      'triggering_accuracy',
      'orchestration_fitness',
      'progressive_disclosure',
      'token_efficiency',
      'structural_completeness',
      'ecosystem_coherence',
    ];
    for (const d of r.composite.dimensions.filter((x) => staticDims.includes(x.name) && x.score < 1)) {
      const a = advice.find((x) => x.kind === 'dimension' && x.name === d.name);
      expect([d.name, a !== undefined]).toEqual([d.name, true]);
      expect(a!.gain).toBeGreaterThan(0);
      for (const i of a!.items) {
        expect(i.fact.length).toBeGreaterThan(0);
        expect(i.fix.length).toBeGreaterThan(0);
      }
    }
    // Sorted by gain; the description fact quotes it with its line.
    expect(advice.map((a) => a.gain)).toEqual([...advice.map((a) => a.gain)].sort((x, y) => y - x));
    const trig = advice.find((a) => a.name === 'triggering_accuracy')!;
    const short = trig.items.find((i) => i.rule === 'ADVICE_SHORT_DESCRIPTION')!;
    expect(short.quote).toBe('Work with PDF files.');
    expect(short.line).toBe(3);
    const repeated = advice
      .find((a) => a.name === 'token_efficiency')
      ?.items.find((i) => i.rule === 'ADVICE_REPEATED_LINES');
    expect(repeated?.line).toBe(8);
  },
);

test('the gain is the composite recomputed with that sub-score at its maximum', async () => {
  const r = await result();
  const layer = r.layers[0];
  const dims = Object.fromEntries(r.composite.dimensions.filter((d) => d.grade !== '—').map((d) => [d.name, d.score]));
  const base: LayerResult = { ...layer, dimensions: dims };
  const flagCount = layer.anti_patterns.length;
  for (const a of (r.advice ?? []).filter((x) => x.kind === 'dimension')) {
    const raised = composite({
      layers: [{ ...base, dimensions: { ...dims, [a.name]: 1 } }],
      flagCount,
      confidence: 'Estimated',
    }).score;
    expect(a.gain).toBeCloseTo(raised - r.composite.score, 6);
  }
  const penalty = (r.advice ?? []).find((a) => a.kind === 'anti_pattern');
  if (penalty) expect(penalty.items[0].fix.length).toBeGreaterThan(0);
});

test('rendered in markdown, the PR details, HTML and JSON', async () => {
  const r = await result();
  const md = renderMarkdown(r);
  expect(md).toMatch(/## Where the points went \(\d+\)/);
  expect(md).toMatch(/Triggering accuracy [\d.]+\*\* — a fix brings up to \*\*\+[\d.]+\*\* points/);
  expect(md).toContain('“Work with PDF files.”');
  expect(md).toMatch(/\(line 3\)\. \*\*Fix:\*\*/);
  expect(renderTargetDetails(r)).toContain('**Where the points went**');
  const html = renderHtml(r);
  expect(html).toContain('id="advice"');
  expect(html).toContain('<q>Work with PDF files.</q>');
  const json = JSON.parse(renderJson(r));
  expect(json.advice[0]).toMatchObject({
    kind: expect.any(String),
    gain: expect.any(Number),
    items: expect.any(Array),
  });
});

test('a plugin names its weaker members', async () => {
  const good = PDF_LIKE.replace('name: pdf', 'name: good').replace(
    'Work with PDF files.',
    'Extracts text and tables from PDF files. Use when the user asks to read, split or merge PDFs.',
  );
  const r = await result(
    'calibrated',
    {
      'p/.claude-plugin/plugin.json': '{"name":"p"}',
      'p/skills/good/SKILL.md': good,
      'p/skills/pdf/SKILL.md': PDF_LIKE,
    },
    'p',
  );
  const members = (r.advice ?? []).filter((a) => a.kind === 'member');
  expect(members.map((m) => m.name)).toEqual(['p/skills/pdf', 'p/skills/good']);
  expect(members[0].gain).toBeGreaterThan(members[1].gain);
});
