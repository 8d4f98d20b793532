// The Anthropic adapter under a deadline, through the real SDK against the loopback fake: a
// server asking for a minute's wait before a retry does not hold the run (the backoff ends at the
// work end and no retry follows), the breaker does not count what the deadline stopped, and no
// call goes out after it. Counts of requests are asserted, not times.
import { createLlmLayers } from '../../src/adapters/anthropic.js';
import { Deadline } from '../../src/runtime/deadline.js';
import { JUDGE_DIMENSIONS } from '../../src/layers/judge.js';
import { errorReply, startFakeAnthropic, type FakeAnthropic } from '../helpers/fakeAnthropic.js';
import { llmSettings, makeSkill } from '../helpers/llmFixtures.js';

let fake: FakeAnthropic;
const deadlines: Deadline[] = [];
afterEach(async () => {
  await fake?.close();
  deadlines.splice(0).forEach((d) => d.dispose());
});

test("a minute's retry-after is not waited past the work end: no retry, the judge unmeasured for the deadline", async () => {
  fake = await startFakeAnthropic({
    router: () =>
      errorReply(529, { errorType: 'overloaded_error', message: 'Overloaded', headers: { 'retry-after': '60' } }),
  });
  const deadline = new Deadline(4_000, { label: '4s' });
  deadlines.push(deadline);
  const warnings: string[] = [];
  const layers = createLlmLayers({
    ...llmSettings(fake, { maxRetries: 4, concurrency: 2 }),
    method: 'reference',
    deadline,
    warn: (m) => warnings.push(m),
  });
  const result = await layers.judge(makeSkill());

  // The first attempts went out, each got its 529, and none was retried after the minute's wait.
  expect(fake.calls().length).toBeGreaterThan(0);
  expect(fake.calls().length).toBeLessThanOrEqual(JUDGE_DIMENSIONS.length);
  expect(Object.keys(result.dimensions)).toEqual([]);
  const reasons = (result.metadata.unmeasured as Array<{ dimension: string; reason: string }>).map((u) => u.reason);
  expect(reasons.length).toBeGreaterThan(0);
  for (const r of reasons) expect(r).toBe('deadline: the 4s deadline was reached before this was measured');
  expect(warnings.join('\n')).toContain(
    'deadline: the 4s deadline was reached before this was measured: no further model call is made',
  );
  expect(deadline.note()).toMatch(
    /^The 4s deadline cut the run \(2s were kept for publishing\): \d+ model call\(s\) were stopped or not made/,
  );

  // After the work end nothing reaches the API.
  const before = fake.calls().length;
  const again = await layers.judge(makeSkill({ name: 'another' }));
  expect(fake.calls().length).toBe(before);
  expect(JSON.stringify(again.metadata.unmeasured)).toContain('deadline: the 4s deadline');
});
