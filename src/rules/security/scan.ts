// What the security rules share for one skill: the text as the phrase rules read it (normalised
// lines, logical lines), the prefilter's needle index, the folded text, and the passes two rules
// read (invisible characters, web requests, phrase lines). Each is computed once, when a rule first
// asks for it. The prefilter-free parts are memoised on the rule context; the rest lives in one
// scan object per call, since the prefilter can be switched off (to show that it changes nothing).
import type { RuleContext } from '../context.js';
import type { RuleDefinition } from '../rule.js';
import type { Collector } from './collector.js';
import { foldCase, NeedleIndex } from './prefilter.js';
import { ASCII_ONLY_RE, logicalLines, normalise, type Line } from './text.js';

/** How a security rule finds what it flags: it reads the context and the scan, and reports into `out`. */
export type SecurityDetector = (ctx: RuleContext, scan: SecurityScan, out: Collector) => void;
export type SecurityRule = RuleDefinition<SecurityDetector>;

interface SecurityText {
  ascii: boolean;
  normalised: readonly string[];
  logical: readonly Line[];
}

function securityText(ctx: RuleContext): SecurityText {
  // ASCII text needs no normalising (see normalise): one test of the whole text spares one per line.
  const ascii = ASCII_ONLY_RE.test(ctx.text);
  const normalised = ascii ? ctx.lines : ctx.lines.map(normalise);
  return { ascii, normalised, logical: logicalLines(normalised) };
}

export class SecurityScan {
  private foldedText: string | undefined;
  private needles: NeedleIndex | undefined;
  private logicalNeedles: NeedleIndex | undefined;
  private readonly passes = new Map<(scan: SecurityScan) => unknown, unknown>();

  /** `prefilter`: skip lines that cannot match a pattern (see NeedleIndex); off only to show that it
   *  changes nothing. */
  constructor(
    readonly ctx: RuleContext,
    readonly prefilter: boolean,
  ) {}

  private get text(): SecurityText {
    return this.ctx.memo(securityText);
  }

  /** Whether the whole text is ASCII. */
  get ascii(): boolean {
    return this.text.ascii;
  }

  /** The lines compatibility-normalised, invisible characters removed (the lines themselves when ASCII). */
  get normalised(): readonly string[] {
    return this.text.normalised;
  }

  /** The normalised lines joined where a shell command continues (see logicalLines). */
  get logical(): readonly Line[] {
    return this.text.logical;
  }

  /** foldCase of the text. */
  get folded(): string {
    return (this.foldedText ??= foldCase(this.ctx.text));
  }

  /** Which needle groups occur on each normalised line. */
  get index(): NeedleIndex {
    // ASCII text is its own normalised form: it is folded once, for the index and the network rules.
    const ascii = this.ascii;
    return (this.needles ??= NeedleIndex.of(
      this.normalised,
      this.prefilter,
      ascii ? this.ctx.text : undefined,
      ascii && this.prefilter ? this.folded : undefined,
    ));
  }

  /** Which needle groups occur on each logical line. */
  get logicalIndex(): NeedleIndex {
    return (this.logicalNeedles ??= this.index.forLogical(this.logical));
  }

  /** `compute(scan)` once per scan: a pass whose result two rules read. */
  memo<T>(compute: (scan: SecurityScan) => T): T {
    if (this.passes.has(compute)) return this.passes.get(compute) as T;
    const value = compute(this);
    this.passes.set(compute, value);
    return value;
  }
}
