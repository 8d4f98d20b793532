// The relation suite's description edits: where the "Use when" sentence ends.
import { triggerParts } from '../../src/validate/relations/edits.js';

test('the situation runs to the full stop that ends the sentence, past "e.g." and "i.e."', () => {
  const p = triggerParts('Downloads albums. Use when you need a local copy (e.g. to re-host them). TRIGGERS - album.');
  expect(p?.situation).toBe('you need a local copy (e.g. to re-host them)');
  expect(p?.tail).toBe(' TRIGGERS - album.');
  expect(triggerParts('Downloads albums. Use when a copy is needed, i.e. offline. More.')?.situation).toBe(
    'a copy is needed, i.e. offline',
  );
});
