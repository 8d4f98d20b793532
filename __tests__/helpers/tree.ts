// Temporary folder trees for CLI and sweep tests, and an in-process CLI runner that captures output.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { main } from '../../src/cli.js';
import { tempDir } from './tempDir.js';

/** Writes `files` (relative path → text or bytes) under a new temp folder (removed after the test file); returns its path. */
export function makeTree(files: Record<string, string | Uint8Array>, prefix = 'plugin-eval-test-'): string {
  const root = tempDir(prefix);
  addFiles(root, files);
  return root;
}

export function addFiles(root: string, files: Record<string, string | Uint8Array>): void {
  for (const [rel, content] of Object.entries(files)) {
    const abs = path.join(root, rel);
    mkdirSync(path.dirname(abs), { recursive: true });
    writeFileSync(abs, content);
  }
}

export function removeTree(root: string): void {
  rmSync(root, { recursive: true, force: true });
}

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs main() in-process with captured output, a chosen cwd and environment (no API key by default). */
export async function runCli(
  argv: string[],
  options: { cwd?: string; env?: Record<string, string | undefined> } = {},
): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, {
    stdout: (t) => void (stdout += t),
    stderr: (t) => void (stderr += t),
    cwd: options.cwd ?? process.cwd(),
    env: options.env ?? {},
    stderrIsTTY: false,
  });
  return { code, stdout, stderr };
}

/** A well-formed skill with a trigger phrase, headings, fences and a table. */
export function goodSkill(name: string, extra = ''): string {
  return `---
name: ${name}
description: Converts CSV files into typed JSON records and validates them against a schema. Use when the user asks to import, clean or validate CSV data, for preparing fixtures.
---

# ${name}

## Inputs

Accepts a CSV file and an optional JSON schema as input parameters.

## Output format

Returns JSON: one object per row.

\`\`\`bash
csv2json data.csv --schema schema.json
\`\`\`

\`\`\`json
{"id": 1, "name": "Ada"}
\`\`\`

## Examples

| Input | Output |
|---|---|
| a.csv | a.json |

## Troubleshooting

- Empty rows are skipped.
${extra}`;
}

/** A skill with a short description and no trigger phrase. */
export function weakSkill(name: string): string {
  return `---
name: ${name}
description: Does CSV.
---

# ${name}

Convert it.
`;
}
