// Types of generate.mjs for the TypeScript tests that import it.
export interface Target {
  id: number;
  container: string;
  rel: string;
  files: Map<string, string | Uint8Array>;
  dirs: Set<string>;
  family: string;
}
export function makeRng(seed: number): unknown;
export function generateTargets(seed: number, count: number, options?: { specSilent?: boolean }): Target[];
export function writeTargets(root: string, targets: Target[]): void;
export function writeTarget(root: string, target: Target): void;
export function renameTarget(target: Target, id: number): Target;
export function targetSize(target: Target): number;
