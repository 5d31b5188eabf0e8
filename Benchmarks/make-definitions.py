#!/usr/bin/env python3
"""Write a large synthetic definitions set for benchmarking intentgen.

At scale 1.0: 1,000 intents with 8 parameters each, 200 enums (5-10 cases) and 200 custom
types (3-6 properties). Every intent has a response with properties and a custom code whose
dialog uses `${property}`. The output is deterministic (fixed seed) and lints clean.

Intents may only use the enums and types of their own file, so by default everything goes into
ONE file, `Large.intents.yml`. With `--files N` the set is split into N self-contained files
(`Large01.intents.yml`, ...), each with its share of intents, enums and types.

With `--app-intents` the set also declares what only the App Intents output makes (issue 30):
a widget for every tenth intent (those eligible for widgets), a Control Widget button for every
tenth intent from the fifth, and App Shortcuts for the first ten intents that may have one (an
app has at most 10, so their number does not grow with the scale). Without it the bytes are
those of the set before issue 30; with it, the same set plus those keys.

    python3 Benchmarks/make-definitions.py OUTDIR [--scale 0.1] [--files 4] [--seed 1] [--app-intents]

Standard library only.
"""

import argparse
import json
import os
import random
import re
import sys

BASE_INTENTS = 1000
BASE_ENUMS = 200
BASE_TYPES = 200

VERBS = ["Order", "Open", "Show", "Start", "Send", "Create", "Find", "Get", "Set", "Book", "Share", "Track",
         "Review", "Plan", "Check", "Play", "Save", "Sync", "Pick", "Browse"]
NOUNS = ["Coffee", "Ticket", "Route", "Recipe", "Invoice", "Playlist", "Workout", "Reminder", "Budget", "Flight",
         "Hotel", "Parcel", "Meeting", "Article", "Photo", "Account", "Garden", "Lesson", "Message", "Station",
         "Balance", "Device", "Report", "Project", "Habit", "Podcast", "Receipt", "Shelf", "Timer", "Vehicle"]
ADJECTIVES = ["Quick", "Daily", "Favorite", "Recent", "Shared", "Local", "Custom", "Smart", "Weekly", "Primary",
              "Bright", "Quiet", "Urgent", "Simple", "Grand", "Compact", "Remote", "Seasonal", "Main", "Spare"]
CASE_WORDS = ["small", "medium", "large", "red", "green", "blue", "north", "south", "east", "west", "morning",
              "evening", "night", "low", "high", "fast", "slow", "indoor", "outdoor", "standard", "premium",
              "basic", "express", "weekly", "monthly", "yearly", "light", "dark", "automatic", "manual", "hot",
              "cold", "single", "double", "family", "solo", "public", "hidden", "pinned", "archived"]
PROPERTY_WORDS = ["name", "label", "amount", "count", "price", "rating", "website", "createdAt", "updatedAt",
                  "isFavorite", "isEnabled", "notes", "code", "total", "link", "level", "score", "owner",
                  "summary", "startDate", "endDate", "distance", "weight", "colorName"]
PARAMETER_NOUNS = ["note", "item", "tip", "alert", "start", "feed", "style", "target", "slot", "entry",
                   "guest", "place", "budget", "goal", "topic", "filter"]
CATEGORIES = ["generic", "information", "order", "start", "share", "create", "search", "download", "set",
              "request"]
SIMPLE_KINDS = ["string", "integer", "decimal", "boolean", "dateComponents", "url"]
WIDGET_FAMILIES = ["[small]", "[small, medium]", "[medium, large]", "[accessoryRectangular, accessoryInline]"]
SYMBOLS = ["star", "bolt", "cart", "bell", "map", "leaf", "flag", "gift"]
MAX_APP_SHORTCUTS = 10  # an app's limit (a `limit` error at the eleventh)

PLAIN = re.compile(r"^[A-Za-z][A-Za-z0-9 .,'!?()-]*$")
YAML_WORDS = {"y", "n", "yes", "no", "on", "off", "true", "false", "null", "dynamic", "static"}


def q(text):
    """A YAML scalar for a piece of text: plain when safe, else a JSON (= YAML) double-quoted string."""
    if PLAIN.match(text) and text.lower() not in YAML_WORDS and not text.endswith(" ") and ": " not in text:
        return text
    return json.dumps(text, ensure_ascii=False)


def words(name):
    """`QuickCoffee0001` -> `Quick Coffee 0001` (display text, as the tool would derive it)."""
    return re.sub(r"(?<=[a-z])(?=[A-Z0-9])", " ", name)


class Builder:
    def __init__(self, seed, app_intents=False):
        self.random = random.Random(seed)
        self.app_intents = app_intents
        self.shortcuts = 0

    def choice(self, items):
        return self.random.choice(items)

    def enum(self, number):
        name = f"{self.choice(ADJECTIVES)}{self.choice(NOUNS)}Kind{number:04d}"
        count = self.random.randint(5, 10)
        cases = self.random.sample(CASE_WORDS, count)
        lines = [f"  {name}:"]
        if number % 3 == 0:
            lines.append(f"    displayName: {q(words(name))}")
        lines.append("    cases:")
        for position, case in enumerate(cases):
            if position == count - 1 and number % 4 == 0:
                lines.append(f"      {case}:")
                lines.append(f"        displayName: {q(case.capitalize())}")
                lines.append(f"        index: {count + 10}")
            elif position % 3 == 2:
                lines.append(f"      {case}: {{}}")
            else:
                lines.append(f"      {case}: {q(case.capitalize() + ' ' + self.choice(NOUNS))}")
        return name, cases, lines

    def custom_type(self, number, enums):
        name = f"{self.choice(ADJECTIVES)}{self.choice(NOUNS)}Item{number:04d}"
        count = self.random.randint(3, 6)
        names = self.random.sample(PROPERTY_WORDS, count)
        lines = [f"  {name}:"]
        if number % 2 == 0:
            lines.append(f"    displayName: {q(words(name))}")
        lines.append("    properties:")
        for position, prop in enumerate(names):
            kind = self.choice(["string", "integer", "decimal", "boolean", "url", "dateComponents", "enum"])
            if kind == "enum" and enums:
                lines.append(f"      {prop}: {self.choice(enums)[0]}")
            elif kind == "integer" and position % 2 == 0:
                lines.append(f"      {prop}:")
                lines.append("        type: integer")
                lines.append(f"        displayName: {q(words(prop).capitalize())}")
                lines.append("        min: 0")
                lines.append("        max: 100")
            elif kind == "decimal":
                lines.append(f"      {prop}: {{ type: decimal, allowsNegative: false }}")
            elif kind == "enum":
                lines.append(f"      {prop}: string")
            else:
                lines.append(f"      {prop}: {kind}")
        if number % 5 == 0:
            lines.append("      tags: [string]")
        return name, lines

    def parameter(self, kind, noun, enums, types, intent_number, has_boolean):
        """Lines of one parameter (indented for `parameters:`), and its name."""
        r = self.random
        p = "      "
        if kind == "string":
            name = f"{noun}Text"
            lines = [f"{p}{name}:", f"{p}  type: string", f"{p}  displayName: {q(noun.capitalize() + ' Text')}",
                     f"{p}  capitalization: {self.choice(['none', 'sentences', 'words'])}",
                     f"{p}  default: {q('Hello from ' + noun)}"]
            if intent_number % 4 == 0:
                lines.insert(3, f"{p}  placeholder: {q('Type a ' + noun)}")
        elif kind == "integer":
            name = f"{noun}Count"
            low = r.randint(0, 10)
            high = low + r.randint(10, 1000)
            control = self.choice(["stepper", "slider", "field"])
            lines = [f"{p}{name}:", f"{p}  type: integer", f"{p}  control: {control}",
                     f"{p}  min: {low}", f"{p}  max: {high}", f"{p}  default: {r.randint(low, high)}"]
        elif kind == "decimal":
            name = f"{noun}Amount"
            lines = [f"{p}{name}:", f"{p}  type: decimal", f"{p}  min: 0", f"{p}  max: 1000",
                     f"{p}  allowsNegative: false", f"{p}  default: {r.randint(0, 9999) / 10}"]
        elif kind == "boolean":
            name = f"{noun}Enabled"
            lines = [f"{p}{name}:", f"{p}  type: boolean", f"{p}  trueDisplayName: On",
                     f"{p}  falseDisplayName: Off", f"{p}  default: {self.choice(['true', 'false'])}"]
        elif kind == "dateComponents":
            name = f"{noun}Date"
            lines = [f"{p}{name}:", f"{p}  type: dateComponents",
                     f"{p}  dateType: {self.choice(['date', 'time', 'dateTime'])}"]
            if has_boolean:
                lines.append(f"{p}  visibleWhen: {{ parameter: {has_boolean}, equals: true }}")
        elif kind == "url":
            name = f"{noun}Link"
            lines = [f"{p}{name}:", f"{p}  type: url",
                     f"{p}  default: https://example.com/{noun}/{intent_number}"]
        elif kind == "enum":
            name = f"{noun}Choice"
            enum_name, cases = self.choice(enums)
            lines = [f"{p}{name}:", f"{p}  type: {enum_name}", f"{p}  default: {self.choice(cases)}"]
        elif kind == "custom":
            name = f"{noun}Object"
            lines = [f"{p}{name}:", f"{p}  type: {self.choice(types)}", f"{p}  options: dynamic",
                     f"{p}  default: dynamic"]
            if intent_number % 3 == 0:
                lines.append(f"{p}  search: true")
            if intent_number % 7 == 0:
                lines.append(f"{p}  resolvable: true")
        elif kind == "array":
            name = f"{noun}List"
            sizes = f"{{ small: {r.randint(1, 2)}, medium: {r.randint(2, 4)}, large: {r.randint(4, 8)} }}"
            if intent_number % 2 == 0:
                lines = [f"{p}{name}:", f"{p}  type: [{self.choice(types)}]", f"{p}  arraySizes: {sizes}",
                         f"{p}  options: dynamic", f"{p}  default: dynamic"]
            else:
                lines = [f"{p}{name}:", f"{p}  type: [string]", f"{p}  arraySizes: {sizes}"]
        else:
            raise ValueError(kind)
        return name, lines

    def intent(self, number, enums, types):
        name = f"{self.choice(VERBS)}{self.choice(NOUNS)}{number:04d}"
        category = CATEGORIES[number % len(CATEGORIES)]
        lines = [f"  {name}:"]
        if number % 10 == 0:
            lines += ["    title:", f"      en: {q(words(name))}", f"      ja: {q(words(name) + ' (日本語)')}"]
        else:
            lines.append(f"    title: {q(words(name))}")
        lines.append(f"    description: {q('Does ' + words(name).lower() + ' for the benchmark.')}")
        lines.append(f"    category: {category}")
        lines.append(f"    eligibleForWidgets: {'true' if number % 2 == 0 else 'false'}")
        if number % 3 == 0:
            lines.append("    eligibleForSuggestions: false")
        # 8 parameters: five of the six simple kinds (rotating which is left out), an enum, a
        # custom type with dynamic options and a dynamic default, and an array with arraySizes.
        dropped = SIMPLE_KINDS[number % len(SIMPLE_KINDS)]
        kinds = [k for k in SIMPLE_KINDS if k != dropped] + ["enum", "custom", "array"]
        nouns = self.random.sample(PARAMETER_NOUNS, len(kinds))
        lines.append("    parameters:")
        parameter_names = []
        boolean_parent = None
        for kind, noun in zip(kinds, nouns):
            pname, plines = self.parameter(kind, noun, enums, types, number, boolean_parent)
            if kind == "boolean":
                boolean_parent = pname
            parameter_names.append(pname)
            lines += plines
        first, second = parameter_names[0], parameter_names[1]
        lines += ["    summaries:",
                  f"      - parameters: [{first}, {second}]",
                  f"        title: {q(words(name).split(' ')[0] + ' ${' + first + '} with ${' + second + '}')}"]
        noun = self.choice(NOUNS)
        result = f"{noun.lower()}Summary"
        lines += ["    response:",
                  f"      output: {result}",
                  "      properties:",
                  f"        {result}: string",
                  f"        {noun.lower()}Total: {{ type: integer, displayName: {q(noun + ' Total')} }}",
                  "      codes:",
                  f"        success: {{ dialog: {q('Done: ${' + result + '}.')} }}",
                  f"        failure{noun}Missing:",
                  "          success: false",
                  f"          dialog: {q('Sorry, I could not find ${' + result + '}.')}",
                  f"          conciseDialog: {q('Not found.')}"]
        widget_lines, control_lines = [], []
        if self.app_intents:
            choice = parameter_names[kinds.index("enum")]
            lines += self.shortcut(name, number, choice)
            widget_lines, control_lines = self.widget_and_control(name, number)
        return lines, widget_lines, control_lines

    def shortcut(self, name, number, choice):
        """An intent's `shortcut:` lines, for the first ten intents that Shortcuts shows.

        An App Shortcut needs a discoverable intent: one eligible for suggestions or widgets
        (`number % 3 == 0` turns suggestions off, odd numbers are not eligible for widgets). Its
        phrase names the intent's enum parameter, which Siri can fill from the enum's cases.
        Deterministic, without the random generator, so the rest of the set stays the same."""
        if self.shortcuts >= MAX_APP_SHORTCUTS or (number % 3 == 0 and number % 2 == 1):
            return []
        self.shortcuts += 1
        title = words(name)
        lines = ["    shortcut:", "      phrases:", "        en:",
                 f"          - {q(title + ' with ${' + choice + '} in ${applicationName}')}",
                 f"          - {q(title + ' in ${applicationName}')}"]
        if number % 2 == 0:
            lines += ["        ja:", f"          - {q('${applicationName}で' + title + '（${' + choice + '}）')}"]
        lines += [f"      shortTitle: {q(title.split(' ')[0])}", f"      symbol: {SYMBOLS[number % len(SYMBOLS)]}"]
        return lines

    def widget_and_control(self, name, number):
        """The `widgets:` and `controls:` entries an intent configures or runs (indented for them).

        Every tenth intent (even, so eligible for widgets) configures a widget; every tenth from
        the fifth (odd, so not a widget-only configuration intent) is a control's button action."""
        widget_lines, control_lines = [], []
        if number % 10 == 0:
            widget_lines = [f"  {name}Widget:", f"    kind: com.example.widget.{name.lower()}",
                            f"    displayName: {q(words(name) + ' Widget')}",
                            f"    description: {q('Shows ' + words(name).lower() + '.')}",
                            f"    families: {WIDGET_FAMILIES[number // 10 % len(WIDGET_FAMILIES)]}",
                            f"    intent: {name}"]
            if number % 30 == 0:
                widget_lines.append("    contentMarginsDisabled: true")
        elif number % 10 == 5:
            control_lines = [f"  {name}Control:", f"    kind: com.example.control.{name.lower()}",
                             f"    symbol: {SYMBOLS[number % len(SYMBOLS)]}", f"    action: {name}"]
            if number % 20 == 5:
                control_lines.append("    tint: blue")
        return widget_lines, control_lines


def generate(scale, files, seed, app_intents=False):
    """Returns a list of (file name, text)."""
    intents = max(1, round(BASE_INTENTS * scale))
    enum_count = max(1, round(BASE_ENUMS * scale))
    type_count = max(1, round(BASE_TYPES * scale))
    if files > min(intents, enum_count, type_count):
        sys.exit(f"--files {files} is more than the smallest count at this scale "
                 f"({intents} intents, {enum_count} enums, {type_count} types)")
    builder = Builder(seed, app_intents)

    def chunk(count, index):
        return range(count * index // files, count * (index + 1) // files)

    result = []
    for index in range(files):
        enums, types = [], []
        body = ["# Synthetic benchmark definitions written by Benchmarks/make-definitions.py; do not edit.",
                f"# scale {scale}, file {index + 1} of {files}, seed {seed}", "language: en", ""]
        enum_lines, type_lines, intent_lines, widget_lines, control_lines = [], [], [], [], []
        for number in chunk(enum_count, index):
            name, cases, lines = builder.enum(number + 1)
            enums.append((name, cases))
            enum_lines += lines
        for number in chunk(type_count, index):
            name, lines = builder.custom_type(number + 1, enums)
            types.append(name)
            type_lines += lines
        for number in chunk(intents, index):
            lines, widgets, controls = builder.intent(number + 1, enums, types)
            intent_lines += lines
            widget_lines += widgets
            control_lines += controls
        body += ["intents:"] + intent_lines + ["", "enums:"] + enum_lines + ["", "types:"] + type_lines
        if widget_lines:
            body += ["", "widgets:"] + widget_lines
        if control_lines:
            body += ["", "controls:"] + control_lines
        file_name = "Large.intents.yml" if files == 1 else f"Large{index + 1:02d}.intents.yml"
        result.append((file_name, "\n".join(body) + "\n"))
    return result


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("outdir", help="folder to write the definitions into (created when missing)")
    parser.add_argument("--scale", type=float, default=1.0, help="size factor (1.0 = 1,000 intents)")
    parser.add_argument("--files", type=int, default=1, help="split into N self-contained files")
    parser.add_argument("--seed", type=int, default=1, help="random seed (default 1)")
    parser.add_argument("--app-intents", action="store_true",
                        help="also declare widgets, controls and App Shortcuts (the App Intents output's own features)")
    args = parser.parse_args()
    if args.scale <= 0 or args.files < 1:
        parser.error("--scale must be positive and --files at least 1")
    os.makedirs(args.outdir, exist_ok=True)
    total = 0
    for name, text in generate(args.scale, args.files, args.seed, args.app_intents):
        data = text.encode("utf-8")
        with open(os.path.join(args.outdir, name), "wb") as handle:
            handle.write(data)
        total += len(data)
    print(f"wrote {args.files} file(s), {total} bytes, into {args.outdir}")


if __name__ == "__main__":
    main()
