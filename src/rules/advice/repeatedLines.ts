import { forEachPyLine, pyStripRange } from '../../parse/pytext.js';
import { defineRule } from '../rule.js';
import { quote, type AdviceDetector } from './fact.js';

const ID = 'ADVICE_REPEATED_LINES';

interface LineCounts {
  /** Each distinct stripped line's slot, in order of first sight. */
  slotOf: Map<string, number>;
  counts: number[];
  firstLines: number[];
}

/** Each distinct stripped line (not blank, not starting with ---), counted. */
function countLines(text: string): LineCounts {
  const slotOf = new Map<string, number>();
  const counts: number[] = [];
  const firstLines: number[] = [];
  forEachPyLine(text, (start, end, i) => {
    if (text.startsWith('---', start)) return;
    const s = pyStripRange(text, start, end);
    if (s === '') return;
    const slot = slotOf.get(s);
    if (slot === undefined) {
      slotOf.set(s, counts.length);
      counts.push(1);
      firstLines.push(i + 1);
    } else {
      counts[slot]++;
    }
  });
  return { slotOf, counts, firstLines };
}

const detect: AdviceDetector = ({ skill }) => {
  const { slotOf, counts, firstLines } = countLines(skill.text);
  // The worst is the first line (in order of first sight) with the highest count above one.
  let worst = -1;
  let repeats = 0;
  for (let k = 0; k < counts.length; k++) {
    if (counts[k] > 1) {
      repeats += counts[k] - 1;
      if (worst < 0 || counts[k] > counts[worst]) worst = k;
    }
  }
  if (worst < 0) return null;
  let worstText = '';
  for (const [s, slot] of slotOf) {
    if (slot === worst) {
      worstText = s;
      break;
    }
  }
  return {
    dimension: 'token_efficiency',
    rule: ID,
    fact: `${repeats} repeated line${repeats === 1 ? '' : 's'}; this one appears ${counts[worst]} times`,
    quote: quote(worstText),
    line: firstLines[worst],
  };
};

export const adviceRepeatedLines = defineRule({
  id: ID,
  family: 'advice',
  title: 'Repeated lines',
  description: 'The same lines appear several times, spending tokens without adding information.',
  why: "Every copy is loaded into the context each time the skill runs, taking room from the user's work, and a later edit to one copy leaves the others saying something else.",
  bad: '## Build\nRun `npm ci` first.\n## Test\nRun `npm ci` first.\n## Release\nRun `npm ci` first.',
  good: 'Run `npm ci` once before any of the steps below.\n## Build\n## Test\n## Release',
  fix: 'Say each thing once; refer back to it instead of repeating it.',
  methods:
    "The calibrated method compares prose lines without list marks, case or spacing; the item's points are measured by removing the later copies and scoring the skill again.",
  detect,
});
