"""Conformance of the `fiscal-code` format: the Italian codice fiscale of persons (16
characters, with omocodia) and the 11-digit numeric code of companies (partita IVA).

Reference (pip install python-stdnum==2.2): `stdnum.it.codicefiscale.is_valid` for the
16-character code (it also checks that the birth date exists) and `stdnum.it.iva.is_valid`
for the 11-digit code (Luhn check digit, office code 001–100, 120, 121, 888 or 999, and a
non-zero first seven digits).

Inputs, seeded: random codes built from the structure (surname/name letters, year, month
letter, day 01–31 or 41–71, place letter + 3 digits) with the computed check character,
some with omocodia substitutions (digits → LMNPQRSTUV) from the right; single-character
substitutions, adjacent transpositions, dropped/added characters, lowercase variants,
impossible days (30 February, 31 April, …); random 11-digit codes with computed and
mutated check digits.

Run from the repository root after `swift build --product keystroke`:
    python3 Scripts/conformance/italy.py [N]      (N values per kind, default 100000)
Exit status 1 when an unexplained disagreement is left.
"""
import random
import sys

from stdnum import exceptions as std_errors
from stdnum import luhn
from stdnum.it import codicefiscale, iva

from common import Tally, mutations, validate_all

SEED = 20261121
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
DIGITS = "0123456789"
MONTHS = "ABCDEHLMPRST"
OMOCODIA = "LMNPQRSTUV"
DIGIT_POSITIONS = [14, 13, 12, 10, 9, 7, 6]  # substituted from the right, as the Agenzia does


def random_code(rng):
    day = rng.randint(1, 31) + (40 if rng.random() < 0.5 else 0)
    if rng.random() < 0.1:
        day = rng.randint(0, 99)  # out-of-range days too
    body = ("".join(rng.choice(LETTERS) for _ in range(6)) + f"{rng.randint(0, 99):02d}" + rng.choice(MONTHS)
            + f"{day:02d}" + rng.choice(LETTERS) + f"{rng.randint(0, 999):03d}")
    chars = list(body)
    for position in DIGIT_POSITIONS[: rng.choice([0, 0, 0, 1, 2, 3, 7])]:
        chars[position] = OMOCODIA[int(chars[position])]
    body = "".join(chars)
    return body + codicefiscale.calc_check_digit(body)


def stdnum_codes(module, value):
    """Our codes that fit the error class stdnum raises (None when it accepts). stdnum checks
    format, then the check character, then the date; we check the date first, so a bad day
    with a bad check character may be either."""
    try:
        module.validate(value)
        return None
    except std_errors.InvalidLength:
        return {"fiscalCode.length"}
    except std_errors.InvalidFormat:
        return {"fiscalCode.structure", "fiscalCode.month", "fiscalCode.characters", "fiscalCode.length"}
    except std_errors.InvalidChecksum:
        return {"fiscalCode.checkCharacter", "fiscalCode.day", "fiscalCode.companyCheckDigit"}
    except std_errors.InvalidComponent:
        return {"fiscalCode.day", "fiscalCode.structure"}


def check_personal(rng, n):
    inputs = []
    while len(inputs) < n:
        code = random_code(rng)
        inputs.append(code)
        inputs.extend(mutations(rng, code, LETTERS + DIGITS))
        if rng.random() < 0.1:
            inputs.append(code.lower())
    answers = validate_all("fiscal-code", inputs)
    tally = Tally("fiscal-code (16 characters) vs stdnum.it.codicefiscale")

    def classify(value, ours, ref):
        day = value.upper()[9:11].translate(str.maketrans(OMOCODIA, DIGITS))
        if ref and ours[1] == "fiscalCode.day" and day.isdigit() and int(day) >= 81:
            return ("day 81–99: stdnum reads the day modulo 40 and so accepts 81–99 as 01–19; "
                    "the rule (DM 23/12/1976) gives 01–31 for men and 41–71 for women, reference's limitation")
        return None

    for value, ours in zip(inputs, answers):
        reference = len(value.strip()) == 16 and codicefiscale.is_valid(value)
        tally.add(value, ours, reference, classify)
        if len(value.strip()) == 16:
            tally.add_code(value, ours, stdnum_codes(codicefiscale, value), "stdnum error class")
    return tally.report()


def check_company(rng, n):
    inputs = []
    while len(inputs) < n:
        base = "".join(rng.choice(DIGITS) for _ in range(10))
        code = base + luhn.calc_check_digit(base)
        inputs.append(code)
        inputs.extend(m for m in mutations(rng, code, DIGITS) if len(m) == 11)
    inputs.extend(c * 11 for c in DIGITS)
    answers = validate_all("fiscal-code", inputs)
    tally = Tally("fiscal-code (11 digits) vs stdnum.it.iva")

    def classify(value, ours, ref):
        return None

    for value, ours in zip(inputs, answers):
        tally.add(value, ours, iva.is_valid(value), classify)
        tally.add_code(value, ours, stdnum_codes(iva, value), "stdnum error class")
    return tally.report()


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 100_000
    rng = random.Random(SEED)
    unexplained = check_personal(rng, n) + check_company(rng, n)
    sys.exit(1 if unexplained else 0)


if __name__ == "__main__":
    main()
