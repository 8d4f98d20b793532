// A rule's detectors: one for both methods, or one per method.
import { defineRule, detectorFor, sharedDetector } from '../../src/rules/rule.js';

type Detector = () => void;
const docs = { family: 'security' as const, title: 't', description: 'd', fix: 'f', why: 'w', bad: 'b', good: 'g' };
const detect: Detector = () => undefined;
const other: Detector = () => undefined;
const perMethod = defineRule<Detector>({ ...docs, id: 'TWO', detect: { reference: detect, calibrated: other } });

describe("a rule's detectors", () => {
  it('takes the one detector of a rule for both methods and refuses one per method', () => {
    expect(sharedDetector(defineRule({ ...docs, id: 'ONE', detect }))).toBe(detect);
    expect(() => sharedDetector(perMethod)).toThrow(/TWO/);
    expect(() => sharedDetector(defineRule<Detector>({ ...docs, id: 'NONE' }))).toThrow(/NONE/);
  });

  it('gives each method its own detector, or the shared one to both', () => {
    expect(detectorFor(perMethod, 'reference')).toBe(detect);
    expect(detectorFor(perMethod, 'calibrated')).toBe(other);
    const shared = defineRule({ ...docs, id: 'ONE', detect });
    expect(detectorFor(shared, 'reference')).toBe(detect);
    expect(detectorFor(shared, 'calibrated')).toBe(detect);
    expect(detectorFor(defineRule<Detector>({ ...docs, id: 'NONE' }), 'calibrated')).toBeUndefined();
  });
});
