#!/usr/bin/env python3
"""Conformance of `phone` and `phone:REGION` with libphonenumber (the `phonenumbers` package).

Reference: phonenumbers 9.0.43 (pip install phonenumbers==9.0.43), the same version the
metadata is generated from (Scripts/generate-phone-metadata.py).

What is compared, for every supported region:
- typing, key by key: `phone` fed the digits of each example number (every type) and of
  random and near-valid numbers, against AsYouTypeFormatter("ZZ") fed "+" and the same digits
  (with and without a typed "+"); `phone:REGION` fed the national dialling digits against
  AsYouTypeFormatter(REGION);
- editing in the middle: Backspace on a digit in the middle, a digit typed in the middle and
  a paste over a selection, against AsYouTypeFormatter fed the digits left in the field, and
  the caret after the same digit;
- validation: `validate` against parse + is_valid_number, region_code_for_number,
  number_type, E.164 and the INTERNATIONAL (phone) or NATIONAL (phone:REGION) format, on
  example, random and near-valid numbers.

    pip install phonenumbers==9.0.43
    swift build --product keystroke
    python3 Scripts/conformance/phone.py [--per-region N]

Exits 1 when a difference is left that no documented class explains.
"""

import json
import random
import subprocess
import sys
from collections import Counter, defaultdict

import phonenumbers as pn
from phonenumbers import PhoneNumberType as T
from phonenumbers.asyoutypeformatter import AsYouTypeFormatter

import phone_written
from common import BIN

PINNED = "9.0.43"
TYPES = {
    T.FIXED_LINE: "fixedLine", T.MOBILE: "mobile", T.FIXED_LINE_OR_MOBILE: "fixedLineOrMobile",
    T.TOLL_FREE: "tollFree", T.PREMIUM_RATE: "premiumRate", T.SHARED_COST: "sharedCost", T.VOIP: "voip",
    T.PERSONAL_NUMBER: "personalNumber", T.PAGER: "pager", T.UAN: "uan", T.VOICEMAIL: "voicemail",
}


def aytf(region, keys):
    """Every output of libphonenumber's as-you-type formatter for `keys`."""
    formatter = AsYouTypeFormatter(region)
    return [formatter.input_digit(k) for k in keys]


class Results:
    def __init__(self):
        self.compared = Counter()
        self.differences = defaultdict(list)

    def check(self, kind, equal, example):
        self.compared[kind] += 1
        if not equal:
            self.differences[kind].append(example)

    def report(self):
        unexplained = 0
        for kind in sorted(self.compared):
            bad = self.differences[kind]
            unexplained += len(bad)
            print(f"{kind}: {self.compared[kind]} compared, {len(bad)} differences")
            for example in bad[:5]:
                print(f"    e.g. {example}")
        return unexplained


def batch(requests):
    lines = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in requests)
    out = subprocess.run([BIN, "batch"], input=lines.encode(), capture_output=True, check=True).stdout.decode()
    replies = [json.loads(line) for line in out.splitlines()]
    assert len(replies) == len(requests), (len(replies), len(requests))
    return replies


def samples(rng, per_region):
    """(region, E.164 digits without +, national dialling digits, kind) for every region."""
    out = []
    for region in sorted(pn.SUPPORTED_REGIONS):
        meta = pn.PhoneMetadata.metadata_for_region(region)
        code = meta.country_code
        numbers = []
        for t in TYPES:
            example = pn.example_number_for_type(region, t)
            if example is not None:
                numbers.append((pn.national_significant_number(example), "example"))
        lengths = [n for n in meta.general_desc.possible_length if n > 0] or [8]
        for _ in range(per_region):
            length = rng.choice(lengths)
            numbers.append(("".join(rng.choice("0123456789") for _ in range(length)), "random"))
        for nsn, _ in list(numbers):
            i = rng.randrange(len(nsn))
            numbers.append((nsn[:i] + rng.choice("0123456789") + nsn[i + 1:], "mutant"))
            numbers.append((nsn[:i] + nsn[i + 1:], "shorter"))
            numbers.append((nsn + rng.choice("0123456789"), "longer"))
        for nsn, kind in numbers:
            if not nsn:
                continue
            try:
                parsed = pn.parse("+%d%s" % (code, nsn), None)
                national = pn.normalize_digits_only(pn.format_number(parsed, pn.PhoneNumberFormat.NATIONAL))
            except pn.NumberParseException:
                national = nsn
            out.append((region, "%d%s" % (code, nsn), national or nsn, kind))
    return out


def main():
    if pn.__version__ != PINNED:
        sys.exit(f"phonenumbers {PINNED} is pinned, found {pn.__version__}")
    per_region = 20
    if "--per-region" in sys.argv:
        per_region = int(sys.argv[sys.argv.index("--per-region") + 1])
    rng = random.Random(12)
    cases = samples(rng, per_region)
    results = Results()

    # Typing, key by key.
    requests, expected = [], []
    for region, e164, national, kind in cases:
        requests.append({"op": "type", "format": "phone", "keys": e164})
        expected.append(("typing phone (no +)", e164, aytf("ZZ", "+" + e164)[1:]))
        requests.append({"op": "type", "format": "phone", "keys": "+" + e164})
        expected.append(("typing phone (+)", "+" + e164, aytf("ZZ", "+" + e164)))
        requests.append({"op": "type", "format": "phone:" + region, "keys": national})
        expected.append((f"typing phone:REGION", f"{region} {national}", aytf(region, national)))
    for reply, (kind, keys, reference) in zip(batch(requests), expected):
        texts = [step["text"] for step in reply.get("steps", [])]
        results.check(kind, texts == reference, (keys, texts[-3:], reference[-3:]))

    # Editing in the middle: Backspace on a middle digit, a digit typed in the middle, a paste over a selection.
    requests, expected = [], []
    for region, e164, national, kind in cases[::3]:
        if len(national) < 4:
            continue
        typed = aytf(region, national)[-1]
        digit_positions = [i for i, c in enumerate(typed) if c.isdigit()]
        k = len(digit_positions) // 2
        after = digit_positions[k] + 1
        left = national[:k] + national[k + 1:]
        requests.append({"op": "type", "format": "phone:" + region, "initial": national,
                         "edits": [{"caret": after}, {"backspace": 1}]})
        expected.append(("edit: backspace in the middle", f"{region} {national} @{after}", aytf(region, left)[-1] if left else "", k))
        inserted = national[:k + 1] + "5" + national[k + 1:]
        requests.append({"op": "type", "format": "phone:" + region, "initial": national,
                         "edits": [{"caret": after}, {"insert": "5"}]})
        expected.append(("edit: digit typed in the middle", f"{region} {national} @{after}", aytf(region, inserted)[-1], k + 2))
        start, end = digit_positions[1], digit_positions[min(3, len(digit_positions) - 1)] + 1
        pasted = national[:1] + "77" + national[len([p for p in digit_positions if p < end]):]
        requests.append({"op": "type", "format": "phone:" + region, "initial": national,
                         "edits": [{"select": [start, end]}, {"paste": "77"}]})
        expected.append(("edit: paste over a selection", f"{region} {national} [{start},{end})", aytf(region, pasted)[-1], 3))
    for reply, (kind, label, reference, digits_before) in zip(batch(requests), expected):
        step = reply["steps"][-1] if reply.get("steps") else {}
        text = step.get("text")
        caret = step.get("caret", -1)
        caret_ok = sum(c.isdigit() for c in (text or "")[:caret]) == digits_before if text else False
        results.check(kind, text == reference, (label, text, reference))
        results.check(kind + " (caret after the same digit)", caret_ok, (label, text, caret))

    # Validation.
    requests, expected = [], []
    for region, e164, national, kind in cases:
        try:
            number = pn.parse("+" + e164, None)
            valid = pn.is_valid_number(number)
        except pn.NumberParseException:
            number, valid = None, False
        reference = None
        if valid:
            reference = (pn.format_number(number, pn.PhoneNumberFormat.E164),
                         pn.format_number(number, pn.PhoneNumberFormat.INTERNATIONAL),
                         pn.region_code_for_number(number), TYPES.get(pn.number_type(number)))
        requests.append({"op": "validate", "format": "phone", "input": "+" + e164})
        expected.append(("validate phone", "+" + e164, reference))
        try:
            local = pn.parse(national, region)
            local_valid = pn.is_valid_number(local)
        except pn.NumberParseException:
            local, local_valid = None, False
        reference = None
        if local_valid:
            same = local.country_code == pn.country_code_for_region(region)
            reference = (pn.format_number(local, pn.PhoneNumberFormat.E164),
                         pn.format_number(local, pn.PhoneNumberFormat.NATIONAL if same else pn.PhoneNumberFormat.INTERNATIONAL),
                         pn.region_code_for_number(local), TYPES.get(pn.number_type(local)))
        requests.append({"op": "validate", "format": "phone:" + region, "input": national})
        expected.append(("validate phone:REGION", f"{region} {national}", reference))
    for reply, (kind, value, reference) in zip(batch(requests), expected):
        ours = (reply["value"], reply["text"], reply.get("region"), reply.get("numberType")) if reply.get("valid") else None
        results.check(kind + " (verdict)", (ours is None) == (reference is None), (value, ours, reference))
        if ours is not None and reference is not None:
            results.check(kind + " (value, text, region, type)", ours == reference, (value, ours, reference))

    # Numbers as people write them: extensions, 00, IDDs, vanity letters, tel: URIs, other
    # digits and national input to `phone` (Scripts/conformance/phone_written.py).
    written = phone_written.cases(random.Random(26))
    replies = batch([{"op": "validate", "format": fid, "input": text} for _, fid, text, _ in written])
    for case, reply in zip(written, replies):
        kind, fid, text, expected = case
        results.check("written: " + kind, phone_written.compare(case, reply), (fid, text, reply, expected))

    unexplained = results.report()
    sys.exit(1 if unexplained else 0)


if __name__ == "__main__":
    main()
