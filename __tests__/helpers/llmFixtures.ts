// Fixtures of the LLM layer tests: a ParsedSkill built directly (the LLM layers read only text,
// name, description and references, so these tests do not depend on the parser), and settings
// that point the adapter at a loopback fake.
import { DEFAULT_MODELS, type LlmSettings } from '../../src/adapters/anthropic.js';
import type { ParsedSkill } from '../../src/contract/types.js';
import type { FakeAnthropic } from './fakeAnthropic.js';

/** Settings for the adapter against `fake`, small retry counts, no result cache unless asked. */
export function llmSettings(fake: FakeAnthropic, extra: Partial<LlmSettings> = {}): LlmSettings {
  return {
    apiKey: 'test-key',
    baseURL: fake.url,
    models: DEFAULT_MODELS,
    concurrency: 4,
    timeoutMs: 10_000,
    maxRetries: 1,
    cacheDir: null,
    ...extra,
  };
}

/** The same, with the reference's methods (self-reported triggering, activation = a non-empty reply, quality = length). */
export function referenceSettings(fake: FakeAnthropic, extra: Partial<LlmSettings> = {}): LlmSettings {
  return llmSettings(fake, { method: 'reference', ...extra });
}

export function makeSkill(
  options: { name?: string; description?: string; body?: string; references?: string[] | null } = {},
): ParsedSkill {
  const name = options.name ?? 'pdf-tables';
  const description =
    options.description ??
    'Extract tables from PDF files into CSV. Use when the user asks to pull tabular data out of a PDF.';
  const body = options.body ?? '# PDF tables\n\n## Steps\n\n1. Read the PDF.\n2. Find the tables.\n3. Write CSV.\n';
  const text = `---\nname: ${name}\ndescription: ${description}\n---\n${body}`;
  return {
    path: `skills/${name}`,
    file: `skills/${name}/SKILL.md`,
    dirName: name,
    text,
    body,
    frontmatter: { name, description },
    hasFrontmatter: true,
    descriptionLine: 3,
    name,
    description,
    lineCount: text.split('\n').length,
    mustCount: 0,
    fenceCount: 0,
    fenceLanguages: [],
    h2Count: 1,
    h3Count: 0,
    hasExamples: false,
    hasTroubleshooting: false,
    references: options.references === undefined ? null : options.references,
    assets: null,
    crossRefs: [],
    crossRefExists: {},
    utf8Bytes: Buffer.byteLength(text, 'utf8'),
    readFindings: [],
  };
}
