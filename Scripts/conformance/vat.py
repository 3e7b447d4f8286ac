"""Conformance of the `vat` and `vat:CC` formats: VAT numbers of the 27 EU member states
(Greece as EL), Northern Ireland (XI), the United Kingdom, Switzerland and Norway.

References (pip install python-stdnum==2.2), used only as the reference checked against:
- `stdnum.eu.vat.is_valid` for the EU prefixes and XI;
- `stdnum.gb.vat.is_valid` for GB, `stdnum.ch.vat.is_valid` for CH (the UID with its
  MWST/TVA/IVA/TPV suffix), `stdnum.no.mva.is_valid` for NO (the organisation number + MVA).

Inputs, seeded (SEED below), per country: random numbers drawn from each of the country's
forms (digits, letters where the form has them; dates for the personal codes come out of the
draw), kept when the reference accepts them (so the valid set is the reference's, not ours);
each valid number written raw, in our display text, lowercase, and as the national number
without its prefix for `vat:CC`; single-character substitutions, adjacent transpositions,
dropped and added characters of every valid number; Belgium's 9-digit and Greece's 8-digit
numbers of old; GR as Greece's prefix.

Run from the repository root after `swift build --product keystroke`:
    python3 Scripts/conformance/vat.py [N]      (N valid numbers per country, default 2000)
Exit status 1 when an unexplained disagreement is left.
"""
import random
import sys

from stdnum.ch import vat as ch_vat
from stdnum.eu import vat as eu_vat
from stdnum.gb import vat as gb_vat
from stdnum.no import mva as no_mva

from common import ROOT, BIN, Tally, mutations, validate_all

SEED = 20261127
DIGITS = "0123456789"
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
ALNUM = DIGITS + LETTERS

# Each country's forms after the prefix: d digit, l letter, x either, anything else itself.
FORMS = {
    "AT": ["Udddddddd"], "BE": ["0ddddddddd", "1ddddddddd"], "BG": ["ddddddddd", "dddddddddd"],
    "CY": ["ddddddddl"], "CZ": ["dddddddd", "ddddddddd", "dddddddddd", "6dddddddd"], "DE": ["ddddddddd"],
    "DK": ["dddddddd"], "EE": ["ddddddddd"], "EL": ["ddddddddd"], "ES": ["dddddddddl", "Xdddddddl", "Kdddddddl", "Adddddddd", "Pdddddddl"],
    "FI": ["dddddddd"], "FR": ["ddddddddddd", "llddddddddd", "dlddddddddd", "ldddddddddd"], "HR": ["ddddddddddd"],
    "HU": ["dddddddd"], "IE": ["dddddddl", "dddddddlA", "dddddddlH", "dldddddl", "d+dddddl"], "IT": ["ddddddddddd"],
    "LT": ["ddddddd1d", "dddddddddd1d"], "LU": ["dddddddd"], "LV": ["4dddddddddd", "32ddddddddd", "dddddddd ddd"],
    "MT": ["dddddddd"], "NL": ["dddddddddBdd"], "PL": ["dddddddddd"], "PT": ["ddddddddd"],
    "RO": ["dd", "dddd", "dddddd", "dddddddd", "dddddddddd"], "SE": ["dddddddddd01"], "SI": ["dddddddd"],
    "SK": ["dddddddddd"], "XI": ["ddddddddd", "dddddddddddd", "GDddd", "HAddd"],
    "GB": ["ddddddddd", "dddddddddddd", "GDddd", "HAddd", "GD8888ddddd", "HA8888ddddd"],
    "CH": ["dddddddddMWST", "dddddddddTVA", "dddddddddIVA", "dddddddddTPV"], "NO": ["dddddddddMVA"],
}
PREFIX = {"CH": "CHE"}


def reference(cc, text):
    """The reference's verdict on a number written with its prefix."""
    if cc == "GB":
        return gb_vat.is_valid(text)
    if cc == "CH":
        return ch_vat.is_valid(text)
    if cc == "NO":
        return no_mva.is_valid(text)
    return eu_vat.is_valid(text)


def draw(rng, form):
    out = []
    for c in form:
        if c == "d":
            out.append(rng.choice(DIGITS))
        elif c == "l":
            out.append(rng.choice(LETTERS))
        elif c == "x":
            out.append(rng.choice(ALNUM))
        elif c == " ":
            # Latvian personal codes: a real date DDMMYY and a century digit.
            pass
        else:
            out.append(c)
    text = "".join(out)
    if form == "dddddddd ddd":  # DDMMYYC + 4
        text = f"{rng.randint(1, 28):02d}{rng.randint(1, 12):02d}{rng.randint(0, 99):02d}{rng.choice('012')}" + text[7:]
    return text


def valid_numbers(rng, cc, n):
    found, tries = [], 0
    prefix = PREFIX.get(cc, cc)
    while len(found) < n and tries < n * 3000:
        tries += 1
        number = draw(rng, rng.choice(FORMS[cc]))
        if reference(cc, prefix + number):
            found.append(number)
    return found


def classify(cc):
    def known(value, ours, ref):
        raw = value.replace(" ", "").upper()
        raw = raw.removeprefix(PREFIX.get(cc, cc))
        if cc == "NL" and ref and not ours[0] and "B" in raw and len(raw.split("B")[0]) < 9:
            return "NL with fewer than 9 digits before B: stdnum pads with zeros; we take the 9 digits as written"
        if cc == "IE" and ref and ours[1] == "vat.structure" and len(raw) == 9 and not raw[1].isdigit():
            return ("IE old form (digit, letter or + *, 5 digits, check letter) with a 9th character: stdnum ignores it; "
                    "Revenue's old numbers have 8 characters")
        if cc == "BE" and ref and ours[1] == "vat.checksum" and raw[-2:] in ("00", "98", "99"):
            return ("BE check 00, 98 or 99 (the remainders of 97, 01 and 02): stdnum accepts any check making the "
                    "number a multiple of 97; the rule gives 97 minus the first 8 digits modulo 97, so 01 to 97 only")
        if cc in ("GB", "XI") and ref and ours[1] == "vat.checksum" and raw[:9].isdigit():
            weighted = sum(w * int(d) for w, d in zip((8, 7, 6, 5, 4, 3, 2, 10, 1), raw[:9])) % 97
            if weighted == 55:
                return ("GB weighted sum 55 modulo 97: stdnum accepts it besides 0 and 42; HMRC's rules (mod 97, "
                        "and mod 9755: the sum + 55 a multiple of 97) give only 0 and 42")
        return None
    return known


def check_country(rng, cc, n):
    prefix = PREFIX.get(cc, cc)
    numbers = valid_numbers(rng, cc, n)
    if len(numbers) < n:
        print(f"{cc}: only {len(numbers)} valid numbers drawn")
    prefixed, national = [], []
    for number in numbers:
        prefixed += [prefix + number, (prefix + number).lower()]
        prefixed += [prefix + m for m in mutations(rng, number, ALNUM)]
        national += [number] + mutations(rng, number, ALNUM)
    if cc == "BE":
        prefixed += [prefix + number[1:] for number in numbers if number[0] == "0"]
    if cc == "EL":
        prefixed += ["EL" + number[1:] for number in numbers if number[0] == "0"]
        prefixed += ["GR" + number for number in numbers[:200]]
    answers = validate_all("vat", prefixed)
    # Our own display text of each valid number must read back the same.
    texts = [line for line, ok in zip(prefixed, answers) if ok[0]]
    shown = formatted(texts)
    again = validate_all("vat", shown)
    tally = Tally(f"vat {cc} vs {'stdnum.' + {'GB': 'gb.vat', 'CH': 'ch.vat', 'NO': 'no.mva'}.get(cc, 'eu.vat')}")
    for value, ours in zip(prefixed + shown, answers + again):
        tally.add(value, ours, reference(cc, value), classify(cc))
    national_answers = validate_all(f"vat:{cc}", national)
    national_tally = Tally(f"vat:{cc} (no prefix) vs the same")
    for value, ours in zip(national, national_answers):
        national_tally.add(value, ours, reference(cc, prefix + value), classify(cc))
    return tally.report() + national_tally.report()


def formatted(values):
    """Our display texts of valid numbers, from `keystroke batch` format requests."""
    import json
    import subprocess
    lines = "".join(json.dumps({"op": "format", "format": "vat", "input": v}) + "\n" for v in values)
    out = subprocess.run([BIN, "batch"], input=lines.encode(), capture_output=True, check=True).stdout
    return [json.loads(line)["text"] for line in out.decode().splitlines()]


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
    rng = random.Random(SEED)
    unexplained = 0
    for cc in FORMS:
        unexplained += check_country(rng, cc, n)
    sys.exit(1 if unexplained else 0)


if __name__ == "__main__":
    main()
