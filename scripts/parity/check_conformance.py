#!/usr/bin/env python3
"""Runs oracle.py on every case of fixtures/conformance and compares with expected.json.

Same rules as __tests__/conformance: every number to 1e-6; kind, badge, grades, confidence,
dimension names and anti-pattern flags exactly, in order; the same sub-score keys.
Prints one line per failing case and a summary; exits 1 when a case fails.

    python3 scripts/parity/check_conformance.py [CONFORMANCE_DIR]

Spec text vs expected.json: no disagreement found; the oracle follows SCORING.md as written
(including its Arithmetic paragraph, e.g. 0.7 * 0.1 / 0.1 graded D+ in `minimal`, and the plugin
order giving exactly 90.0 in `plugin-agent-09`) and matches all 66 cases.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_DIR = os.path.join(HERE, "..", "..", "fixtures", "conformance")
TOLERANCE = 1e-6


def near(problems: list[str], what: str, got, want) -> None:
    if not isinstance(got, (int, float)) or isinstance(got, bool) or not abs(got - want) <= TOLERANCE:
        problems.append(f"{what}: got {got!r}, expected {want!r}")


def same(problems: list[str], what: str, got, want) -> None:
    if got != want:
        problems.append(f"{what}: got {got!r}, expected {want!r}")


def compare(got: dict, want: dict) -> list[str]:
    problems: list[str] = []
    if "error" in got:
        return [f"error: {got['error']}"]
    same(problems, "kind", got["kind"], want["kind"])
    gc, wc = got["composite"], want["composite"]
    near(problems, "composite.score", gc["score"], wc["score"])
    same(problems, "badge", gc["badge"], wc["badge"])
    near(problems, "penalty", gc["anti_pattern_penalty"], wc["anti_pattern_penalty"])
    same(problems, "confidence_label", gc["confidence_label"], wc["confidence_label"])
    same(problems, "dimension names", [d["name"] for d in gc["dimensions"]],
         [d["name"] for d in wc["dimensions"]])
    for g, w in zip(gc["dimensions"], wc["dimensions"]):
        near(problems, f"dimension {w['name']}", g["score"], w["score"])
        near(problems, f"weight {w['name']}", g["weight"], w["weight"])
        same(problems, f"grade {w['name']}", g["grade"], w["grade"])
    gs, ws = got["static"], want["static"]
    near(problems, "static.score", gs["score"], ws["score"])
    same(problems, "sub-score keys", sorted(gs["sub_scores"]), sorted(ws["sub_scores"]))
    for key, value in ws["sub_scores"].items():
        mine = gs["sub_scores"].get(key)
        if isinstance(value, list):
            if not isinstance(mine, list) or len(mine) != len(value):
                problems.append(f"{key}: got {mine!r}, expected {value!r}")
                continue
            for i, (a, b) in enumerate(zip(mine, value)):
                near(problems, f"{key}[{i}]", a, b)
        else:
            near(problems, f"sub_score {key}", mine, value)
    same(problems, "flags", [a["flag"] for a in gs["anti_patterns"]],
         [a["flag"] for a in ws["anti_patterns"]])
    for g, w in zip(gs["anti_patterns"], ws["anti_patterns"]):
        near(problems, f"severity {w['flag']}", g["severity"], w["severity"])
    return problems


def main() -> int:
    base = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else DEFAULT_DIR)
    with open(os.path.join(base, "expected.json"), encoding="utf-8") as handle:
        expected = json.load(handle)
    names = sorted(expected)
    run = subprocess.run([sys.executable, os.path.join(HERE, "oracle.py"), os.path.join(base, "cases"), "-"],
                         input="\n".join(names) + "\n", capture_output=True, text=True, check=False)
    if run.returncode != 0:
        print(f"oracle.py exited {run.returncode}: {run.stderr}")
        return 1
    results = json.loads(run.stdout)
    failed = 0
    for name in names:
        problems = compare(results.get(name, {"error": "missing from the output"}), expected[name])
        if problems:
            failed += 1
            print(f"FAIL {name}: " + "; ".join(problems))
    print(f"{len(names) - failed}/{len(names)} conformance cases match expected.json")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
