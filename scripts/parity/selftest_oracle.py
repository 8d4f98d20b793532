#!/usr/bin/env python3
"""Self-checks of oracle.py beyond the conformance cases.

1. The linear-time scans equal the spec's regular expressions (random strings, fixed seed).
2. Corner-case targets (odd YAML types, CRLF, lone CR, BOM, U+2028, NBSP, Turkish I, long lines,
   non-UTF-8, symlinks...) are scored or rejected as the spec + Python say, and none crashes.

    python3 scripts/parity/selftest_oracle.py      (exit 1 on a failure)
"""

from __future__ import annotations

import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True  # no __pycache__ beside the scripts
import oracle  # noqa: E402

FAILURES: list[str] = []


def check(condition: bool, what: str) -> None:
    if not condition:
        FAILURES.append(what)


# ---------------------------------------------------------------------------------------------
# 1. Linear scans == the spec's patterns
# ---------------------------------------------------------------------------------------------

NAIVE_FORMAT = [re.compile(r"\boutput\b.*\bformat\b"), re.compile(r"\bformat\b.*\boutput\b"),
                re.compile(r"\breturn.*json\b")]
NAIVE_ORPHAN = re.compile(r"\(references/([^)]+)\)")
NAIVE_TABLE = re.compile(r"\|.*\|.*\|")

PIECES = ["output", "format", "return", "json", "geojson", "returning", " ", "\n", "x", "_", "-",
          "(references/", ")", "a/b", "|", "\u2028", "\u00e9", "\u5de5", "(", "/"]


def random_text(rng: random.Random) -> str:
    return "".join(rng.choice(PIECES) for _ in range(rng.randint(0, 14)))


def check_linear_scans() -> None:
    rng = random.Random(20261202)
    for _ in range(60000):
        text = random_text(rng)
        naive = any(rx.search(text) for rx in NAIVE_FORMAT)
        check(oracle.has_format_line(text) == naive, f"has_format_line({text!r})")
        check(oracle.orphan_link_targets(text) == NAIVE_ORPHAN.findall(text), f"orphan({text!r})")
        table = any(line.count("|") >= oracle.TABLE_PIPES for line in text.split("\n"))
        check(table == bool(NAIVE_TABLE.search(text)), f"table({text!r})")


# ---------------------------------------------------------------------------------------------
# 2. Corner-case targets
# ---------------------------------------------------------------------------------------------

GOOD_DESC = ("Reviews pull requests for security issues. Use when reviewing code changes, "
             "when auditing dependencies, for hardening CI pipelines.")


def write(root: str, rel: str, data: bytes | str) -> None:
    path = os.path.join(root, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as handle:
        handle.write(data.encode("utf-8") if isinstance(data, str) else data)


def skill(front: str, body: str = "# T\n\nBody.\n") -> str:
    return f"---\n{front}\n---\n{body}"


CASES: dict[str, bytes | str] = {
    "list-yaml": skill("- a\n- b"),
    "scalar-yaml": "---\njust a sentence\n---\n# T\n",
    "empty-yaml": "---\n---\n# T\n",
    "desc-number": skill("name: desc-number\ndescription: 42"),
    "desc-list": skill("name: desc-list\ndescription: [a, b]"),
    "desc-null": skill("name: desc-null\ndescription: null"),
    "desc-date": skill("name: desc-date\ndescription: 2024-01-02"),
    "bad-date": skill("name: bad-date\ndescription: x\nwhen: 2024-13-45"),
    "name-null": skill(f"name: null\ndescription: \"{GOOD_DESC}\""),
    "name-empty": skill(f"name: ''\ndescription: \"{GOOD_DESC}\""),
    "name-number": skill(f"name: 7\ndescription: \"{GOOD_DESC}\""),
    "tabs": skill(f"name: tabs\n\tdescription: \"{GOOD_DESC}\""),
    "crlf": skill(f"name: crlf\ndescription: \"{GOOD_DESC}\"").replace("\n", "\r\n"),
    "lone-cr": skill(f"name: lone-cr\ndescription: \"{GOOD_DESC}\"").replace("\n", "\r"),
    "bom": "\ufeff" + skill(f"name: bom\ndescription: \"{GOOD_DESC}\""),
    "u2028": skill(f"name: u2028\ndescription: \"{GOOD_DESC}\"", "# T\n\nline\u2028line\u2028## Usage\n"),
    "nbsp": skill("name: nbsp\ndescription: \"Formats\u00a0tables. Use\u00a0when asked.\u00a0\u00a0\""),
    "turkish": skill("name: turkish\ndescription: \"\u0130\u015eLEM. USE WHEN \u0130 is dotted.\""),
    "long-line": skill(f"name: long-line\ndescription: \"{GOOD_DESC}\"",
                       "# T\n" + "output " * 200000 + "\n" + "(references/x" * 20000 + "\n"),
    "not-utf8": b"---\nname: x\ndescription: \xff\xfe\n---\n",
    "dashes-in-text": skill("name: dashes\ndescription: \"a---b\""),
    "nul-yaml": skill("name: nul\ndescription: \"a\x00b\""),
    "deep-yaml": skill("name: deep\nx: " + "[" * 5000 + "]" * 5000),
    # PyYAML keeps "\ud83d\udcdd" as two lone surrogates: 18 + 2 = 20 code points, not empty
    "surrogates": skill('name: surrogates\ndescription: "abcdefghijklmnopqr\\ud83d\\udcdd"'),
    "heading-u2028": skill(f"name: heading-u2028\ndescription: \"{GOOD_DESC}\"", "## a\u2028## b\n"),
    "dmi-one": skill("name: dmi-one\ndescription: short\ndisable-model-invocation: 1"),
    "dmi-yes": skill("name: dmi-yes\ndescription: short\ndisable-model-invocation: yes"),
}


def run_oracle(root: str, rels: list[str]) -> dict:
    started = time.monotonic()
    run = subprocess.run([sys.executable, os.path.join(HERE, "oracle.py"), root, "-"],
                         input="\n".join(rels).encode("utf-8"), capture_output=True, check=False)
    check(run.returncode == 0, f"oracle exit {run.returncode}: {run.stderr.decode()[-500:]}")
    check(time.monotonic() - started < 60, "oracle took over a minute on the corner cases")
    return json.loads(run.stdout)


def check_corner_cases() -> None:
    root = tempfile.mkdtemp(prefix="oracle-selftest-")
    try:
        for name, data in CASES.items():
            write(root, f"{name}/SKILL.md", data)
        os.makedirs(os.path.join(root, "empty-folder"))
        # a plugin whose agent glob matches a folder, and one with odd agents
        write(root, "plug-ok/.claude-plugin/plugin.json", "\ufeff{\"name\": null}")
        write(root, "plug-badjson/.claude-plugin/plugin.json", "{")
        write(root, "plug-list/.claude-plugin/plugin.json", "[]")
        write(root, "plug-name/.claude-plugin/plugin.json", "{\"name\": 2}")
        os.makedirs(os.path.join(root, "plug-nojson/.claude-plugin"))
        write(root, "plug-ok/agents/a.md", "---\ndescription: Use PROACTIVELY\ntools: ' , '\nmodel: null\n---\n")
        write(root, "plug-ok/agents/.hidden.md", "---\ndescription: x\n---\n")
        write(root, "plug-ok/skills/b/SKILL.md", skill(f"name: b\ndescription: \"{GOOD_DESC}\""))
        write(root, "plug-ok/skills/a-b/SKILL.md", skill(f"name: a-b\ndescription: \"{GOOD_DESC}\""))
        write(root, "plug-ok/skills/a/SKILL.md", skill("name: a\ndescription: short"))
        write(root, "plug-bad/.claude-plugin/plugin.json", "{}")
        # Python sorts code points: U+FF01 before U+1F600 (UTF-16 order would differ)
        write(root, "plug-sort/.claude-plugin/plugin.json", "{}")
        write(root, "plug-sort/skills/\U0001F600/SKILL.md", skill("name: x\ndescription: short"))
        write(root, "plug-sort/skills/\uff01/SKILL.md", skill(f"name: y\ndescription: \"{GOOD_DESC}\""))
        os.makedirs(os.path.join(root, "plug-bad/agents/dir.md"))
        rels = list(CASES) + ["empty-folder", "missing", "plug-ok", "plug-bad", "plug-badjson", "plug-list",
                              "plug-nojson", "plug-sort", "plug-name"]
        out = run_oracle(root, rels)
    finally:
        shutil.rmtree(root)

    for rel in rels:
        result = out.get(rel, {})
        check("internal error" not in result.get("error", ""), f"{rel}: {result.get('error')}")

    def is_error(rel: str, field: str = "") -> None:
        check("error" in out[rel] and field in out[rel]["error"], f"{rel} should be an error ({field}): {out[rel]}")

    def flags(rel: str) -> list[str]:
        return [a["flag"] for a in out[rel]["static"]["anti_patterns"]]

    def sub(rel: str, key: str) -> float:
        return out[rel]["static"]["sub_scores"][key]

    for rel in ("list-yaml", "scalar-yaml", "not-utf8", "empty-folder", "missing", "plug-bad", "plug-badjson",
                "plug-list", "plug-name"):
        is_error(rel)
    is_error("desc-number", "description")
    is_error("desc-list", "description")
    is_error("desc-date", "description")  # PyYAML makes a datetime.date
    is_error("name-number", "name")
    check(flags("empty-yaml") == ["EMPTY_DESCRIPTION", "MISSING_TRIGGER"], "empty-yaml flags")
    check(flags("desc-null") == ["EMPTY_DESCRIPTION", "MISSING_TRIGGER"], "desc-null flags")
    check(flags("bad-date") == ["EMPTY_DESCRIPTION", "MISSING_TRIGGER"], "bad-date: failed YAML")
    # name null: the folder's name (0.10); name '': no name part
    check(abs(sub("name-null", "frontmatter_quality") - sub("crlf", "frontmatter_quality")) < 1e-12,
          "name-null scored like a name equal to the folder")
    check(abs(sub("name-null", "frontmatter_quality") - sub("name-empty", "frontmatter_quality") - 0.10) < 1e-12,
          "name '' has no name part")
    check(flags("tabs") == ["EMPTY_DESCRIPTION", "MISSING_TRIGGER"], "a tab in YAML fails to parse")
    check(out["crlf"]["static"] == out["lone-cr"]["static"], "CRLF and lone CR read alike")
    check(flags("crlf") == [] and flags("bom") == [], "CRLF and BOM frontmatter found")
    check(flags("nbsp") == [], "NBSP is \\s in a trigger phrase")
    check(flags("turkish") == [], "USE WHEN with IGNORECASE")
    check(flags("dashes-in-text") == ["EMPTY_DESCRIPTION", "MISSING_TRIGGER"], "'---' inside YAML cuts it")
    check(flags("nul-yaml") == ["EMPTY_DESCRIPTION", "MISSING_TRIGGER"], "NUL in YAML fails to parse")
    check(flags("deep-yaml") == ["EMPTY_DESCRIPTION", "MISSING_TRIGGER"], "deep YAML fails to parse")
    check("MISSING_TRIGGER" in flags("dmi-one"), "disable-model-invocation: 1 is not boolean true")
    check("MISSING_TRIGGER" not in flags("dmi-yes"), "disable-model-invocation: yes is YAML 1.1 true")
    check(out["plug-nojson"].get("static", {}).get("score") == oracle.PLUGIN_EMPTY_SCORE, "plug-nojson")
    check(flags("surrogates") == ["MISSING_TRIGGER"], "escaped surrogate pair counts two code points")
    check(sub("heading-u2028", "structural_completeness") == 0.0, "U+2028 does not start a heading line")
    sorted_scores = out["plug-sort"]["static"]["sub_scores"]["skill_scores"]
    check(sorted_scores[0] > sorted_scores[1], "plugin skills in code point order (U+FF01 first)")
    plug = out["plug-ok"]["static"]
    # 0.5 + 0.2 (use proactively); `model: null` is no model; tools ' , ' is empty
    check(plug["sub_scores"]["agent_scores"] == [0.5 + 0.2], f"plug-ok agents {plug['sub_scores']['agent_scores']}")
    check(len(plug["sub_scores"]["skill_scores"]) == 3, "plug-ok has three skills")
    check(flags("plug-ok") == ["EMPTY_DESCRIPTION", "MISSING_TRIGGER"], "plug-ok flags (skill a first)")


def main() -> int:
    check_linear_scans()
    check_corner_cases()
    for failure in FAILURES[:40]:
        print("FAIL", failure)
    print(f"{len(FAILURES)} failure(s)")
    return 1 if FAILURES else 0


if __name__ == "__main__":
    sys.exit(main())
