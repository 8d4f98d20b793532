// `init SOURCE`: every skill under SOURCE indexed into a corpus file, for --elo.
import * as path from 'node:path';
import { buildCorpus, writeCorpus } from '../../corpus/corpus.js';
import { errorLine, type CliContext } from '../common.js';
import { locate } from '../locate.js';

export async function indexCorpus(
  src: string,
  opts: { corpusDir: string; concurrency: number },
  ctx: CliContext,
): Promise<void> {
  const loc = await locate(src, ctx.cwd);
  const corpus = await buildCorpus(loc.source, loc.rel, { concurrency: opts.concurrency, warn: ctx.warn });
  const file = await writeCorpus(path.resolve(ctx.cwd, opts.corpusDir), corpus);
  for (const e of corpus.errors) ctx.say(errorLine(e));
  ctx.stdout(
    `Indexed ${corpus.count} skill(s) from ${src} into ${file}${corpus.errors.length ? `; ${corpus.errors.length} could not be read` : ''}.\n`,
  );
}
