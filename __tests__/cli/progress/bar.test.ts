import { PassThrough } from 'node:stream';
import { createProgressReporter } from '../../../src/cli/progress/bar.js';

function capture(isTTY: boolean) {
  const stream = Object.assign(new PassThrough(), { isTTY, columns: 100 });
  let text = '';
  stream.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  return { stream, text: () => text };
}

describe('progress on stderr', () => {
  test('not a terminal: plain lines, about every tenth of the way and always the last', () => {
    const out = capture(false);
    const progress = createProgressReporter(out.stream);
    for (let done = 0; done <= 50; done++) progress.onProgress(done, 50, 'monte carlo my-skill');
    const lines = out.text().trim().split('\n');
    expect(lines[0]).toBe('monte carlo my-skill: 0/50');
    expect(lines.at(-1)).toBe('monte carlo my-skill: 50/50');
    expect(lines).toHaveLength(11);
    expect(out.text()).not.toContain('\u001b[');
  });

  test('a terminal: a bar redrawn in place, closed when done', () => {
    const out = capture(true);
    const progress = createProgressReporter(out.stream);
    for (let done = 0; done <= 5; done++) progress.onProgress(done, 5, 'sweep');
    progress.stop();
    expect(out.text()).toContain('sweep [');
    expect(out.text()).toContain('5/5');
    expect(out.text()).toMatch(/\u001b\[|\r/);
  });

  test('a new label starts a new bar', () => {
    const out = capture(true);
    const progress = createProgressReporter(out.stream);
    progress.onProgress(1, 3, 'first');
    progress.onProgress(1, 2, 'second');
    progress.onProgress(2, 2, 'second');
    progress.stop();
    expect(out.text()).toContain('first [');
    expect(out.text()).toContain('2/2');
  });
});
