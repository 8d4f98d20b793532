// Which mode runs: the one the `mode` input names, else the one that lists the event, else the one
// that serves every other event.
import { describe, expect, it } from '@jest/globals';
import { MODES, modeFor } from '../../../src/action/modes/index.js';

describe('modeFor', () => {
  it('picks pull request mode for the events of a change under review', () => {
    for (const event of ['pull_request', 'pull_request_target', 'merge_group'])
      expect(modeFor('auto', event).name).toBe('pr');
  });

  it('picks sweep mode for every other event, and when there is none', () => {
    for (const event of ['schedule', 'push', 'workflow_dispatch', 'workflow_run', '', undefined])
      expect(modeFor('auto', event).name).toBe('sweep');
  });

  it('runs the mode the input names, whatever the event', () => {
    for (const name of ['pr', 'sweep', 'publish', 'merge'] as const) {
      expect(modeFor(name, 'schedule').name).toBe(name);
      expect(modeFor(name, 'pull_request').name).toBe(name);
    }
  });

  it('has one mode for the other events and no event listed twice', () => {
    expect(MODES.filter((m) => m.events === 'otherwise')).toHaveLength(1);
    const listed = MODES.flatMap((m) => (m.events === 'otherwise' ? [] : m.events));
    expect(new Set(listed).size).toBe(listed.length);
  });
});
