export const id = 923;
export const ids = [923];
export const modules = {

/***/ 6923:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  FINGERPRINT_KEY: () => (/* binding */ FINGERPRINT_KEY),
  SARIF_REPORT_FILE: () => (/* binding */ SARIF_REPORT_FILE),
  SARIF_SCHEMA: () => (/* binding */ SARIF_SCHEMA),
  TARGET_ERROR_RULE: () => (/* binding */ TARGET_ERROR_RULE),
  renderSarif: () => (/* binding */ renderSarif),
  renderSarifLog: () => (/* binding */ renderSarifLog),
  sarifUri: () => (/* binding */ sarifUri)
});

// EXTERNAL MODULE: ./src/rules/index.ts
var rules = __webpack_require__(5755);
// EXTERNAL MODULE: ./src/contract/weights.ts
var weights = __webpack_require__(8175);
;// CONCATENATED MODULE: ./src/rules/docs.ts
// A documentation page per rule, written from the rule registry: what it checks, why it matters,
// an example that is flagged and one that passes, the fix, and how the two methods differ.
// `plugin-eval explain RULE` prints it; docs/rules/<RULE>.md are these pages, generated.


/** The web address of a rule's page (SARIF helpUri, HTML links). */
function ruleDocUrl(id) {
    return `${weights/* PROJECT */.yl.url}/blob/main/${weights/* PROJECT */.yl.ruleDocsDir}/${encodeURIComponent(id)}.md`;
}
/** The file name of a rule's page inside the docs folder. */
function ruleDocFile(id) {
    return `${id}.md`;
}
function fence(text) {
    // A fence longer than any run of backticks inside keeps the example verbatim.
    const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
    const f = '`'.repeat(longest + 1);
    return `${f}markdown\n${text.replace(/\n+$/, '')}\n${f}`;
}
/** The page of one rule, in markdown. */
function renderRulePage(rule) {
    const lines = [`# ${rule.id}: ${rule.title}`, '', '## What it checks', '', rule.description, ''];
    lines.push('## Why it matters', '', rule.why ?? rule.description, '');
    if (rule.bad || rule.good) {
        lines.push('## Examples', '');
        if (rule.bad)
            lines.push('Flagged:', '', fence(rule.bad), '');
        if (rule.good)
            lines.push('Passes:', '', fence(rule.good), '');
    }
    lines.push('## How to fix', '', rule.fix, '');
    lines.push('## Methods', '', rule.methods ?? 'The calibrated and reference methods check this rule the same way.', '');
    lines.push('## Turning it off', '', `For one line: \`<!-- plugin-eval-disable-next-line ${rule.id} -->\` on the line before. For the whole file:`, `\`<!-- plugin-eval-disable ${rule.id} reason -->\`. For a repository or a path: \`rules: { ${rule.id}: { enabled: false } }\``, 'in `.plugin-eval.yml`. An unused suppression is itself reported.', '');
    return lines.join('\n');
}
/** Every rule page by file name, plus an index page (README.md). */
function renderRuleDocs() {
    const pages = new Map();
    const rules = allRules();
    for (const r of rules)
        pages.set(ruleDocFile(r.id), renderRulePage(r));
    const index = [
        '# Rules',
        '',
        'Generated from the rule registry (`src/rules/index.ts` and the rule modules) by `npm run docs:rules`; do not edit by hand.',
        '',
        '| rule | title | what it checks |',
        '|---|---|---|',
        ...rules.map((r) => `| [${r.id}](${ruleDocFile(r.id)}) | ${r.title.replace(/\|/g, '\\|')} | ${r.description.replace(/\|/g, '\\|')} |`),
        '',
    ];
    pages.set('README.md', index.join('\n'));
    return pages;
}
/** The rule for `explain`: exact id first, then case-insensitive; null when unknown. */
function findRule(id) {
    const exact = ruleInfo(id);
    if (exact)
        return exact;
    const upper = id.trim().toUpperCase().replace(/-/g, '_');
    return allRules().find((r) => r.id.toUpperCase() === upper) ?? null;
}
/** Rule ids that start with or contain the text, for "did you mean". */
function similarRules(id, max = 5) {
    const key = id.trim().toUpperCase().replace(/-/g, '_');
    if (key === '')
        return [];
    return allRules()
        .map((r) => r.id)
        .filter((r) => r.includes(key) || key.includes(r))
        .slice(0, max);
}

// EXTERNAL MODULE: ./src/reports/shared/badges.ts
var badges = __webpack_require__(7449);
// EXTERNAL MODULE: ./src/reports/shared/numbers.ts
var numbers = __webpack_require__(1231);
;// CONCATENATED MODULE: ./src/reports/sarif.ts





/** The SARIF file `report` writes into its output folder. */
const SARIF_REPORT_FILE = 'plugin-eval.sarif';
const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';
/** The id of the pseudo-rule for a target that could not be scored. */
const TARGET_ERROR_RULE = 'TARGET_ERROR';
/** Key of our fingerprints in `partialFingerprints` (versioned, so a new scheme cannot collide). */
const FINGERPRINT_KEY = 'pluginEval/v1';
/** A file path as a SARIF relative URI: forward slashes, each segment percent-encoded. */
function sarifUri(file) {
    return file
        .split(/[\\/]+/)
        .filter((s) => s !== '' && s !== '.')
        .map(encodeURIComponent)
        .join('/');
}
function sarif_location(file, line) {
    if (!file)
        return undefined;
    const physicalLocation = {
        artifactLocation: { uri: sarifUri(file), uriBaseId: '%SRCROOT%' },
    };
    if (line !== undefined && Number.isInteger(line) && line >= 1)
        physicalLocation.region = { startLine: line };
    return [{ physicalLocation }];
}
function ruleDescriptor(id) {
    const info = (0,rules/* ruleInfo */.PI)(id);
    if (id === TARGET_ERROR_RULE) {
        return {
            id,
            name: 'TargetError',
            shortDescription: { text: 'A skill or plugin could not be scored' },
            fullDescription: { text: 'The file could not be read or parsed, so the target has no score.' },
            help: { text: 'Fix the file named in the message (its YAML, encoding or size) so that it can be read.' },
            defaultConfiguration: { level: weights/* SARIF_LEVEL */.F1.targetError },
        };
    }
    const title = info?.title ?? id;
    const description = info?.description ?? id;
    const fix = info?.fix ?? '';
    return {
        id,
        name: title.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c) => (c ? c.toUpperCase() : '')),
        shortDescription: { text: title },
        fullDescription: { text: description },
        help: {
            text: fix ? `${description} Fix: ${fix}` : description,
            markdown: fix ? `${description}\n\n**Fix:** ${fix}` : description,
        },
        helpUri: ruleDocUrl(id),
    };
}
function fromAntiPattern(r, ap) {
    return {
        ruleId: ap.flag,
        level: weights/* SARIF_LEVEL */.F1.antiPattern,
        message: `${ap.description} (${r.name}: penalty weight ${ap.severity})`,
        file: ap.file,
        line: ap.line,
        fingerprint: ap.fingerprint,
        target: r.plugin_path,
        suppressed: ap.suppressed,
    };
}
function fromFinding(r, f) {
    return {
        ruleId: f.rule,
        level: weights/* SARIF_LEVEL */.F1.finding[f.level],
        message: f.message,
        file: f.file,
        line: f.line,
        fingerprint: f.fingerprint,
        target: r.plugin_path,
        suppressed: f.suppressed,
    };
}
/** One finding, wherever it was reported: a plugin repeats the findings of the skills it holds. */
function findingKey(p) {
    return JSON.stringify([p.ruleId, p.file ?? '', p.line ?? 0, p.fingerprint ?? p.message]);
}
/**
 * One result per finding, kept under the most specific target that reported it (the skill, not
 * the plugin around it); notes are counted, not listed: code scanning shows them as alerts too,
 * and a repository's informational findings would drown its warnings and errors.
 */
function forCodeScanning(pending) {
    const byKey = new Map();
    const notes = {};
    const counted = new Set();
    for (const p of pending) {
        const key = findingKey(p);
        if (p.level === 'note') {
            if (!counted.has(key))
                notes[p.ruleId] = (notes[p.ruleId] ?? 0) + 1;
            counted.add(key);
            continue;
        }
        const before = byKey.get(key);
        if (!before || p.target.length > before.target.length)
            byKey.set(key, p);
    }
    return { kept: [...byKey.values()], notes };
}
/** The SARIF log of a set of results (a `score`, or a whole `report`). */
function renderSarifLog(results, errors, opts) {
    const all = [];
    for (const r of results) {
        const staticLayer = r.layers.find((l) => l.layer === 'static');
        for (const ap of staticLayer?.anti_patterns ?? [])
            all.push(fromAntiPattern(r, ap));
        for (const f of r.findings)
            all.push(fromFinding(r, f));
    }
    for (const e of errors) {
        all.push({
            ruleId: TARGET_ERROR_RULE,
            level: weights/* SARIF_LEVEL */.F1.targetError,
            message: `cannot score ${e.plugin_path}: ${e.error}`,
            file: e.file,
            target: e.plugin_path,
        });
    }
    const { kept: pending, notes } = forCodeScanning(all);
    const ruleIds = [...new Set(pending.map((p) => p.ruleId))].sort();
    const index = new Map(ruleIds.map((id, i) => [id, i]));
    const sarifResults = pending.map((p) => {
        const result = {
            ruleId: p.ruleId,
            ruleIndex: index.get(p.ruleId),
            level: p.level,
            message: { text: p.message },
            properties: { target: p.target },
        };
        const loc = sarif_location(p.file, p.line);
        if (loc)
            result.locations = loc;
        if (p.fingerprint)
            result.partialFingerprints = { [FINGERPRINT_KEY]: p.fingerprint };
        if (p.suppressed)
            result.suppressions = [{ kind: 'inSource' }];
        return result;
    });
    return {
        $schema: SARIF_SCHEMA,
        version: '2.1.0',
        runs: [
            {
                tool: {
                    driver: {
                        name: 'plugin-eval',
                        version: opts.toolVersion,
                        informationUri: ruleDocUrl('README').replace(/README\.md$/, ''),
                        rules: ruleIds.map(ruleDescriptor),
                    },
                },
                originalUriBaseIds: { '%SRCROOT%': { description: { text: 'The root of the repository that was scored.' } } },
                results: sarifResults,
                properties: {
                    targets: results.map((r) => ({
                        path: r.plugin_path,
                        kind: r.kind,
                        score: Number((0,numbers/* fmtScore */.M8)(r.composite.score)),
                        badge: (0,badges/* badgeLabel */.KT)(r.composite.badge),
                    })),
                    // Low and info findings left out of the results, by rule (the JSON reports list them).
                    notesOmitted: notes,
                },
            },
        ],
    };
}
function renderSarif(results, errors, opts) {
    return `${JSON.stringify(renderSarifLog(results, errors, opts), null, 2)}\n`;
}


/***/ })

};
