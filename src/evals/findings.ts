// One evals file's problems, up to the per-file limit, each naming the JSON path where it is; the
// last finding says how many more there were. The findings themselves are the evals rules'
// (src/rules/evals/).
import type { Finding } from '../contract/types.js';
import { evalsInvalid, evalsMoreProblems } from '../rules/evals/index.js';
import { EVALS_LIMITS } from './files.js';

export class Problems {
  readonly findings: Finding[] = [];
  private dropped = 0;
  constructor(private readonly file: string) {}

  add(finding: Finding): void {
    if (this.findings.length >= EVALS_LIMITS.maxFindingsPerFile) {
      this.dropped++;
      return;
    }
    this.findings.push(finding);
  }

  invalid(path: string, what: string): void {
    this.add(evalsInvalid(this.file, path, what));
  }

  done(): Finding[] {
    if (this.dropped > 0) this.findings.push(evalsMoreProblems(this.file, this.dropped));
    return this.findings;
  }
}
