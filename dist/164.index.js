export const id = 164;
export const ids = [164];
export const modules = {

/***/ 8164:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Cl: () => (/* binding */ READ_LIMITS),
  KK: () => (/* binding */ discoverTargets),
  K: () => (/* binding */ loadTarget),
  targetKind: () => (/* binding */ targetKind)
});

// UNUSED EXPORTS: isMarketplace, loadMarketplace, loadPlugin, loadSkill

// EXTERNAL MODULE: ./src/parse/skill.ts
var skill = __webpack_require__(7342);
// EXTERNAL MODULE: ./src/parse/frontmatter.ts
var frontmatter = __webpack_require__(2381);
// EXTERNAL MODULE: ./src/evals/parse.ts + 6 modules
var parse = __webpack_require__(1066);
// EXTERNAL MODULE: ./src/read/source.ts + 1 modules
var read_source = __webpack_require__(5233);
;// CONCATENATED MODULE: ./src/read/evalsFiles.ts
// Reading a skill's evals/ folder: evals/evals.json, the trigger sets beside it, and the input
// files the evals name. Never fails the target: what cannot be read is recorded and becomes a
// finding when the evals are parsed. The named files are only looked at here; their first bytes
// are read when the evals run, each file once however many paths lead to it, within a total.


const join = (...parts) => (0,read_source/* joinInside */.lG)(...parts) ?? parts.join('/');
const messageOf = (err) => (err instanceof Error ? err.message : String(err));
/** Why `rel` is not a regular file that can be read, or null when it is one. */
async function notRegular(source, rel) {
    const type = await source.stat(rel);
    if (type === null)
        return 'does not exist';
    if (type === 'symlink-outside')
        return 'is a symbolic link pointing outside the repository';
    if (type !== 'file')
        return 'is not a regular file';
    return null;
}
/** A JSON file of the evals folder, read only when it is within the parser's size limit. */
async function readJson(source, rel) {
    const why = await notRegular(source, rel);
    if (why !== null)
        return { unreadable: why, tooLarge: false };
    try {
        return { bytes: await source.readFile(rel, parse/* EVALS_LIMITS */.X3.maxFileBytes) };
    }
    catch (err) {
        if (err instanceof read_source/* FileTooLargeError */.yq)
            return {
                unreadable: `is ${err.size} bytes, over the ${parse/* EVALS_LIMITS */.X3.maxFileBytes}-byte limit; not read`,
                tooLarge: true,
            };
        return { unreadable: `could not be read (${messageOf(err)})`, tooLarge: false };
    }
}
/**
 * The first bytes of each file in `files` (paths relative to the skill folder at `rel`): a file
 * reached by several paths (links, the same blob) is read once, and all of them together keep at
 * most maxAttachmentsTotalBytes (a file past the total keeps what is left of it, possibly nothing).
 */
async function readAttachments(source, rel, files) {
    // Without a prototype: a file may be named __proto__.
    const out = Object.create(null);
    const byId = new Map();
    let left = parse/* EVALS_LIMITS */.X3.maxAttachmentsTotalBytes;
    for (const inside of files) {
        const file = join(rel, inside);
        const identity = source.identify ? await source.identify(file) : { id: file };
        if (identity === null) {
            out[inside] = { missing: 'is not a regular file' };
            continue;
        }
        let attached = byId.get(identity.id);
        if (attached === undefined) {
            try {
                const head = await (0,read_source/* readPrefix */.fr)(source, file, Math.min(parse/* EVALS_LIMITS */.X3.maxAttachmentBytes, left));
                left -= head.bytes.length;
                attached = head;
            }
            catch (err) {
                attached = { missing: `could not be read (${messageOf(err)})` };
            }
            byId.set(identity.id, attached);
        }
        out[inside] = attached;
    }
    return out;
}
/** The evals folder of the skill at `rel`, or null when it has neither evals.json nor a trigger set. */
async function readEvals(source, rel) {
    const dir = join(rel, parse/* EVALS_DIR */.qq);
    const entries = await source.list(dir);
    if (!entries)
        return null;
    const present = [];
    const snapshot = {
        evals: null,
        triggerSets: [],
        missingAttachments: Object.create(null),
        readAttachments: () => readAttachments(source, rel, present),
    };
    const evalsFile = join(rel, parse/* EVALS_FILE */.Vb);
    const evalsEntry = entries.find((e) => e.name === 'evals.json');
    if (evalsEntry && (evalsEntry.type === 'file' || evalsEntry.type === 'symlink-outside')) {
        const read = await readJson(source, evalsFile);
        snapshot.evals =
            'bytes' in read
                ? { file: evalsFile, bytes: read.bytes }
                : { file: evalsFile, bytes: new Uint8Array(), unreadable: read.unreadable };
    }
    for (const e of entries.slice(0, 1000)) {
        if (e.type !== 'file' || !parse/* TRIGGER_SET_NAME */.KJ.test(e.name))
            continue;
        const file = join(dir, e.name);
        const read = await readJson(source, file);
        // A set too large to read becomes a finding; one that cannot be read at all is left out.
        if ('bytes' in read)
            snapshot.triggerSets.push({ file, bytes: read.bytes });
        else if (read.tooLarge)
            snapshot.triggerSets.push({ file, bytes: new Uint8Array(), unreadable: read.unreadable });
    }
    if (snapshot.evals) {
        for (const f of (0,parse/* listedFiles */.Ho)(snapshot.evals.bytes)) {
            const inside = (0,parse/* insideSkill */.I0)(f);
            if (inside === null)
                continue;
            const why = await notRegular(source, join(rel, inside));
            if (why === null)
                present.push(inside);
            else
                snapshot.missingAttachments[inside] = why;
        }
    }
    return snapshot.evals || snapshot.triggerSets.length > 0 ? snapshot : null;
}

// EXTERNAL MODULE: ./src/rules/marketplace/index.ts + 1 modules
var marketplace = __webpack_require__(3411);
// EXTERNAL MODULE: ./src/parse/markdown/namedFiles.ts
var namedFiles = __webpack_require__(8994);
// EXTERNAL MODULE: ./src/parse/markdown/prepared.ts
var prepared = __webpack_require__(7760);
;// CONCATENATED MODULE: ./src/read/skillTree.ts
// The names inside a skill's folder (files and folders, relative to it), so that calibrated rules
// can tell whether a file the text tells Claude to open or run is there, with its exact spelling,
// without reading the file system themselves. Bounded: a capped number of entries and depth; the
// source refuses .git and links that lead out of the root, and nothing here reads a file's bytes.



const TREE_LIMITS = {
    /** Entries (files and folders) listed per skill. */
    maxEntries: 4000,
    /** Folder levels below the skill folder. */
    maxDepth: 6,
    /** Names missing from the skill folder looked for in the folders above it. */
    maxNamesAbove: 100,
};
/** Folders whose content is installed or generated, never material the skill names by path. */
const SKIPPED = new Set(['node_modules', '__pycache__', '.venv', 'venv']);
/** The skill folder's entries, breadth first; `complete` is false when the entry cap cut the listing short;
 * folders too deep (or installed content) are named in `unlisted`, their content unknown. */
async function listSkillTree(source, skillRel) {
    const files = [];
    const dirs = [];
    const unlisted = [];
    let queue = [{ at: '', depth: 0 }];
    while (queue.length > 0) {
        const next = [];
        for (const { at, depth } of queue) {
            const entries = await source.list(skillRel === '' ? at : at === '' ? skillRel : `${skillRel}/${at}`);
            for (const e of entries ?? []) {
                if (files.length + dirs.length >= TREE_LIMITS.maxEntries)
                    return { files, dirs, unlisted, foundAbove: [], complete: false };
                const rel = at === '' ? e.name : `${at}/${e.name}`;
                if (e.type === 'file')
                    files.push(rel);
                else if (e.type === 'dir') {
                    dirs.push(rel);
                    if (depth + 1 < TREE_LIMITS.maxDepth && !SKIPPED.has(e.name))
                        next.push({ at: rel, depth: depth + 1 });
                    else
                        unlisted.push(rel);
                }
            }
        }
        queue = next;
    }
    return { files, dirs, unlisted, foundAbove: [], complete: true };
}
/**
 * The names SKILL.md gives to open or run (src/parse/markdown/namedFiles.ts) that are not in the
 * skill's folder but are there when read from a folder above it, up to the source's root: files of
 * the repository (its own scripts, docs), not missing ones. Bounded: a capped number of names, one
 * look-up per folder above.
 */
async function namesFoundAbove(source, skillRel, text, firstLine, tree) {
    if (skillRel === '')
        return [];
    const present = new Set([...tree.files, ...tree.dirs]);
    const { named } = (0,namedFiles/* namedFiles */.V)((0,prepared/* preparedText */.t)(text, '', firstLine).doc, firstLine);
    const above = [];
    for (let at = skillRel; at !== '' && at !== '.';) {
        const slash = at.lastIndexOf('/');
        at = slash < 0 ? '' : at.slice(0, slash);
        above.push(at);
    }
    const looked = new Set();
    const found = [];
    for (const n of named) {
        const name = (0,namedFiles/* relativeName */.I)(n);
        if (name === null || present.has(name) || looked.has(name))
            continue;
        if (looked.size >= TREE_LIMITS.maxNamesAbove)
            break;
        looked.add(name);
        for (const folder of above) {
            const p = (0,read_source/* joinInside */.lG)(folder, name);
            const type = p === null ? null : await source.stat(p);
            if (type === 'file' || type === 'dir') {
                found.push(name);
                break;
            }
        }
    }
    return found;
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/parse/markdown/document.ts
var markdown_document = __webpack_require__(9332);
;// CONCATENATED MODULE: ./src/read/xrefCandidates.ts
// Where a cross-reference (`skills/<name>`, `sub-skills/<name>`, a bare `plugin:skill` name) may
// point, read from the folder of the skill or of the document that names it.

/** Candidate locations of a cross-reference, relative to the source root, most specific first. */
function xrefCandidates(skillRel, token) {
    const bare = token.replace(/^(?:\.{1,2}\/)+/, '');
    const rest = bare.replace(/^(?:skills?)\//, '');
    const parent = external_node_path_.posix.dirname(skillRel === '' ? '.' : skillRel);
    const grand = external_node_path_.posix.dirname(parent);
    const out = [
        // A sibling skill (the reference's rule), or a file inside it.
        `${parent}/${rest}`,
        // sub-skills/… inside the skill itself.
        `${skillRel}/${bare}`,
        // skills/… written from the plugin or repository root.
        `${grand}/${bare}`,
        bare,
    ];
    // skills/… written from the folder named skills that holds the skill, however deep
    // (.claude/skills/problem-solving/when-stuck names skills/problem-solving/scale-game).
    const skillsFolder = /^(?:.*\/)?skills(?=\/)/.exec(skillRel)?.[0];
    if (skillsFolder !== undefined && rest !== bare)
        out.push(`${skillsFolder}/${rest}`);
    return out.map((p) => external_node_path_.posix.normalize(p).replace(/^\.\//, '').replace(/\/$/, ''));
}

;// CONCATENATED MODULE: ./src/read/resolveMentions.ts
// Resolving the paths a SKILL.md names (src/parse/markdown/mentions.ts) on the file source:
// what is there, whether it lies in the skill's folder, whether it holds real content, and the
// text of linked markdown files (part of the skill's document). Bounded: a capped number of
// targets, files and bytes, one level of linked documents.





const RESOLVE_LIMITS = {
    /** Distinct targets resolved per skill. */
    maxTargets: 200,
    /** Bytes read from one file to judge its content. */
    maxFileBytes: 256 * 1024,
    /** Files looked at inside one linked folder (two levels deep). */
    maxFolderFiles: 20,
    /** Total text of linked documents kept per skill. */
    maxDocumentBytes: 1024 * 1024,
};
const DOC_EXTENSIONS = new Set(['.md', '.markdown', '.txt', '.mdx']);
/** Strict UTF-8 (each call decodes a whole file, so nothing carries over between calls). */
const UTF8 = new TextDecoder('utf-8', { fatal: true });
async function fileSubstance(source, rel, seen) {
    let found = seen.files.get(rel);
    if (found === undefined) {
        found = await readSubstance(source, rel);
        const size = found.bytes?.length ?? 0;
        if (seen.bytes + size <= RESOLVE_LIMITS.maxDocumentBytes) {
            seen.files.set(rel, found);
            seen.bytes += size;
        }
    }
    return found;
}
async function readSubstance(source, rel) {
    try {
        // The size is checked before reading: a large file has content, and is not read for it.
        const bytes = await source.readFile(rel, RESOLVE_LIMITS.maxFileBytes);
        return { substantive: (0,markdown_document/* hasSubstance */.pV)(bytes), bytes };
    }
    catch (err) {
        return { substantive: err instanceof read_source/* FileTooLargeError */.yq, bytes: null };
    }
}
async function folderSubstance(source, rel, seen) {
    let looked = 0;
    const walk = async (dir, depth) => {
        const entries = (await source.list(dir).catch(() => null)) ?? [];
        for (const e of entries) {
            if (looked >= RESOLVE_LIMITS.maxFolderFiles)
                return false;
            const p = `${dir}/${e.name}`;
            if (e.type === 'file') {
                looked++;
                if ((await fileSubstance(source, p, seen)).substantive)
                    return true;
            }
            else if (e.type === 'dir' && depth < 1 && (await walk(p, depth + 1)))
                return true;
        }
        return false;
    };
    return walk(rel, 0);
}
function insideSkill(skillRel, p) {
    return skillRel === '' ? true : p === skillRel || p.startsWith(`${skillRel}/`);
}
/** Where a mention key points, relative to the source root (candidates in order), or [] when it leaves the root. */
function candidatesOf(skillRel, key) {
    const colon = key.indexOf(':');
    const kind = key.slice(0, colon);
    const target = key.slice(colon + 1);
    if (kind === 'xref') {
        // `<folder>|<target>`: named in a linked document, read from that document's folder.
        const bar = target.indexOf('|');
        const from = bar < 0 ? skillRel : external_node_path_.posix.join(skillRel, target.slice(0, bar));
        const c = xrefCandidates(from, target.slice(bar + 1));
        return [...c, ...c.filter((p) => !external_node_path_.posix.extname(p)).map((p) => `${p}.md`)].filter((p) => (0,read_source/* joinInside */.lG)(p) !== null);
    }
    const p = target.startsWith('/') ? (0,read_source/* joinInside */.lG)(target.slice(1)) : (0,read_source/* joinInside */.lG)(skillRel, target);
    return p === null ? [] : [p];
}
async function resolveOne(source, skillRel, key, docs, seen) {
    for (const c of candidatesOf(skillRel, key)) {
        const type = await source.stat(c);
        if (type !== 'file' && type !== 'dir')
            continue;
        const inSkill = insideSkill(skillRel, c) && c !== (skillRel === '' ? 'SKILL.md' : `${skillRel}/SKILL.md`);
        if (!inSkill)
            return { type, inSkill, substantive: true };
        if (type === 'dir')
            return { type, inSkill, substantive: await folderSubstance(source, c, seen) };
        const { substantive, bytes } = await fileSubstance(source, c, seen);
        const out = { type, inSkill, substantive };
        if (bytes &&
            DOC_EXTENSIONS.has(external_node_path_.posix.extname(c).toLowerCase()) &&
            docs.bytes + bytes.length <= RESOLVE_LIMITS.maxDocumentBytes) {
            try {
                const text = UTF8.decode(bytes);
                out.text = text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text;
                docs.bytes += bytes.length;
            }
            catch {
                // Not text: judged by its bytes only.
            }
        }
        return out;
    }
    return { type: null, inSkill: false, substantive: false };
}
/** The folder (relative to the skill) a linked document sits in, from its mention key. */
function docFolderOf(key) {
    const target = key.slice(key.indexOf(':') + 1);
    const dir = external_node_path_.posix.dirname(target);
    return dir === '.' ? '' : dir;
}
/**
 * Resolves every path SKILL.md names, then the paths its linked documents name (one level).
 * `text` is SKILL.md's decoded text, `firstLine` the first line of its body.
 */
async function resolveMentions(source, skillRel, text, firstLine) {
    const resolved = {};
    const docs = { bytes: 0 };
    const seen = { files: new Map(), bytes: 0 };
    // The keys resolved, looked up in a set: most mentions repeat a key, and looking a property of an
    // object up by a string made per mention costs interning that string.
    const done = new Set();
    const resolveAll = async (mentions) => {
        for (const m of mentions) {
            // Its key, then its key read from the skill's folder (no array made per mention).
            for (let k = 0; k < 2; k++) {
                const key = k === 0 ? m.key : m.altKey;
                if (!key || done.has(key))
                    continue;
                if (done.size >= RESOLVE_LIMITS.maxTargets)
                    return;
                done.add(key);
                resolved[key] = await resolveOne(source, skillRel, key, docs, seen);
            }
        }
    };
    // Read through the calibrated rules' cache: they read the same text next.
    await resolveAll((0,prepared/* preparedText */.t)(text, '', firstLine).mentions);
    const firstLevel = Object.entries(resolved).filter(([k, r]) => r.text !== undefined && !k.startsWith('xref:'));
    for (const [key, r] of firstLevel) {
        const more = (0,prepared/* preparedText */.t)(r.text, docFolderOf(key)).mentions;
        // A linked document's own links: resolved, but their text is not read further.
        const before = docs.bytes;
        docs.bytes = RESOLVE_LIMITS.maxDocumentBytes;
        await resolveAll(more);
        docs.bytes = before;
    }
    return resolved;
}

// EXTERNAL MODULE: ./src/parse/markdown/lineKeys.ts
var lineKeys = __webpack_require__(4651);
// EXTERNAL MODULE: ./src/read/generations.ts
var generations = __webpack_require__(5403);
;// CONCATENATED MODULE: ./src/read/collection.ts



/** Skills (self included) that must hold a line for it to be boilerplate: the skill and two others. */
const SHARED_BY = 3;
/** Sibling folders read at most (in name order), so that a huge folder costs bounded reads. */
const MAX_COLLECTION_MEMBERS = 500;
/** A SKILL.md larger than this is left out of its collection's counts (the skill limit of target.ts). */
const MAX_MEMBER_BYTES = 1024 * 1024;
/** Collections kept per source (two generations of this many): far more than a sweep has at once. */
const CACHED_COLLECTIONS = 1024;
const bySource = new WeakMap();
const parentOf = (rel) => {
    const parts = rel.split('/').filter((p) => p !== '' && p !== '.');
    return parts.length === 0 ? null : parts.slice(0, -1).join('/');
};
/**
 * The collection of the skill folder at `rel` (a normalised path), read once per source and folder;
 * null when the skill is the root of the source or its folder cannot be listed. `ownText`, the
 * skill's SKILL.md as its reader decoded it, is used instead of reading that file again. Never throws.
 */
function collectionOf(source, rel, ownText) {
    const parent = parentOf(rel);
    if (parent === null)
        return Promise.resolve(null);
    let cache = bySource.get(source);
    if (cache === undefined) {
        cache = new generations/* GenerationCache */.T(CACHED_COLLECTIONS);
        bySource.set(source, cache);
    }
    let found = cache.get(parent);
    if (found === undefined) {
        found = readCollection(source, parent, rel, ownText).catch(() => null);
        cache.set(parent, found);
    }
    return found;
}
/** The keys held by at least SHARED_BY of the skill folders directly inside `parent`, and by one fewer. */
async function readCollection(source, parent, ownRel, ownText) {
    const entries = await source.list(parent);
    if (!entries)
        return null;
    const counts = new Map();
    let members = 0;
    let looked = 0;
    for (const entry of entries) {
        // `list` gives a followed link to a folder as 'other' and a refused link as 'symlink-outside': neither is read.
        if (entry.type !== 'dir')
            continue;
        if (++looked > MAX_COLLECTION_MEMBERS)
            break;
        const dir = parent === '' ? entry.name : `${parent}/${entry.name}`;
        const file = `${dir}/SKILL.md`;
        let text;
        try {
            if (dir === ownRel && ownText !== undefined)
                text = ownText;
            else {
                if ((await source.stat(file)) !== 'file')
                    continue;
                text = (0,skill/* decodeText */.g7)(await source.readFile(file, MAX_MEMBER_BYTES), file);
            }
        }
        catch {
            continue; // too large or undecodable: not counted
        }
        members++;
        for (const key of (0,lineKeys/* sharedLineKeys */.qD)(text).keys.keys())
            counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    const shared = new Set();
    const oneShort = new Set();
    for (const [key, n] of counts) {
        if (n >= SHARED_BY)
            shared.add(key);
        else if (n === SHARED_BY - 1)
            oneShort.add(key);
    }
    return { members, shared, oneShort };
}

// EXTERNAL MODULE: ./src/parse/markdown/mentions.ts
var mentions = __webpack_require__(758);
// EXTERNAL MODULE: ./src/contract/types.ts
var types = __webpack_require__(3579);
;// CONCATENATED MODULE: ./src/read/target.ts
// Reading a skill or plugin folder from a FileSource into a snapshot, and finding every target
// under a folder. This is the only engine stage that touches files; it never climbs out of the
// source's root and stops at the size limits below.










/** Limits on what one target may hold (hostile input must cost bounded time and memory). */
const READ_LIMITS = {
    maxSkillBytes: 1024 * 1024,
    maxAgentBytes: 1024 * 1024,
    maxManifestBytes: 256 * 1024,
    maxFolderEntries: 10_000,
    maxDiscoveryDepth: 16,
    maxTargets: 20_000,
};
/** Folders never searched for targets. */
const SKIPPED_FOLDERS = new Set(['.git', 'node_modules']);
const basename = (rel) => rel.split('/').pop();
const rootNameOf = (source) => source.rootName ?? basename(source.label.replace(/\/+$/, ''));
/** A target's display path and its folder's own name (the root has no name in `rel`). */
function folderOf(source, rel) {
    return rel === '' ? { path: '.', dirName: rootNameOf(source) } : { path: rel, dirName: basename(rel) };
}
function displayJoin(...parts) {
    return (0,read_source/* joinInside */.lG)(...parts) ?? parts.join('/');
}
async function readCapped(source, rel, max, what) {
    const type = await source.stat(rel);
    if (type === 'symlink-outside')
        throw new types/* TargetError */.I0(`${rel} is a symbolic link pointing outside the repository or into .git; not followed`, rel, 'path');
    if (type !== 'file')
        throw new types/* TargetError */.I0(`${rel}: no ${what} there`, rel);
    try {
        return await source.readFile(rel, max);
    }
    catch (err) {
        if (err instanceof read_source/* FileTooLargeError */.yq)
            throw new types/* TargetError */.I0(`${rel} is ${err.size} bytes, over the ${max}-byte limit for ${what}`, rel, 'size');
        throw err;
    }
}
async function listChecked(source, rel) {
    const entries = await source.list(rel);
    if (entries && entries.length > READ_LIMITS.maxFolderEntries) {
        throw new types/* TargetError */.I0(`${rel} has ${entries.length} entries, over the limit of ${READ_LIMITS.maxFolderEntries}`, rel, 'size');
    }
    return entries;
}
/** Regular files directly inside a folder, or null when it is not a folder; outside links become findings. */
async function filesIn(source, rel, findings) {
    const type = await source.stat(rel);
    if (type === 'symlink-outside') {
        findings.push(outsideLink(rel));
        return null;
    }
    const entries = await listChecked(source, rel);
    if (entries === null)
        return null;
    const files = [];
    for (const e of entries) {
        if (e.type === 'file')
            files.push(e.name);
        else if (e.type === 'symlink-outside')
            findings.push(outsideLink(displayJoin(rel, e.name)));
    }
    return files;
}
function outsideLink(rel) {
    return {
        rule: 'SYMLINK_OUTSIDE_ROOT',
        category: 'read',
        severity: 0.5,
        level: 'high',
        message: `${rel} is a symbolic link pointing outside the repository or into .git; it was skipped, not followed.`,
        file: rel,
    };
}
async function loadSkill(source, rel) {
    const file = displayJoin(rel, 'SKILL.md');
    const bytes = await readCapped(source, file, READ_LIMITS.maxSkillBytes, 'SKILL.md');
    const readFindings = [];
    const references = await filesIn(source, displayJoin(rel, 'references'), readFindings);
    const assets = await filesIn(source, displayJoin(rel, 'assets'), readFindings);
    // Cross-references resolve against the skill's parent (siblings) or, for sub-skills, the skill itself.
    const crossRefExists = {};
    let bodies = [];
    let text = '';
    try {
        text = (0,skill/* decodeText */.g7)(bytes, file);
        // The body as js-yaml finds it, and the whole text: where PyYAML (the reference method) fails
        // on a block js-yaml reads, the reference's body is the whole text.
        const split = (0,frontmatter/* splitFrontmatter */.XW)(text);
        bodies = split.body === text ? [text] : [split.body, text];
    }
    catch {
        // Undecodable: parsing reports it; there is nothing to resolve.
    }
    for (const ref of bodies.flatMap(skill/* extractCrossRefs */.YV)) {
        if (ref in crossRefExists)
            continue;
        const candidates = [(0,read_source/* joinInside */.lG)(rel, '..', ref)];
        if (ref.startsWith('sub-skills/'))
            candidates.push((0,read_source/* joinInside */.lG)(rel, ref));
        let exists = false;
        for (const c of candidates) {
            const t = c === null ? null : await source.stat(c);
            if (t === 'file' || t === 'dir' || t === 'other')
                exists = true;
        }
        crossRefExists[ref] = exists;
    }
    // The calibrated method's view: every path the text names, resolved (links, cross-references, file mentions).
    const resolved = text === '' ? {} : await resolveMentions(source, rel, text, (0,mentions/* bodyStartLine */.$R)(text));
    const tree = await listSkillTree(source, rel);
    if (text !== '')
        tree.foundAbove = await namesFoundAbove(source, rel, text, (0,mentions/* bodyStartLine */.$R)(text), tree);
    return {
        kind: 'skill',
        ...folderOf(source, rel),
        file,
        bytes,
        references,
        assets,
        crossRefExists,
        readFindings,
        resolved,
        tree,
        evals: await readEvals(source, rel),
        // The sibling skills' shared lines, read once per collection (REPEATED_BOILERPLATE).
        collection: text === '' ? await collectionOf(source, rel) : await collectionOf(source, rel, text),
    };
}
/** Reads the skill folder at `rel`, once for the targets of a sweep that share it. */
function loadSkillShared(source, rel, shared) {
    return shared ? shared.loadSkill(rel, () => loadSkill(source, rel)) : loadSkill(source, rel);
}
async function loadPlugin(source, rel, shared) {
    const manifestFile = displayJoin(rel, '.claude-plugin', 'plugin.json');
    const manifestType = await source.stat(manifestFile);
    const manifest = manifestType === 'file'
        ? await readCapped(source, manifestFile, READ_LIMITS.maxManifestBytes, 'plugin.json')
        : null;
    const skills = [];
    const skillsDir = displayJoin(rel, 'skills');
    for (const e of (await listChecked(source, skillsDir)) ?? []) {
        if (e.type !== 'dir')
            continue;
        const dir = displayJoin(skillsDir, e.name);
        if ((await source.stat(displayJoin(dir, 'SKILL.md'))) === null)
            continue;
        try {
            skills.push(await loadSkillShared(source, dir, shared));
        }
        catch (err) {
            skills.push(err instanceof types/* TargetError */.I0 ? err : new types/* TargetError */.I0(String(err), displayJoin(dir, 'SKILL.md')));
        }
    }
    const agents = [];
    const agentsDir = displayJoin(rel, 'agents');
    for (const e of (await listChecked(source, agentsDir)) ?? []) {
        if (!e.name.endsWith('.md'))
            continue;
        const file = displayJoin(agentsDir, e.name);
        // A folder named *.md is matched as an agent file by the reference, which then fails to read it (D2).
        if (e.type === 'dir')
            throw new types/* TargetError */.I0(`${file} is a folder, not an agent file`, file);
        if (e.type !== 'file')
            continue;
        agents.push({ file, bytes: await readCapped(source, file, READ_LIMITS.maxAgentBytes, 'an agent file') });
    }
    return {
        kind: 'plugin',
        ...folderOf(source, rel),
        manifestFile,
        manifest,
        skills,
        agents,
    };
}
/**
 * What a folder is: a skill (has SKILL.md — wins), a plugin (has .claude-plugin/), or neither. A
 * `.claude-plugin/` holding marketplace.json and no plugin.json is a marketplace, not a plugin
 * (see isMarketplace): it lists plugins, it is not scored as one.
 */
async function targetKind(source, rel) {
    const skillMd = await source.stat(displayJoin(rel, 'SKILL.md'));
    if (skillMd === 'file' || skillMd === 'symlink-outside')
        return 'skill';
    if ((await source.stat(displayJoin(rel, '.claude-plugin'))) === 'dir')
        return (await isMarketplace(source, rel)) ? null : 'plugin';
    return null;
}
/** A folder whose `.claude-plugin/` holds marketplace.json and no plugin.json. */
async function isMarketplace(source, rel) {
    if ((await source.stat(displayJoin(rel, '.claude-plugin', 'marketplace.json'))) !== 'file')
        return false;
    return (await source.stat(displayJoin(rel, '.claude-plugin', 'plugin.json'))) === null;
}
/** Reads and checks a marketplace folder's listing; a local source that is not there is a finding. */
async function loadMarketplace(source, rel) {
    const file = displayJoin(rel, '.claude-plugin', 'marketplace.json');
    const bytes = await readCapped(source, file, READ_LIMITS.maxManifestBytes, 'marketplace.json');
    const listing = (0,marketplace/* readMarketplace */.QP)((0,skill/* decodeText */.g7)(bytes, file), file);
    const localTargets = [];
    for (const p of listing.plugins) {
        if (p.localPath === null)
            continue;
        const at = p.localPath === '' ? rel : displayJoin(rel, p.localPath);
        const type = (0,read_source/* joinInside */.lG)(at) === null ? null : await source.stat(at);
        if (type !== 'dir') {
            listing.findings.push({
                rule: marketplace/* MARKETPLACE_INVALID */.m6,
                category: 'spec',
                severity: 0.25,
                level: 'medium',
                file,
                line: 1,
                message: `plugin ${JSON.stringify(p.name)}: source ${JSON.stringify(p.source)} is not a folder in the repository`,
            });
            continue;
        }
        if (!localTargets.includes(at))
            localTargets.push(at);
    }
    return { ...listing, path: rel === '' ? '.' : rel, file, localTargets };
}
/**
 * Reads a target; every failure is a TargetError naming the file. `shared` (a sweep's) reads a
 * skill folder that two targets use once.
 */
async function loadTarget(source, rel, shared) {
    const inside = (0,read_source/* joinInside */.lG)(rel);
    if (inside === null)
        throw new types/* TargetError */.I0(`${rel}: path leaves the repository root`, rel, 'path');
    try {
        const kind = await targetKind(source, inside);
        if (kind === 'skill')
            return await loadSkillShared(source, inside, shared);
        if (kind === 'plugin')
            return await loadPlugin(source, inside, shared);
    }
    catch (err) {
        if (err instanceof types/* TargetError */.I0)
            throw err;
        throw new types/* TargetError */.I0(`${rel}: ${err instanceof Error ? err.message : String(err)}`, rel);
    }
    if (await isMarketplace(source, inside)) {
        throw new types/* TargetError */.I0(`${rel || '.'} is a plugin marketplace (.claude-plugin/marketplace.json), not a plugin: its listed plugins and skills are scored on their own`, rel, 'path');
    }
    throw new types/* TargetError */.I0(`${rel || '.'} is neither a skill folder (no SKILL.md) nor a plugin folder (no .claude-plugin/)`, rel, 'path');
}
/**
 * Every plugin folder and every skill folder under `rel`, in a stable order (depth-first, by
 * name). A skill inside a plugin is listed both as part of the plugin and on its own.
 */
async function discoverTargets(source, rel, warn = () => { }) {
    const out = [];
    const walk = async (dir, depth) => {
        if (out.length >= READ_LIMITS.maxTargets)
            return;
        const kind = await targetKind(source, dir);
        if (kind)
            out.push({ kind, path: dir === '' ? '.' : dir });
        else if (await isMarketplace(source, dir)) {
            // A marketplace is not scored; its listing problems are said, its plugins are found by the walk.
            try {
                for (const f of (await loadMarketplace(source, dir)).findings)
                    warn(`${f.file}: ${f.message}`);
            }
            catch (err) {
                warn(err instanceof Error ? err.message : String(err));
            }
        }
        if (depth >= READ_LIMITS.maxDiscoveryDepth) {
            warn(`${dir || '.'}: deeper than ${READ_LIMITS.maxDiscoveryDepth} folders; not searched further`);
            return;
        }
        const entries = await source.list(dir);
        if (!entries)
            return;
        if (entries.length > READ_LIMITS.maxFolderEntries) {
            warn(`${dir || '.'}: ${entries.length} entries, over the limit of ${READ_LIMITS.maxFolderEntries}; not searched`);
            return;
        }
        for (const e of entries) {
            if (e.type === 'dir' && !SKIPPED_FOLDERS.has(e.name))
                await walk(displayJoin(dir, e.name), depth + 1);
        }
    };
    const start = (0,read_source/* joinInside */.lG)(rel);
    if (start === null)
        throw new types/* TargetError */.I0(`${rel}: path leaves the repository root`, rel, 'path');
    await walk(start, 0);
    return out;
}


/***/ })

};
