"""Shared helpers for the conformance scripts: run inputs through `keystroke batch`
and tally verdict disagreements against a reference.

Not part of CI. The CLI binary defaults to .build/debug/keystroke (build it with
`swift build --product keystroke`); set KEYSTROKE_BIN to use another (a release build
is faster for millions of lines).
"""
import json
import os
import subprocess
from collections import Counter, defaultdict

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
BIN = os.environ.get("KEYSTROKE_BIN", os.path.join(ROOT, ".build", "debug", "keystroke"))


def validate_all(fmt, inputs):
    """Validates every input with format id `fmt`; returns (valid, code) per input."""
    lines = "".join(json.dumps({"op": "validate", "format": fmt, "input": s}) + "\n" for s in inputs)
    out = subprocess.run([BIN, "batch"], input=lines.encode(), capture_output=True, check=True).stdout
    answers = []
    for line in out.decode().splitlines():
        reply = json.loads(line)
        if not reply.get("ok"):
            raise RuntimeError(f"CLI refused a request: {reply}")
        answers.append((reply["valid"], reply.get("code")))
    if len(answers) != len(inputs):
        raise RuntimeError(f"{len(inputs)} inputs but {len(answers)} answers")
    return answers


class Tally:
    """Counts values compared and disagreements by class, keeping a few examples of each."""

    def __init__(self, name):
        self.name = name
        self.compared = 0
        self.classes = Counter()
        self.examples = defaultdict(list)

    def add(self, value, ours, reference, classify=None):
        """`ours` is (valid, code); `reference` the reference's verdict (bool).
        `classify(value, ours, reference)` names a known disagreement class, or None for unexplained."""
        self.compared += 1
        if ours[0] == reference:
            return
        label = (classify(value, ours, reference) if classify else None) or "UNEXPLAINED"
        self.classes[label] += 1
        if len(self.examples[label]) < 3:
            self.examples[label].append((value, ours, reference))

    def add_code(self, value, ours, expected_codes, label):
        """When both refuse: counts our code falling outside `expected_codes` (the reference's error class)."""
        if ours[0] or expected_codes is None:
            return
        self.codes_compared = getattr(self, "codes_compared", 0) + 1
        if ours[1] not in expected_codes:
            self.add(value, ours, not ours[0], lambda *_: f"error code class: {label} → {ours[1]}")
            self.compared -= 1

    def report(self):
        total = sum(self.classes.values())
        codes = f", {self.codes_compared} error codes compared" if hasattr(self, "codes_compared") else ""
        print(f"{self.name}: {self.compared} compared{codes}, {total} disagreements")
        for label, count in self.classes.most_common():
            print(f"  {count:8d}  {label}")
            for value, ours, reference in self.examples[label]:
                print(f"            e.g. {value!r}: ours={ours} reference={reference}")
        return self.classes.get("UNEXPLAINED", 0)


def mutations(rng, value, alphabet):
    """Single-character substitutions, an adjacent transposition, a dropped and an added character."""
    out = []
    i = rng.randrange(len(value))
    out.append(value[:i] + rng.choice(alphabet.replace(value[i], "")) + value[i + 1:])
    if len(value) > 1:
        j = rng.randrange(len(value) - 1)
        out.append(value[:j] + value[j + 1] + value[j] + value[j + 2:])
    out.append(value[:i] + value[i + 1:])
    out.append(value[:i] + rng.choice(alphabet) + value[i:])
    return out
