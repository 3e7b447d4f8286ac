"""Conformance of the `credit-card` format: brand detection from the IIN, the lengths each
brand allows, and the Luhn check digit.

References:
- IIN ranges and lengths: the table of braintree's `credit-card-type` (npm, version 10.x),
  transcribed below as data (BRAINTREE); the best match is the longest matching pattern,
  as that library picks it. UnionPay numbers are not Luhn-checked, as in its companion
  `card-validator` (luhnValidateUnionPay false by default, as ours).
- Luhn: python-stdnum 2.2 `stdnum.luhn` (pip install python-stdnum==2.2).

Inputs, seeded: for every six-digit prefix 000000–999999 a number of a random length
12–19 with a correct Luhn digit; then N Luhn-valid numbers on known brands with each
single-digit substitution / transposition.

Run from the repository root after `swift build --product keystroke`:
    python3 Scripts/conformance/cards.py [N]      (default 100000)
Exit status 1 when an unexplained disagreement is left.
"""
import random
import sys

from stdnum import luhn

from common import Tally, mutations, validate_all

SEED = 20261121

# (brand, patterns, lengths): a pattern is a prefix or an inclusive (low, high) range of equal-length prefixes.
BRAINTREE = [
    ("visa", [4], [16, 18, 19]),
    ("mastercard", [(51, 55), (2221, 2229), (223, 229), (23, 26), (270, 271), 2720], [16]),
    ("amex", [34, 37], [15]),
    ("diners", [(300, 305), 36, 38, 39], [14, 16, 19]),
    ("discover", [6011, (644, 649), 65], [16, 19]),
    ("jcb", [2131, 1800, (3528, 3589)], [16, 17, 18, 19]),
    ("unionpay", [620, (624, 626), (62100, 62182), (62184, 62187), (62185, 62197), (62200, 62205),
                  (622010, 622999), 622018, (622019, 622999), (62207, 62209), (622126, 622925), (623, 626),
                  6270, 6272, 6276, (627700, 627779), (627781, 627799), (6282, 6289), 6291, 6292, 810,
                  (8110, 8131), (8132, 8151), (8152, 8163), (8164, 8171)], [14, 15, 16, 17, 18, 19]),
    ("maestro", [493698, (500000, 504174), (504176, 506698), (506779, 508999), (56, 59), 63, 67, 6],
     [12, 13, 14, 15, 16, 17, 18, 19]),
    ("elo", [401178, 401179, 438935, 457631, 457632, 431274, 451416, 457393, 504175, (506699, 506778),
             (509000, 509999), 627780, 636297, 636368, (650031, 650033), (650035, 650051), (650405, 650439),
             (650485, 650538), (650541, 650598), (650700, 650718), (650720, 650727), (650901, 650978),
             (651652, 651679), (655000, 655019), (655021, 655058)], [16]),
    ("mir", [(2200, 2204)], [16, 17, 18, 19]),
    ("hiper", [637095, 63737423, 63743358, 637568, 637599, 637609, 637612], [16]),
    ("hipercard", [606282], [16]),
]


def reference_brand(number):
    best, strength = None, 0
    for brand, patterns, lengths in BRAINTREE:
        for pattern in patterns:
            low, high = pattern if isinstance(pattern, tuple) else (pattern, pattern)
            size = len(str(low))
            if len(number) >= size and low <= int(number[:size]) <= high and size > strength:
                best, strength = (brand, lengths), size
    return best


def reference_valid(number):
    match = reference_brand(number)
    if not match:
        return False
    brand, lengths = match
    return len(number) in lengths and (brand == "unionpay" or luhn.is_valid(number))


def with_luhn(prefix, length, rng):
    body = prefix + "".join(rng.choice("0123456789") for _ in range(length - len(prefix) - 1))
    return body + luhn.calc_check_digit(body)


def between(number, low, high):
    return low <= int(number[: len(str(low))]) <= high


def classify(number, ours, ref):
    match = reference_brand(number)
    brand = match[0] if match else None
    n = len(number)
    p6 = int(number[:6])
    if brand == "visa" and (n == 13 or n == 18):
        return "Visa 13 or 18 digits: Visa's rules give 13, 16, 19 (13 legacy); braintree lists 16, 18, 19"
    if brand == "maestro" and number.startswith("493698"):
        return "493698: braintree lists it as Maestro; we read 4 as Visa (Visa lengths 13/16/19)"
    if number[:4] in ("1800", "2131"):
        return "1800/2131: pre-1990s 15-digit JCB prefixes, no longer issued; not in our table"
    if number.startswith("38") and between(number, 384100, 384100) or p6 in (384140, 384160):
        return "Hipercard 384100/384140/384160 (16 or 19 digits) in our table; braintree reads them as Diners"
    if brand == "hiper":
        return "Hiper (637095, …): a separate Brazilian brand, 16 digits only in braintree; ours counts 6 as Maestro 12–19"
    if brand == "hipercard" and n == 19:
        return "Hipercard 19 digits: allowed by Hipercard; braintree lists 16 only"
    if brand in ("diners", "discover", "jcb", "mir") and n in (15, 17, 18):
        return f"{brand} length {n}: we allow the network's 16–19 (Diners 14–19); braintree lists fewer"
    if brand == "unionpay" and between(number, 622126, 622925):
        return "622126–622925: Discover co-branded on UnionPay; ours reads Discover (Luhn, 16–19), braintree UnionPay (no Luhn, 14–19)"
    if brand == "unionpay" and n in (14, 15):
        return "UnionPay 14–15 digits: UnionPay issues 16–19; braintree also allows 14–15"
    if number.startswith("62") and brand == "maestro":
        return "62 outside braintree's UnionPay sub-ranges: the whole 62 IIN belongs to UnionPay (ours, no Luhn, 16–19); braintree falls back to Maestro"
    return None


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 100_000
    rng = random.Random(SEED)
    inputs = [with_luhn(f"{p:06d}", rng.randint(12, 19), rng) for p in range(1_000_000)]
    known = [p for p in range(100_000, 1_000_000, 7) if reference_brand(f"{p:06d}")]
    while len(inputs) < 1_000_000 + n:
        number = with_luhn(f"{rng.choice(known):06d}", rng.choice([13, 14, 15, 16, 16, 16, 17, 18, 19]), rng)
        inputs.append(number)
        inputs.extend(m for m in mutations(rng, number, "0123456789") if m and m[0] != "0")
    answers = validate_all("credit-card", inputs)
    tally = Tally("credit-card vs braintree credit-card-type table + stdnum.luhn")
    for number, ours in zip(inputs, answers):
        tally.add(number, ours, reference_valid(number), classify)
    sys.exit(1 if tally.report() else 0)


if __name__ == "__main__":
    main()
