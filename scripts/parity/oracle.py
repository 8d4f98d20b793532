#!/usr/bin/env python3
r"""Independent implementation of the static layer and the depth-quick composite of SCORING.md.

Written from the spec text only (/work/shared/spec/SCORING.md, sections 1-5 and the divergences
D1/D2), with Python's own semantics where the spec says the reference uses them: `re` on `str`
(Unicode \w \b \s, re.IGNORECASE), str.lower/strip/splitlines, len() in code points and
PyYAML's safe_load. It is a differential check for the TypeScript engine's `--method reference`,
not the reference itself.

Usage:
    python3 oracle.py ROOT REL [REL ...]
    python3 oracle.py ROOT -          (REL paths one per line on stdin)

Prints one JSON object {REL: {kind, static, composite} | {error}}; exit 0, or 2 on bad arguments.

Where the spec is silent, this oracle chooses (a mismatch with the
engine on one of these is a question for the spec, not proof that either side is wrong):
- `name: null` is no name (the folder's name); `name: ''` is an empty name (no name points);
  a name or description of any other non-string type is a D2 error naming the field.
- Any exception while loading the YAML (not only yaml.YAMLError: `x: 2024-13-45` raises
  ValueError, deep nesting RecursionError) is "the YAML fails to parse".
- "Lines" (headings of the stripped body, the table line, the format line) are split at '\n'
  only, like `line_count` and `.`; only token_efficiency uses str.splitlines(), where the spec
  says so (so U+2028, \x0b, \x1c-\x1e, \x85 do not start a heading line).
- `disable-model-invocation` must be the boolean true (`is True`; `1` does not count).
- Pushiness words and the `-ing` clause are case-insensitive like the trigger phrase (the
  `proactively` case is pinned by expected.json); "a word ending in ing" is r"\w+ing\b";
  "always + use" is r"\balways\s+use\b".
- ORPHAN_REFERENCE's "last path component" is pathlib's (a trailing '/' is ignored).
- DEAD_CROSS_REF's `<skill folder>/..` is the folder's parent taken lexically.
- SKILL_OVER_CODEX_CAP measures the text as read (newlines normalised, BOM dropped) in UTF-8.
- An existing plugin.json that is not a readable UTF-8 JSON object, or whose `name` is neither
  a string nor null, makes the plugin an error.
- Plugins: skills/*/SKILL.md and agents/*.md are Python glob matches (names starting with '.'
  are skipped), sorted by the skill folder's / agent file's name; a skill or agent that cannot be
  scored makes the whole plugin an error. Agent `tools`: a non-empty list, or a string with a
  non-blank comma-separated part; `model` counts when its value is true to Python (null, "", 0 and [] do not).
  The mean is skills' scores then agents', summed left to right.
"""

from __future__ import annotations

import glob
import json
import os
import re
import sys
from pathlib import PurePosixPath
from typing import Any

import yaml


# ---------------------------------------------------------------------------------------------
# Constants (spec section numbers in brackets)
# ---------------------------------------------------------------------------------------------

SKILL_FILE = "SKILL.md"
PLUGIN_MARKER_DIR = ".claude-plugin"
PLUGIN_MANIFEST = "plugin.json"
REFERENCES_DIR = "references"
ASSETS_DIR = "assets"

FRONTMATTER_DELIMITER = "---"  # [§1] substring, not only a line
BOM = "\ufeff"  # [§1, D1]

# [§2] anti-patterns
OVER_CONSTRAINED_MUST_COUNT = 15
EMPTY_DESCRIPTION_MIN_LEN = 20
BLOATED_LINE_COUNT = 800
SEVERITY = {
    "OVER_CONSTRAINED": 0.10,
    "EMPTY_DESCRIPTION": 0.10,
    "MISSING_TRIGGER": 0.15,
    "BLOATED_SKILL": 0.10,
    "ORPHAN_REFERENCE": 0.05,
    "DEAD_CROSS_REF": 0.05,
}
PENALTY_PER_FLAG = 0.05
PENALTY_FLOOR = 0.5

# [§3] frontmatter_quality
NAME_DIFFERS_POINTS = 0.15
NAME_EQUALS_DIR_POINTS = 0.10
DESCRIPTION_LENGTH_POINTS = [(100, 0.25), (60, 0.20), (30, 0.15), (10, 0.05)]
PUSHINESS_WEIGHT = 0.60
PUSHINESS_CAP = 1.0
PUSH_TRIGGER_PHRASE = 0.25
PUSH_PROACTIVELY = 0.15
PUSH_KEYWORDS = 0.10
PUSH_CONTEXT_ITEMS_MANY = 0.20
PUSH_CONTEXT_ITEMS_MANY_COUNT = 3
PUSH_CONTEXT_ITEMS_SOME = 0.10
PUSH_CONTEXT_ITEMS_SOME_COUNT = 1
PUSH_ING_CLAUSE = 0.15
PUSH_LONG_DESCRIPTION = 0.10
PUSH_LONG_DESCRIPTION_LEN = 40

# [§3] orchestration_wiring
ORCH_BASE = 0.70
ORCH_FORMAT_LINE = 0.10
ORCH_PRODUCES = 0.05
ORCH_INPUTS = 0.10
ORCH_FENCES = 0.05
ORCH_FENCES_MIN = 2
ORCH_ORCHESTRATOR = -0.15

# [§3] progressive_disclosure
PD_REFS_LONG = 0.25
PD_REFS_SHORT = 0.15
PD_REFS_LONG_LINES = 400
PD_ASSETS = 0.15

# [§3] structural_completeness
SC_HEADINGS = [(6, 0.20), (4, 0.15), (2, 0.10)]
SC_FENCES = [(5, 0.20), (3, 0.15), (1, 0.10)]
SC_LANGS_MANY = 0.15
SC_LANGS_MANY_COUNT = 3
SC_LANGS_TWO = 0.10
SC_EXAMPLES = 0.15
SC_TROUBLESHOOTING = 0.15
SC_TABLE = 0.10
SC_DECISION = 0.05
SC_DECISION_WORDS = ("decision", "when to use", "comparison", "tradeoff")

# [§3] token_efficiency
TE_BASE = 1.0
TE_DENSITY_STEPS = [(0.5, 0.4), (0.2, 0.2), (0.1, 0.1)]
TE_REPETITION_WEIGHT = 0.4

# [§3] ecosystem_coherence
EC_BASE = 0.50
EC_PER_XREF = 0.08
EC_XREF_CAP = 0.25
EC_RELATED = 0.25

# [§3] harness_portability
CODEX_CAP_BYTES = 8192
CODEX_CAP_SEVERITY = 0.15
TOOL_REFS_PER_NAME = 0.02
TOOL_REFS_CAP = 0.10
TOOL_PROSE_SEVERITY = 0.05
TOOL_NAMES = ("Read", "Edit", "Write", "Bash", "Grep", "Glob", "Agent", "Task", "TodoWrite",
              "WebFetch", "WebSearch", "LS", "LSP")

# [§3] static layer weights, in the order they are summed
STATIC_WEIGHTS = [
    ("frontmatter_quality", 0.32),
    ("orchestration_wiring", 0.23),
    ("progressive_disclosure", 0.14),
    ("structural_completeness", 0.10),
    ("token_efficiency", 0.09),
    ("ecosystem_coherence", 0.06),
    ("harness_portability", 0.06),
]

# [§4] agents
AGENT_BASE = 0.5
AGENT_PROACTIVE = 0.2
AGENT_TOOLS = 0.1
AGENT_DESC_LONG = 0.1
AGENT_DESC_LONG_LEN = 40
AGENT_DESC_MEDIUM = 0.05
AGENT_DESC_MEDIUM_LEN = 20
AGENT_MODEL = 0.1
AGENT_CAP = 1.0
PLUGIN_EMPTY_SCORE = 0.5

# [§5] dimensions in table order: (name, weight)
DIMENSIONS = [
    ("triggering_accuracy", 0.25),
    ("orchestration_fitness", 0.20),
    ("output_quality", 0.15),
    ("scope_calibration", 0.12),
    ("progressive_disclosure", 0.10),
    ("token_efficiency", 0.06),
    ("robustness", 0.05),
    ("structural_completeness", 0.03),
    ("code_template_quality", 0.02),
    ("ecosystem_coherence", 0.02),
]
# [§5] static blend weight of each dimension the static layer feeds, and the sub-score feeding it
STATIC_BLEND = {
    "triggering_accuracy": ("frontmatter_quality", 0.15),
    "orchestration_fitness": ("orchestration_wiring", 0.10),
    "progressive_disclosure": ("progressive_disclosure", 0.80),
    "token_efficiency": ("token_efficiency", 0.40),
    "structural_completeness": ("structural_completeness", 0.90),
    "ecosystem_coherence": ("ecosystem_coherence", 0.85),
}
# [§5 Arithmetic] a plugin sums its measured dimensions in the static mapping's order
PLUGIN_DIMENSION_ORDER = [
    "triggering_accuracy",
    "orchestration_fitness",
    "structural_completeness",
    "progressive_disclosure",
    "token_efficiency",
    "ecosystem_coherence",
]
GRADES = [(97, "A+"), (93, "A"), (90, "A-"), (87, "B+"), (83, "B"), (80, "B-"), (77, "C+"),
          (73, "C"), (70, "C-"), (67, "D+"), (63, "D"), (60, "D-")]
GRADE_FAIL = "F"
GRADE_UNMEASURED = "\u2014"  # em dash
BADGES = [(90, "platinum"), (80, "gold"), (70, "silver"), (60, "bronze")]
NO_BADGE = "no_badge"
CONFIDENCE_QUICK = "Estimated"  # [§4, §5] depth quick (and every plugin)


# ---------------------------------------------------------------------------------------------
# Regular expressions ([§1]-[§3]); Python `re` on str, so \w \b \s are Unicode-aware
# ---------------------------------------------------------------------------------------------

MUST_WORDS_RE = re.compile(r"\b(?:MUST|NEVER|ALWAYS)\b")  # [§1] case-sensitive, whole words
FENCE_RE = re.compile(r"```(\w*)")  # [§1] every ``` (opening and closing), language = \w run
# [§1] cross-references: not preceded by a word character or '-'
CROSS_REF_RE = re.compile(r"(?<![\w-])(?:skills?/|sub-skills/)[a-z0-9-]+(?:/[a-z0-9-]+)*")
# [§2] link targets (references/X), X = one or more characters other than ')' (newlines too);
# the pattern is r"\(references/([^)]+)\)", scanned by orphan_link_targets in linear time
ORPHAN_LINK_OPEN = "(references/"
ORPHAN_LINK_CLOSE = ")"

# [§2] trigger phrase, case-insensitive, whole words
TRIGGER_RES = [
    re.compile(r"\b(?:should\s+be\s+)?used?\s+(?:this\s+skill\s+)?(?:immediately\s+)?"
               r"(?:when|after|before|whenever)\b", re.IGNORECASE),
    re.compile(r"\buse\s+proactively\b", re.IGNORECASE),
    re.compile(r"\btriggers?\s+(?:when|on)\b", re.IGNORECASE),
    re.compile(r"\bauto(?:-|\s)?loads?\s+(?:when|on)\b", re.IGNORECASE),
]

# [§3] pushiness (case-insensitive like the trigger phrase)
PROACTIVELY_RE = re.compile(r"\bproactively\b", re.IGNORECASE)
PUSH_KEYWORDS_RE = re.compile(r"\b(?:automatically|trigger|invoke)\b|\balways\s+use\b", re.IGNORECASE)
CONTEXT_ITEM_RE = re.compile(  # on the lower-cased description; a prefix, no boundary after it
    r",\s*(?:or\s+)?(?:when|for|during|implementing|building|creating|debugging|testing|"
    r"deploying|configuring|setting up)")
ING_CLAUSE_RE = re.compile(r"\b(?:when|for|during)\s+\w+ing\b", re.IGNORECASE)

# [§3] orchestration_wiring, on the lower-cased whole text ('.' does not cross a newline)
# The patterns are r"\boutput\b.*\bformat\b", r"\bformat\b.*\boutput\b" and r"\breturn.*json\b"
# (the spec quotes the last as the reference's own); has_format_line searches them per line as
# (first, then second after the first's end) pairs, which matches the same lines without the
# quadratic backtracking of `.*` on long lines.
FORMAT_LINE_PAIRS = [
    (re.compile(r"\boutput\b"), re.compile(r"\bformat\b")),
    (re.compile(r"\bformat\b"), re.compile(r"\boutput\b")),
    (re.compile(r"\breturn"), re.compile(r"json\b")),
]
PRODUCES_RE = re.compile(r"\b(?:returns?|produces?|outputs?|generates?)\b")
INPUTS_RE = re.compile(r"\b(?:input|receives?|accepts?|parameters?|args?)\b")
ORCHESTRATOR_RE = re.compile(r"\b(?:orchestrat|coordinat|dispatch)")

TABLE_PIPES = 3  # [§3] a line with three '|' (r"\|.*\|.*\|", '.' stops at '\n' only)

# [§3] ecosystem_coherence, on the lower-cased whole text
RELATED_RE = re.compile(r"\b(?:related|see also|companion)\b|\bcomplement")

# [§3] harness_portability
_TOOLS = "|".join(TOOL_NAMES)
TOOL_REFS_RES = [
    re.compile(r"\b(?:the|use|using|call|calling|invoke|invoking|via)\s+`(" + _TOOLS + r")`",
               re.IGNORECASE),
    re.compile(r"`(" + _TOOLS + r")`\s+tool\b", re.IGNORECASE),
]
TOOL_PROSE_RE = re.compile(r"\b(?i:the)\s+`?(?:" + _TOOLS + r")`?\s+tool\b")


class TargetError(Exception):
    """A target that cannot be scored (D2): the message names the file and the field."""


# ---------------------------------------------------------------------------------------------
# Reading [§1]
# ---------------------------------------------------------------------------------------------

def read_text(path: str) -> str:
    """UTF-8 (strict), universal newlines, a leading BOM dropped (D1)."""
    try:
        with open(path, "rb") as handle:
            raw = handle.read()
    except (OSError, ValueError) as exc:  # ValueError: a NUL in the path
        raise TargetError(f"{path}: cannot read ({getattr(exc, 'strerror', None) or exc})") from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise TargetError(f"{path}: not valid UTF-8 (byte {exc.start})") from None
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    if text.startswith(BOM):
        text = text[len(BOM):]
    return text


def split_frontmatter(text: str, path: str) -> tuple[dict, str]:
    """[§1] Frontmatter only when the text starts with '---'; cut at the first two occurrences."""
    if not text.startswith(FRONTMATTER_DELIMITER):
        return {}, text
    parts = text.split(FRONTMATTER_DELIMITER, 2)
    if len(parts) < 3:
        return {}, text
    try:
        data = yaml.safe_load(parts[1])
    except Exception:  # noqa: BLE001 - any failure to load counts as "fails to parse" [§1]
        # Not only yaml.YAMLError: e.g. `d: 2024-13-45` raises ValueError in the constructor,
        # deep nesting raises RecursionError.
        return {}, text
    if data is None:
        return {}, parts[2]
    if not isinstance(data, dict):
        raise TargetError(f"{path}: frontmatter is a {type(data).__name__}, not a mapping")
    return data, parts[2]


def string_field(frontmatter: dict, field: str, path: str) -> str | None:
    """A frontmatter string field; None when absent or YAML null; not a string is an error (D2)."""
    value = frontmatter.get(field)
    if value is None:
        return None
    if not isinstance(value, str):
        raise TargetError(f"{path}: frontmatter field '{field}' is a {type(value).__name__}, "
                          f"not a string")
    return value


def regular_files(folder: str) -> list[str] | None:
    """Names of the regular files directly inside folder; None when it is not a folder."""
    if not os.path.isdir(folder):
        return None
    try:
        names = os.listdir(folder)
    except OSError:
        return []
    return [n for n in names if os.path.isfile(os.path.join(folder, n))]


class Skill:
    """The parsed facts of one skill folder [§1]."""

    def __init__(self, folder: str):
        self.folder = folder
        self.path = os.path.join(folder, SKILL_FILE)
        self.dir_name = os.path.basename(os.path.abspath(folder))
        self.text = read_text(self.path)
        self.frontmatter, self.body = split_frontmatter(self.text, self.path)
        name = string_field(self.frontmatter, "name", self.path)
        # `name: null` is taken as no name: the folder's name (the spec only says "else").
        self.name = self.dir_name if name is None else name
        self.description = string_field(self.frontmatter, "description", self.path) or ""
        self.lower_text = self.text.lower()
        self.lower_body = self.body.lower()
        self.line_count = self.text.count("\n") + 1
        self.must_count = len(MUST_WORDS_RE.findall(self.text))
        self.fence_languages = FENCE_RE.findall(self.text)  # one entry per ``` occurrence
        self.fence_count = len(self.fence_languages)
        body_lines = self.body.strip().split("\n")
        self.h2 = sum(1 for line in body_lines if line.startswith("## "))
        self.h3 = sum(1 for line in body_lines if line.startswith("### "))
        self.has_examples = any(s in self.lower_body for s in ("## example", "### example", "## usage"))
        self.has_troubleshooting = any(
            s in self.lower_body for s in ("## troubleshoot", "## common issue", "## faq"))
        self.references = regular_files(os.path.join(folder, REFERENCES_DIR))
        self.assets = regular_files(os.path.join(folder, ASSETS_DIR))
        self.cross_refs = [strip_skill_prefix(m.group(0)) for m in CROSS_REF_RE.finditer(self.body)]


def strip_skill_prefix(ref: str) -> str:
    """[§1] A leading skill/ or skills/ is removed; sub-skills/... is kept whole."""
    for prefix in ("skills/", "skill/"):
        if ref.startswith(prefix):
            return ref[len(prefix):]
    return ref


# ---------------------------------------------------------------------------------------------
# Anti-patterns [§2]
# ---------------------------------------------------------------------------------------------

def has_trigger_phrase(description: str) -> bool:
    return any(rx.search(description) for rx in TRIGGER_RES)


def relies_on_description(skill: Skill) -> bool:
    """[§2] Not when disable-model-invocation is boolean true or paths is a non-empty string."""
    if skill.frontmatter.get("disable-model-invocation") is True:
        return False
    paths = skill.frontmatter.get("paths")
    if isinstance(paths, str) and len(paths) > 0:
        return False
    return True


def flag_over_constrained(skill: Skill) -> list[str]:
    return ["OVER_CONSTRAINED"] if skill.must_count > OVER_CONSTRAINED_MUST_COUNT else []


def flag_empty_description(skill: Skill) -> list[str]:
    return ["EMPTY_DESCRIPTION"] if len(skill.description.strip()) < EMPTY_DESCRIPTION_MIN_LEN else []


def flag_missing_trigger(skill: Skill) -> list[str]:
    if relies_on_description(skill) and not has_trigger_phrase(skill.description):
        return ["MISSING_TRIGGER"]
    return []


def flag_bloated(skill: Skill) -> list[str]:
    return ["BLOATED_SKILL"] if skill.line_count > BLOATED_LINE_COUNT and skill.references is None else []


def orphan_link_targets(text: str) -> list[str]:
    """Every X of re.finditer(r"\\(references/([^)]+)\\)", text), found with str.find (linear)."""
    targets = []
    pos = 0
    while True:
        start = text.find(ORPHAN_LINK_OPEN, pos)
        if start < 0:
            return targets
        first = start + len(ORPHAN_LINK_OPEN)
        end = text.find(ORPHAN_LINK_CLOSE, first)
        if end < 0:
            return targets  # no ')' left: no later match either
        if end == first:
            pos = start + 1  # X would be empty: no match here
            continue
        targets.append(text[first:end])
        pos = end + 1


def flag_orphan_references(skill: Skill) -> list[str]:
    """[§2] One per (references/X) link whose last component matches no file in references/."""
    if skill.references is None:
        return []
    known = {name.lower() for name in skill.references}
    flags = []
    for target in orphan_link_targets(skill.text):
        # "last path component": pathlib's, so a trailing '/' is ignored.
        last = PurePosixPath(target).name
        if last.lower() not in known:
            flags.append("ORPHAN_REFERENCE")
    return flags


def flag_dead_cross_refs(skill: Skill) -> list[str]:
    """[§2] One per cross-reference R with neither <folder>/../R nor (sub-skills) <folder>/R."""
    parent = os.path.dirname(os.path.abspath(skill.folder))  # the folder's parent, lexically
    flags = []
    for ref in skill.cross_refs:
        if os.path.exists(os.path.join(parent, ref)):
            continue
        if ref.startswith("sub-skills/") and os.path.exists(os.path.join(skill.folder, ref)):
            continue
        flags.append("DEAD_CROSS_REF")
    return flags


def anti_patterns(skill: Skill) -> list[str]:
    return (flag_over_constrained(skill) + flag_empty_description(skill)
            + flag_missing_trigger(skill) + flag_bloated(skill)
            + flag_orphan_references(skill) + flag_dead_cross_refs(skill))


def penalty(flag_count: int) -> float:
    """[§2] Every flag counts, whatever its severity."""
    return max(PENALTY_FLOOR, 1 - PENALTY_PER_FLAG * flag_count)


# ---------------------------------------------------------------------------------------------
# Sub-scores [§3]; each adds its parts in the spec's order and is clamped to [0, 1]
# ---------------------------------------------------------------------------------------------

def clamp01(value: float) -> float:
    return max(0.0, min(1.0, value))


def stepped(value: float, steps: list[tuple[float, float]]) -> float:
    """Points of the first step whose threshold value reaches (steps from the highest down)."""
    for threshold, points in steps:
        if value >= threshold:
            return points
    return 0.0


def pushiness(description: str) -> float:
    score = 0.0
    if has_trigger_phrase(description):
        score += PUSH_TRIGGER_PHRASE
    if PROACTIVELY_RE.search(description):
        score += PUSH_PROACTIVELY
    if PUSH_KEYWORDS_RE.search(description):
        score += PUSH_KEYWORDS
    items = len(CONTEXT_ITEM_RE.findall(description.lower()))
    if items >= PUSH_CONTEXT_ITEMS_MANY_COUNT:
        score += PUSH_CONTEXT_ITEMS_MANY
    elif items >= PUSH_CONTEXT_ITEMS_SOME_COUNT:
        score += PUSH_CONTEXT_ITEMS_SOME
    if ING_CLAUSE_RE.search(description):
        score += PUSH_ING_CLAUSE
    if len(description.strip()) >= PUSH_LONG_DESCRIPTION_LEN:
        score += PUSH_LONG_DESCRIPTION
    return min(PUSHINESS_CAP, score)


def frontmatter_quality(skill: Skill) -> float:
    name_part = 0.0
    if skill.name and skill.name != skill.dir_name:
        name_part = NAME_DIFFERS_POINTS
    elif skill.name == skill.dir_name:
        name_part = NAME_EQUALS_DIR_POINTS
    length_part = stepped(len(skill.description.strip()), DESCRIPTION_LENGTH_POINTS)
    return clamp01(name_part + length_part + PUSHINESS_WEIGHT * pushiness(skill.description))


def has_format_line(lower_text: str) -> bool:
    """[§3] One line matching any of the three format patterns ('.' does not cross '\\n')."""
    for line in lower_text.split("\n"):
        for first, second in FORMAT_LINE_PAIRS:
            match = first.search(line)
            if match and second.search(line, match.end()):
                return True
    return False


def orchestration_wiring(skill: Skill) -> float:
    text = skill.lower_text
    score = ORCH_BASE
    if has_format_line(text):
        score += ORCH_FORMAT_LINE
    if PRODUCES_RE.search(text):
        score += ORCH_PRODUCES
    if INPUTS_RE.search(text):
        score += ORCH_INPUTS
    if skill.fence_count >= ORCH_FENCES_MIN:
        score += ORCH_FENCES
    if ORCHESTRATOR_RE.search(text):
        score += ORCH_ORCHESTRATOR
    return clamp01(score)


def line_count_points(lines: int) -> float:
    """[§3] progressive_disclosure by line count."""
    if 200 <= lines <= 600:
        return 0.60
    if 100 <= lines <= 199:
        return 0.50
    if 601 <= lines <= 800:
        return 0.40
    if lines < 100:
        return 0.20
    return 0.15  # > 800


def progressive_disclosure(skill: Skill) -> float:
    score = line_count_points(skill.line_count)
    if skill.references:
        score += PD_REFS_LONG if skill.line_count > PD_REFS_LONG_LINES else PD_REFS_SHORT
    if skill.assets:
        score += PD_ASSETS
    return clamp01(score)


def structural_completeness(skill: Skill) -> float:
    score = stepped(skill.h2 + skill.h3, SC_HEADINGS)
    score += stepped(skill.fence_count, SC_FENCES)
    languages = {lang for lang in skill.fence_languages if lang}
    if len(languages) >= SC_LANGS_MANY_COUNT:
        score += SC_LANGS_MANY
    elif len(languages) == 2:
        score += SC_LANGS_TWO
    if skill.has_examples:
        score += SC_EXAMPLES
    if skill.has_troubleshooting:
        score += SC_TROUBLESHOOTING
    if any(line.count("|") >= TABLE_PIPES for line in skill.text.split("\n")):
        score += SC_TABLE
    if any(word in skill.lower_text for word in SC_DECISION_WORDS):
        score += SC_DECISION
    return clamp01(score)


def token_efficiency(skill: Skill) -> float:
    score = TE_BASE
    density = skill.must_count / max(skill.line_count, 1)
    for threshold, cost in TE_DENSITY_STEPS:
        if density > threshold:
            score -= cost
            break
    kept = [line.strip() for line in skill.text.splitlines()
            if line.strip() and not line.startswith("---")]
    if kept:
        score -= TE_REPETITION_WEIGHT * (1 - len(set(kept)) / len(kept))
    return clamp01(score)


def ecosystem_coherence(skill: Skill) -> float:
    score = EC_BASE + min(EC_XREF_CAP, EC_PER_XREF * len(skill.cross_refs))
    if RELATED_RE.search(skill.lower_text):
        score += EC_RELATED
    return clamp01(score)


def harness_portability(skill: Skill) -> float:
    severities = []
    if len(skill.text.encode("utf-8")) > CODEX_CAP_BYTES and skill.references is None:
        severities.append(CODEX_CAP_SEVERITY)  # SKILL_OVER_CODEX_CAP
    names = set()
    for rx in TOOL_REFS_RES:
        names.update(rx.findall(skill.text))
    if names:
        severities.append(min(TOOL_REFS_CAP, TOOL_REFS_PER_NAME * len(names)))  # CLAUDE_TOOL_REFS
    if TOOL_PROSE_RE.search(skill.text):
        severities.append(TOOL_PROSE_SEVERITY)  # CLAUDE_TOOL_PROSE
    return max(0.0, 1 - sum(severities))


SUB_SCORES = {
    "frontmatter_quality": frontmatter_quality,
    "orchestration_wiring": orchestration_wiring,
    "progressive_disclosure": progressive_disclosure,
    "structural_completeness": structural_completeness,
    "token_efficiency": token_efficiency,
    "ecosystem_coherence": ecosystem_coherence,
    "harness_portability": harness_portability,
}


def static_skill(skill: Skill) -> dict:
    subs = {name: fn(skill) for name, fn in SUB_SCORES.items()}
    flags = anti_patterns(skill)
    total = 0.0
    for name, weight in STATIC_WEIGHTS:
        total += subs[name] * weight
    return {
        "score": total * penalty(len(flags)),
        "sub_scores": subs,
        "anti_patterns": [{"flag": f, "severity": SEVERITY[f]} for f in flags],
    }


# ---------------------------------------------------------------------------------------------
# Plugins [§4]
# ---------------------------------------------------------------------------------------------

def plugin_skill_folders(plugin: str) -> list[str]:
    """[§4] skills/*/SKILL.md with Python's glob (a `*` skips names starting with '.'),
    sorted by the skill folder's name."""
    found = glob.glob(os.path.join(glob.escape(plugin), "skills", "*", SKILL_FILE))
    folders = [os.path.dirname(path) for path in found]
    return sorted(folders, key=os.path.basename)


def plugin_agent_files(plugin: str) -> list[str]:
    """[§4] agents/*.md with Python's glob, sorted by name. Whatever the glob matches is read:
    an entry that cannot be read (a folder named x.md) makes the plugin an error (D2)."""
    found = glob.glob(os.path.join(glob.escape(plugin), "agents", "*.md"))
    return sorted(found, key=os.path.basename)


def has_tools(value: Any) -> bool:
    """[§4] Non-empty tools: a YAML list, or a comma-separated string."""
    if isinstance(value, list):
        return len(value) > 0
    if isinstance(value, str):
        return any(part.strip() for part in value.split(","))
    return False


def agent_score(path: str) -> float:
    text = read_text(path)
    frontmatter, _ = split_frontmatter(text, path)
    description = string_field(frontmatter, "description", path) or ""
    score = AGENT_BASE
    if "use proactively" in description.lower():
        score += AGENT_PROACTIVE
    if has_tools(frontmatter.get("tools")):
        score += AGENT_TOOLS
    length = len(description.strip())
    if length >= AGENT_DESC_LONG_LEN:
        score += AGENT_DESC_LONG
    elif length >= AGENT_DESC_MEDIUM_LEN:
        score += AGENT_DESC_MEDIUM
    if frontmatter.get("model"):  # "present": a value Python holds true (null and "" are absent)
        score += AGENT_MODEL
    return min(AGENT_CAP, score)


def plugin_name(plugin: str) -> str:
    """[§4] plugin.json's `name`, else the folder's. Not part of the output, but reading it is:
    a plugin.json that exists and cannot be read, decoded or parsed as a JSON object is an error
    (the reference would crash on it: D2), and so is a `name` that is not a string (D2's "name
    that is not a string"; null is no name, as for a skill). A leading BOM is dropped as in D1."""
    path = os.path.join(plugin, PLUGIN_MARKER_DIR, PLUGIN_MANIFEST)
    if not os.path.lexists(path):
        return os.path.basename(os.path.abspath(plugin))
    try:
        data = json.loads(read_text(path))
    except json.JSONDecodeError as exc:
        raise TargetError(f"{path}: not valid JSON ({exc.msg})") from None
    if not isinstance(data, dict):
        raise TargetError(f"{path}: a {type(data).__name__}, not a JSON object")
    name = data.get("name")
    if name is not None and not isinstance(name, str):
        raise TargetError(f"{path}: field 'name' is a {type(name).__name__}, not a string")
    return name if name is not None else os.path.basename(os.path.abspath(plugin))


def static_plugin(plugin: str) -> dict:
    plugin_name(plugin)  # read for its errors only: the name is not in the output
    skill_results = [static_skill(Skill(folder)) for folder in plugin_skill_folders(plugin)]
    skill_scores = [r["score"] for r in skill_results]
    agent_scores = [agent_score(path) for path in plugin_agent_files(plugin)]
    everything = skill_scores + agent_scores
    score = sum(everything) / len(everything) if everything else PLUGIN_EMPTY_SCORE
    return {
        "score": score,
        "sub_scores": {"skill_scores": skill_scores, "agent_scores": agent_scores},
        "anti_patterns": [a for r in skill_results for a in r["anti_patterns"]],
    }


# ---------------------------------------------------------------------------------------------
# Composite [§5]
# ---------------------------------------------------------------------------------------------

def grade(score: float) -> str:
    value = score * 100
    for threshold, letter in GRADES:
        if value >= threshold:
            return letter
    return GRADE_FAIL


def badge(composite: float) -> str:
    for threshold, name in BADGES:
        if composite >= threshold:
            return name
    return NO_BADGE


def composite(measured: dict[str, float], order: list[str], flag_count: int) -> dict:
    """measured: dimension -> score; order: the order the measured weights are summed in."""
    weights = dict(DIMENSIONS)
    weight_sum = 0.0
    for name in order:
        weight_sum += weights[name]
    total = 0.0
    for name in order:
        total += (weights[name] / weight_sum) * measured[name]
    pen = penalty(flag_count)
    score = max(0.0, min(100.0, total * 100 * pen))
    dims = []
    for name, weight in DIMENSIONS:
        if name in measured:
            dims.append({"name": name, "score": measured[name], "grade": grade(measured[name]),
                         "weight": weight})
        else:
            dims.append({"name": name, "score": 0.0, "grade": GRADE_UNMEASURED, "weight": weight})
    return {"score": score, "badge": badge(score), "anti_pattern_penalty": pen,
            "confidence_label": CONFIDENCE_QUICK, "dimensions": dims}


def skill_composite(static: dict) -> dict:
    measured = {}
    for name, _ in DIMENSIONS:
        if name in STATIC_BLEND:
            sub, blend = STATIC_BLEND[name]
            total_blend = blend  # static is the only layer at depth quick
            measured[name] = static["sub_scores"][sub] * blend / total_blend
    order = [name for name, _ in DIMENSIONS if name in measured]  # table order
    return composite(measured, order, len(static["anti_patterns"]))


def plugin_composite(static: dict) -> dict:
    measured = {name: static["score"] for name in PLUGIN_DIMENSION_ORDER}  # no blending [§4]
    return composite(measured, PLUGIN_DIMENSION_ORDER, len(static["anti_patterns"]))


# ---------------------------------------------------------------------------------------------
# Targets and CLI
# ---------------------------------------------------------------------------------------------

def evaluate(root: str, rel: str) -> dict:
    folder = os.path.join(root, rel)
    if os.path.exists(os.path.join(folder, SKILL_FILE)):
        static = static_skill(Skill(folder))
        return {"kind": "skill", "static": static, "composite": skill_composite(static)}
    if os.path.isdir(os.path.join(folder, PLUGIN_MARKER_DIR)):
        static = static_plugin(folder)
        return {"kind": "plugin", "static": static, "composite": plugin_composite(static)}
    if not os.path.isdir(folder):
        raise TargetError(f"{folder}: not a folder")
    raise TargetError(f"{folder}: no {SKILL_FILE} and no {PLUGIN_MARKER_DIR}/ folder")


def evaluate_safely(root: str, rel: str) -> dict:
    try:
        return evaluate(root, rel)
    except TargetError as exc:
        return {"error": str(exc)}
    except Exception as exc:  # noqa: BLE001 - one target never stops the others
        return {"error": f"{rel}: internal error: {type(exc).__name__}: {exc}"}


def main(argv: list[str]) -> int:
    if len(argv) < 2:
        print("usage: oracle.py ROOT REL [REL ...] | oracle.py ROOT -", file=sys.stderr)
        return 2
    root, rels = argv[0], argv[1:]
    if not os.path.isdir(root):
        print(f"oracle.py: ROOT is not a folder: {root}", file=sys.stderr)
        return 2
    if rels == ["-"]:
        # Bytes decoded like file names (UTF-8, undecodable bytes kept as surrogate escapes).
        lines = sys.stdin.buffer.read().decode("utf-8", "surrogateescape").split("\n")
        rels = [line[:-1] if line.endswith("\r") else line for line in lines]
        rels = [r for r in rels if r]
    out = {rel: evaluate_safely(root, rel) for rel in rels}
    # ASCII JSON: any file name (even one with surrogate escapes) can be written.
    sys.stdout.write(json.dumps(out, ensure_ascii=True))
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
