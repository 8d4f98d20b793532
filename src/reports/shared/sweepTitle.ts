// The title of a sweep report, the same in summary.md and index.html.
/** What a sweep report is of: the repository's name when it covers the whole repository, else its folder. */
export function sweepTitle(s: { root: string; name?: string }): string {
  const root = s.root || '.';
  return root === '.' && s.name ? s.name : root;
}
