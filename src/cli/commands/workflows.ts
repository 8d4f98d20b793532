// The files `plugin-eval init-workflow` writes: a pull-request workflow that is safe for fork pull
// requests (pull_request_target reading the head as data, nothing from the fork checked out or
// run), a weekly sweep with badges, and a starter configuration. The gate's values live in the
// configuration alone: an input would win over the file and silently override it.
import { CONFIG_FILE } from '../../contract/weights.js';

export type RepositoryLayout = 'skill' | 'marketplace';

/**
 * What `uses:` names when no --action is given: the Action is not published under a name or tag
 * this tool could vouch for, so the user fills in where they install it from.
 */
export const ACTION_PLACEHOLDER = '<owner>/plugin-eval@<ref>';

/** `owner/repo@ref` (or `owner/repo/path@ref`), as a workflow's `uses:` takes it. */
export const ACTION_REF_PATTERN = /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+(\/[A-Za-z0-9_./-]+)?@[A-Za-z0-9_./-]+$/;

function prWorkflow(layout: RepositoryLayout, action: string): string {
  const paths =
    layout === 'skill'
      ? '**/SKILL.md'
      : '**/SKILL.md\n            **/.claude-plugin/plugin.json\n            **/agents/*.md';
  return `# plugin-eval on pull requests: scores the skills and plugins a pull request changes (and their
# base versions), posts one sticky comment and a check run, and fails below the threshold.
# pull_request_target runs this file as it is on the base branch, with a token that can comment on
# pull requests from forks. The pull request's files are read as data from git objects: nothing
# from the fork is checked out or run. The threshold and the rest of the gate come from
# .plugin-eval.yml (read from the base branch, so a pull request cannot change its own gate).
name: plugin-eval (pull request)

on:
  pull_request_target:
    types: [opened, synchronize, reopened, ready_for_review]

permissions:
  contents: read
  pull-requests: write
  checks: write

concurrency:
  group: plugin-eval-\${{ github.event.pull_request.number }}
  cancel-in-progress: true

jobs:
  plugin-eval:
    runs-on: ubuntu-latest
    timeout-minutes: 15
    steps:
      - name: Check out the base branch (never the fork's head)
        uses: actions/checkout@v6
        with:
          persist-credentials: false

      - name: Score the changed skills and plugins
        uses: ${action}
        with:
          paths: |
            ${paths}
          # The LLM layers need a key; forks get none unless allow-llm-on-forks is set (a fork's
          # pull request is then gated on its static score, with a neutral check above the threshold).
          anthropic-api-key: \${{ secrets.ANTHROPIC_API_KEY }}
`;
}

function weeklyWorkflow(action: string): string {
  return `# plugin-eval every week: a badge report over every plugin and skill, gated as .plugin-eval.yml
# says (threshold: the mean; min-score: every target).
name: plugin-eval (weekly)

on:
  schedule:
    - cron: '17 6 * * 1'
  workflow_dispatch:

permissions:
  contents: read

concurrency:
  group: plugin-eval-weekly
  cancel-in-progress: false

jobs:
  sweep:
    runs-on: ubuntu-latest
    timeout-minutes: 60
    steps:
      - uses: actions/checkout@v6
        with:
          persist-credentials: false

      - name: Score every plugin and skill
        uses: ${action}
        with:
          mode: sweep
          badges-dir: badges
          anthropic-api-key: \${{ secrets.ANTHROPIC_API_KEY }}

      - name: Keep the report and the badges
        if: \${{ !cancelled() }}
        uses: actions/upload-artifact@v7
        with:
          name: plugin-eval-report
          path: |
            plugin-eval-report
            badges
`;
}

function starterConfig(layout: RepositoryLayout): string {
  return `# plugin-eval settings for this repository (plugin-eval config --print shows what applies where).
# The Action reads this file from the base branch of a pull request, so a pull request cannot
# change its own gate.
method: calibrated        # or: reference (the reference PluginEval's numbers, exactly)
threshold: 60             # a changed target below this fails the pull request; the weekly mean too
min-score: 60             # every target of the weekly sweep must reach this
fail-on: [security]       # findings of these kinds fail the gate too (spec, security)
ignore:
  - '**/node_modules/**'
${layout === 'marketplace' ? "  - 'examples/**'\n" : ''}# rules:
#   CLAUDE_TOOL_REFS: off          # turn a rule off everywhere
#   SPEC_UNKNOWN_FIELD: low        # change a finding's level
# overrides:
#   - files: ['skills/experimental-*']
#     threshold: 40
`;
}

/** The files to write, by path relative to the repository root; `action` is what `uses:` names. */
export function workflowFiles(layout: RepositoryLayout, action: string = ACTION_PLACEHOLDER): Array<[string, string]> {
  return [
    ['.github/workflows/plugin-eval-pr.yml', prWorkflow(layout, action)],
    ['.github/workflows/plugin-eval-weekly.yml', weeklyWorkflow(action)],
    [CONFIG_FILE, starterConfig(layout)],
  ];
}
