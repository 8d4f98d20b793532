// Work the targets of one sweep share: a plugin's skills are also targets of their own, so each
// such skill folder is read once and scored statically once, for the plugin and for itself. Only
// folders that two targets of the sweep use are kept, and each only until its last use.
import type { SkillSnapshot } from '../contract/types.js';

export interface SweepTargetRef {
  kind: 'skill' | 'plugin';
  path: string;
}

const normal = (p: string): string => (p === '.' ? '' : p);

function parentOf(p: string): string {
  const slash = p.lastIndexOf('/');
  return slash < 0 ? '' : p.slice(0, slash);
}

export class SharedWork {
  /** Skill folders read by more than one target, with how many reads are still to come. */
  private readonly pending = new Map<string, number>();
  private readonly loads = new Map<string, Promise<SkillSnapshot>>();
  /** What the engine computed once for a snapshot (its static scoring), by snapshot. */
  readonly scored = new WeakMap<SkillSnapshot, unknown>();

  /**
   * The sharing plan of a list of targets: a skill target at `<plugin>/skills/<name>` is also read
   * by the plugin target at `<plugin>` (the only place a plugin reads skills from).
   */
  constructor(targets: readonly SweepTargetRef[]) {
    const plugins = new Set(targets.filter((t) => t.kind === 'plugin').map((t) => normal(t.path)));
    if (plugins.size === 0) return;
    for (const t of targets) {
      if (t.kind !== 'skill') continue;
      const p = normal(t.path);
      const skillsDir = parentOf(p);
      if (skillsDir.slice(skillsDir.lastIndexOf('/') + 1) !== 'skills') continue;
      if (plugins.has(parentOf(skillsDir)) && skillsDir !== '' && p !== '') this.pending.set(p, 2);
    }
  }

  /** The skill folder at `rel` (a normalised path), read by `read` once when two targets need it. */
  loadSkill(rel: string, read: () => Promise<SkillSnapshot>): Promise<SkillSnapshot> {
    const left = this.pending.get(rel);
    if (left === undefined) return read();
    let load = this.loads.get(rel);
    if (load === undefined) {
      load = read();
      this.loads.set(rel, load);
    }
    if (left <= 1) {
      this.pending.delete(rel);
      this.loads.delete(rel);
    } else {
      this.pending.set(rel, left - 1);
    }
    return load;
  }
}
