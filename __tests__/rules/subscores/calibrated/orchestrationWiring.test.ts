import { CAL_ORCHESTRATION as C } from '../../../../src/contract/calibratedWeights.js';
import { ruleContext } from '../../../../src/rules/context.js';
import { orchestrationWiring } from '../../../../src/rules/subscores/calibrated/orchestrationWiring.js';
import { parseText, skillWith } from '../../../helpers/skills.js';

const wiring = (body: string) => orchestrationWiring(ruleContext(parseText(skillWith(body))));

describe('calibrated orchestration_wiring of a body that holds no text', () => {
  test('earns no base: deleting the body never raises it', () => {
    expect(wiring('')).toBeCloseTo(C.emptyBody);
    expect(wiring('## Steps\n\n## Output\n\n```bash\n```')).toBeCloseTo(C.emptyBody);
    expect(wiring('Be kind.')).toBeCloseTo(C.base);
    expect(C.emptyBody).toBeLessThan(C.base);
  });
});

describe('calibrated orchestration_wiring credits a specified contract, not its words', () => {
  test('naming inputs, outputs and "returns JSON" earns nothing', () => {
    expect(wiring('It takes inputs and arguments, and returns JSON output in a structured format.')).toBeCloseTo(
      C.base,
    );
  });

  test('an output heading followed by a list, a table or a code block is a contract', () => {
    expect(wiring('## Output format\n\n- `status`: ok or failed\n- `errors`: the messages')).toBeCloseTo(
      C.base + C.outputContract,
    );
    expect(wiring('## Returns\n\n| field | meaning |\n|---|---|\n| id | the row |')).toBeCloseTo(
      C.base + C.outputContract,
    );
    expect(wiring('## Output\n\nThe report goes to the user.')).toBeCloseTo(C.base);
  });

  test('a label or an introducing line about the output, then its specification', () => {
    expect(wiring('**Output:**\n\n- the summary\n- the list of files')).toBeCloseTo(C.base + C.outputContract);
    expect(wiring('**Output**: a redaction report listing per-pattern counts')).toBeCloseTo(C.base + C.outputContract);
    expect(wiring('Structure your plan output as follows:\n\n### 1. Audit\n- what exists\n- pain points')).toBeCloseTo(
      C.base + C.outputContract,
    );
    expect(wiring('**Output:** JSON.')).toBeCloseTo(C.base);
  });

  test('a label or an introducing sentence is read whole, however its paragraph is wrapped', () => {
    const intro = 'Run it on the staging account first. The deploy script returns, for each service:';
    const list = '\n\n- the version it answers with\n- the logs of the request';
    const oneLine = wiring(intro + list);
    expect(oneLine).toBeCloseTo(C.base + C.outputContract);
    const wrapped = intro.replace('first. The ', 'first. The\n').replace('script returns', 'script\nreturns');
    expect(wiring(wrapped + list)).toBeCloseTo(oneLine);
    // The sentence ending with the colon introduces what follows, not an earlier one.
    const earlier = 'A key that returns HTTP 200 on a trivial call proves nothing. The acceptance checks are:';
    expect(wiring(earlier + list)).toBeCloseTo(C.base);
    expect(wiring(earlier.replace('nothing. ', 'nothing.\n') + list)).toBeCloseTo(C.base);
    const label = '**Output:** a redaction report listing per-pattern counts';
    expect(wiring(label.replace('listing ', 'listing\n'))).toBeCloseTo(wiring(label));
  });

  test('inputs: an arguments heading or label with what they are', () => {
    expect(wiring('## Arguments\n\n- `path`: the file\n- `--dry-run`: change nothing')).toBeCloseTo(
      C.base + C.inputsSpecified,
    );
    expect(wiring('**Input**: `$ARGUMENTS`, the task description')).toBeCloseTo(C.base + C.inputsSpecified);
    expect(wiring('## Usage\n\nRun it with the inputs you have.')).toBeCloseTo(C.base);
  });
});
