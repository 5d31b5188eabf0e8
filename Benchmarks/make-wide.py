#!/usr/bin/env python3
"""Writes definitions whose intents, responses and enums are wide or narrow, for the check in
Benchmarks/run.sh that no per-definition work grows faster than linearly.

    python3 make-wide.py OUT.intents.yml --members 1000 --intents 1    # one very wide intent
    python3 make-wide.py OUT.intents.yml --members 100 --intents 10    # the same amount, narrow

Each intent has MEMBERS parameters (every second one `visibleWhen` the one before), MEMBERS / 10
summaries, a response with MEMBERS properties and MEMBERS codes whose dialogs name a property;
one enum has MEMBERS cases. Both commands above write files of about the same size.
"""
import argparse

parser = argparse.ArgumentParser()
parser.add_argument("out")
parser.add_argument("--members", type=int, default=1000)
parser.add_argument("--intents", type=int, default=1)
options = parser.parse_args()
members = options.members

lines = ["intents:"]
for intent in range(options.intents):
    lines += [f"  Wide{intent}:", "    parameters:"]
    for p in range(members):
        lines += [f"      p{p}:", "        type: boolean" if p % 2 == 0 else "        type: string"]
        if p % 2 == 1:
            lines.append(f"        visibleWhen: {{ parameter: p{p - 1}, equals: true }}")
    lines.append("    summaries:")
    for s in range(members // 10):
        lines += [f"      - parameters: [p{s}, p{s + 1}]", f"        title: Do ${{p{s}}} ${{p{s + 1}}}"]
    lines += ["    response:", "      properties:"]
    lines += [f"        r{p}: string" for p in range(members)]
    lines.append("      codes:")
    lines += [f"        failureCode{c}: Failed with ${{r{c}}}." for c in range(members)]
lines += ["enums:", "  Kind:", "    cases: [" + ", ".join(f"c{c}" for c in range(members)) + "]"]
with open(options.out, "w") as out:
    out.write("\n".join(lines) + "\n")
