// The Action's modes, and which one runs: the one the `mode` input names, else (`auto`) the one
// that lists the event, else the one that serves every other event.
import type { ActionInputs } from '../inputs.js';
import { mergeMode } from './merge.js';
import type { ActionMode } from './mode.js';
import { publishMode } from './publish.js';
import { pullRequestMode } from './pullRequest.js';
import { sweepMode } from './sweep.js';

export const MODES: readonly ActionMode[] = [pullRequestMode, sweepMode, publishMode, mergeMode];

export function modeFor(mode: ActionInputs['mode'], eventName: string | undefined): ActionMode {
  const named =
    mode !== 'auto'
      ? MODES.find((m) => m.name === mode)
      : (MODES.find((m) => m.events !== 'otherwise' && m.events.includes(eventName ?? '')) ??
        MODES.find((m) => m.events === 'otherwise'));
  if (!named) throw new Error(`no mode serves ${mode === 'auto' ? `the event "${eventName}"` : `mode "${mode}"`}`);
  return named;
}

export type { ActionMode, ModeContext, ModeResult, PublishedLinks } from './mode.js';
