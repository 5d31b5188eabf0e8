#!/usr/bin/env python3
"""Writes the inputs of issue 12's "bounded time and memory" cases, for `Benchmarks/run.sh hostile`.

    python3 make-hostile.py OUTDIR [--scale F]

Each case is a file (or a folder) in OUTDIR, the same bytes every time. `--scale` shrinks the
large cases for a quick look (the limits are then not reached).

| file | what it is |
|---|---|
| `flat-list.yml` | one flat block list (`- a`) just under the 64 MiB file limit |
| `flow-list.yml` | one flat flow list (`[a,a,…]`, two bytes a node) just under the 64 MiB limit |
| `unknown-keys.intents.yml` | one intent with 990,000 unknown keys (15 MB, just under the node limit) |
| `alias-1m.intents.yml` | a 1 MiB scalar behind an anchor, aliased 110 times (1 MB of input) |
| `alias-10m.intents.yml` | the same with a 10 MiB scalar (10 MB of input) |
| `wide.intents.yml` | 5,000 intents of 200 `string` parameters each (18.6 MB) |
| `members.intents.yml` | 250 intents of 200 parameters: 50,000 members, the most a file may declare |
| `cases.intents.yml` | 50 enums of 1,000 cases written `[a, b, …]`: 50,000 members in few bytes |
| `long-text.intents.yml` | 4,000 intents with a 16 KiB description each, just under 64 MiB |
| `spec-var/project.yml` | a spec using `${BIG}` 10,000 times; run it with BIG set to 120 KB (`big-var.txt`) |
| `large.plist` | an XML property list of 216 MB (an array of strings) |
| `targets/project.yml` | 10,000 targets sharing one definitions folder (`targets/Defs`) |
| `template/project.yml` | a 1 MiB target template applied to 1,000 targets |
"""
import argparse
import os

parser = argparse.ArgumentParser()
parser.add_argument("out")
parser.add_argument("--scale", type=float, default=1.0)
options = parser.parse_args()
out = options.out
scale = options.scale
os.makedirs(out, exist_ok=True)
LIMIT = 64 << 20


def scaled(count):
    return max(1, int(count * scale))


def write(name, chunks):
    path = os.path.join(out, name)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as file:
        for chunk in chunks:
            file.write(chunk)


# One flat list, as large as the file limit allows.
items = scaled((LIMIT - 16) // 4)
write("flat-list.yml", ["- a\n" * 4096 for _ in range(items // 4096)])
flow = scaled((LIMIT - 16) // 2)
write("flow-list.yml", ["[", "a," * (flow - 1), "a]\n"])

# Unknown keys: each one an error with a hint.
keys = scaled(990_000)
write("unknown-keys.intents.yml",
      ["intents:\n  Go:\n    title: Go\n"] + [f"    k{index}: 1\n" for index in range(keys)])


def alias_case(name, size):
    uses = 110
    lines = ["intents:\n", "  Go:\n", "    title: &big " + "x" * size + "\n", "    parameters:\n"]
    lines += [f"      p{index}: {{ type: string, displayName: *big }}\n" for index in range(uses - 1)]
    lines.append("    description: *big\n")
    write(name, lines)


alias_case("alias-1m.intents.yml", scaled(1 << 20))
alias_case("alias-10m.intents.yml", scaled(10 << 20))


def intents_with_parameters(count, parameters):
    yield "intents:\n"
    for intent in range(count):
        yield f"  Intent{intent}:\n    parameters:\n"
        yield "".join(f"      p{index}: string\n" for index in range(parameters))


write("wide.intents.yml", intents_with_parameters(scaled(5000), 200))
write("members.intents.yml", intents_with_parameters(scaled(250), 200))
write("cases.intents.yml", ["enums:\n"] + [
    f"  Kind{enum}:\n    cases: [" + ", ".join(f"c{index}" for index in range(1000)) + "]\n"
    for enum in range(scaled(50))])

# Large text within every limit: 4,000 descriptions of 16 KiB.
text = ("Lorem ipsum dolor sit amet, consectetur adipiscing elit. " * 300)[:16 << 10]
write("long-text.intents.yml", ["intents:\n"] + [
    f"  Intent{intent}:\n    description: \"{text}\"\n    parameters:\n      name: string\n"
    for intent in range(scaled(4000))])

# Issue 27: 5,000 controls with kinds of their own (each checked against the others), and 2,000
# intents with widgets, toggles and shared options providers for App Intents output.
controls = scaled(5000)
write("controls.intents.yml",
      ["intents:\n  Go:\n    title: Go\n    parameters:\n      value: boolean\ncontrols:\n"]
      + [f"  C{index}: {{ kind: com.example.k{index}, action: Go, symbol: star }}\n" for index in range(controls)])
apps = scaled(2000)
write("app-intents.intents.yml",
      ["intents:\n"]
      + [f"  Do{index}:\n    title: Do {index}\n    eligibleForWidgets: true\n    parameters:\n"
         f"      name: {{ type: string, default: n{index} }}\n      value: boolean\n"
         f"      tag: {{ type: string, options: dynamic, optionsProvider: P{index % 7} }}\n" for index in range(apps)]
      + ["widgets:\n"] + [f"  W{index}: {{ kind: w{index}, intent: Do{index} }}\n" for index in range(apps)]
      + ["controls:\n"]
      + [f"  T{index}: {{ kind: t{index}, action: Do{index}, symbol: star, style: toggle }}\n" for index in range(apps)])

# 2,000 intents translated into two languages, for the import of a large localized definition.
localized = scaled(2000)
write("localized.intents.yml",
      ["language: en\nintents:\n"]
      + [f"  Do{index}:\n    title: {{ en: Do {index}, ja: 事{index}, fr: Faire {index} }}\n    parameters:\n"
         f"      name: {{ type: string, displayName: {{ en: Name {index}, ja: 名前{index}, fr: Nom {index} }} }}\n"
         for index in range(localized)])

# A spec with a large environment variable used 10,000 times (in keys intentgen ignores).
uses = scaled(10_000)
write("spec-var/project.yml",
      ["name: Big\nsettings:\n"] + [f"  S{index}: ${{BIG}}\n" for index in range(uses)] + ["targets: {}\n"])
write("spec-var/big-var.txt", ["v" * scaled(120_000)])

# A 216 MB property list.
strings = scaled(216_000_000 // 32)
write("large.plist",
      ['<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0">\n<array>\n']
      + ["\t<string>abcdefghijklm</string>\n" * 1000 for _ in range(strings // 1000)]
      + ["</array>\n</plist>\n"])

# 10,000 targets that all take their definitions from one folder.
targets = scaled(10_000)
write("targets/Defs/Small.intents.yml", ["intents:\n  Go:\n    parameters:\n      name: string\n"])
write("targets/project.yml",
      ["name: Many\ntargets:\n"]
      + [f"  T{index}:\n    type: framework\n    platform: iOS\n    sources: [Defs]\n"
         f"    intentgen: {{ output: Out/T{index} }}\n" for index in range(targets)])

# A 1 MiB template (20,000 settings) that 1,000 targets use.
settings = scaled(20_000)
users = scaled(1_000)
write("template/Defs/Small.intents.yml", ["intents:\n  Go:\n    parameters:\n      name: string\n"])
write("template/project.yml",
      ["name: Templates\ntargetTemplates:\n  Big:\n    type: framework\n    platform: iOS\n    sources: [Defs]\n"
       "    intentgen: { output: \"Out/${target_name}\" }\n    settings:\n"]
      + [f"      SETTING_{index}: value-{index}-abcdefghijklmnopqrstuvwxyz\n" for index in range(settings)]
      + ["targets:\n"] + [f"  T{index}: {{ templates: [Big] }}\n" for index in range(users)])
