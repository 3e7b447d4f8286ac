"""Conformance of the `email` format.

Our rule (issue 4): the WHATWG HTML "valid e-mail address" production, plus no two dots in
a row, no dot at either end of the local part, domain labels of at most 63 characters, at
most 254 characters in all, whitespace around the address refused (strict reads never
trim), and (issue 16) a dot in the
domain (`email:local` drops that last rule, as WHATWG does).

References:
- exact: the WHATWG production written as a Python regex (from the HTML standard's
  text) plus the extra rules above; every disagreement with it is a bug on one side.
- loose: email-validator 2.x (pip install email-validator), `validate_email(...,
  check_deliverability=False)`, an RFC 5321/5322-based validator. Differences are
  expected and classified (it allows Unicode, requires a dot in the domain, refuses
  special-use domains and numeric TLDs, limits the local part to 64 octets, …).

Inputs, seeded: addresses assembled from random local parts (WHATWG atext specials, dots
in every position, Unicode letters, quotes, spaces) and domains (labels of 1–70
characters, hyphens at the edges, numeric labels, single labels, IP literals), around the
254 length limit, and single-character mutations of valid ones.

Run from the repository root after `swift build --product keystroke`:
    python3 Scripts/conformance/email.py [N]      (default 100000)
Exit status 1 when an unexplained disagreement with the exact rule is left.
"""
import random
import re
import sys

import email_validator

from common import Tally, mutations, validate_all

SEED = 20261121
ATEXT = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.!#$%&'*+/=?^_`{|}~-"
LABEL = "abcdefghijklmnopqrstuvwxyz0123456789-"
WHATWG = re.compile(r"[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?"
                    r"(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*")
WHITESPACE = " \t\n\r\f"


def exact_rule(text):
    address = text
    if address.strip(WHITESPACE) != address or len(address) > 254 or not WHATWG.fullmatch(address):
        return False
    local, domain_part = address.split("@")
    return (".." not in address and not local.startswith(".") and not local.endswith(".")
            and "." in domain_part)


def local_part(rng):
    kind = rng.random()
    if kind < 0.6:
        return "".join(rng.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(rng.randint(1, 20)))
    if kind < 0.9:
        return "".join(rng.choice(ATEXT) for _ in range(rng.randint(1, 30)))
    return rng.choice(['"a b"', "josé", "ünïcode", "a b", "a@b", "a\\b", "a,b", "(x)", "用户", "a" * 64, "a" * 65])


def domain(rng):
    kind = rng.random()
    if kind < 0.05:
        return rng.choice(["[127.0.0.1]", "localhost", "example", "exämple.com", "xn--exmple-cua.com", "münchen.de",
                           "test", "a.test", "b.invalid", "c.local", "1.2.3.4", "example.123", "ex_ample.com"])
    labels = []
    for _ in range(rng.randint(1, 4)):
        size = rng.choice([1, 2, 3, 5, 8, 12, 62, 63, 64, 70]) if rng.random() < 0.2 else rng.randint(1, 12)
        label = "".join(rng.choice(LABEL) for _ in range(size))
        labels.append(label)
    if rng.random() < 0.8:
        labels.append(rng.choice(["com", "org", "br", "it", "co.uk", "museum", "dev"]))
    return ".".join(labels)


def classify_loose(value, ours, ref):
    address = value.strip(WHITESPACE)
    local, _, dom = address.rpartition("@")
    if not ours[0] and address != value:
        return "whitespace around the address: we refuse it (strict reads never trim); the reference reads it trimmed"
    if not ours[0] and any(ord(c) > 127 for c in address):
        return "Unicode (SMTPUTF8 / IDN): email-validator accepts; WHATWG's rule is ASCII only (deliberate)"
    if ours[0] and "." not in dom:
        return "single-label domain: WHATWG accepts; email-validator requires a dot (global deliverability)"
    if ours[0] and dom.rsplit(".", 1)[-1].isdigit():
        return "all-numeric top-level label: WHATWG accepts; email-validator refuses"
    if ours[0] and re.search(r"(^|\.)(test|invalid|local|localhost|onion|arpa|home\.arpa|internal|alt)$", dom):
        return "special-use domain (RFC 6761 …): WHATWG accepts; email-validator refuses"
    if ours[0] and len(local.encode()) > 64:
        return "local part over 64 octets: RFC 5321 limit in email-validator; WHATWG has none"
    if ours[0] and (any(len(l) > 63 for l in dom.split(".")) or len(address) > 254):
        return "length limit"
    if ours[0] and re.search(r"\d", dom.rsplit(".", 1)[-1]):
        return "top-level label with a digit: email-validator refuses (no such TLD exists); WHATWG accepts"
    if ours[0] and not ref:
        return "other RFC 5321 rule in email-validator (e.g. total length 254 counted differently, domain 253)"
    if not ours[0] and address.startswith('"') or '"' in local:
        return "quoted local part: RFC 5322 allows, WHATWG does not (deliberate)"
    if not ours[0] and address.startswith("[") or dom.startswith("["):
        return "domain literal: RFC allows, WHATWG does not (deliberate)"
    if not ours[0] and ref:
        return "RFC-valid but not WHATWG-valid (deliberate)"
    return None


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 100_000
    rng = random.Random(SEED)
    inputs = []
    while len(inputs) < n:
        address = local_part(rng) + "@" + domain(rng)
        inputs.append(address)
        if rng.random() < 0.3:
            inputs.extend(mutations(rng, address, ATEXT + "@ "))
        if rng.random() < 0.02:
            inputs.append(" " + address + "\t")
    for size in range(240, 262):  # around the 254 limit
        inputs.append("a@" + ".".join(["b" * 60] * 4)[: size - 6] + ".com")
    answers = validate_all("email", inputs)
    exact = Tally("email vs WHATWG production + our extra rules (exact)")
    loose = Tally("email vs email-validator (loose, classified)")
    for value, ours in zip(inputs, answers):
        exact.add(value, ours, exact_rule(value))
        try:
            email_validator.validate_email(value.strip(WHITESPACE), check_deliverability=False)
            reference = True
        except email_validator.EmailNotValidError:
            reference = False
        loose.add(value, ours, reference, classify_loose)
    unexplained = exact.report()
    loose.report()
    sys.exit(1 if unexplained else 0)


if __name__ == "__main__":
    main()
