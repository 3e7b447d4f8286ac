"""Conformance of the `iban` and `bic` formats.

References (pip install python-stdnum==2.2 schwifty==2026.10.1):
- schwifty 2026.10.1 `IBAN(value, validate_bban=True)` (the registry our data is generated
  from; national check digits where it has an algorithm) and `BIC(value)` with
  `enforce_swift_compliance=True` (4 letters for the bank);
- python-stdnum 2.2 `stdnum.iban.is_valid` (its own copy of SWIFT's registry, release 101,
  and national checks for BE, ES, ME and NO).

Inputs, seeded (SEED below), for every country of the registry: schwifty's
`IBAN.random(country_code=…)` (valid national check digits where schwifty has the
country's algorithm, with the banks of its bank registry for DE), written electronically,
on paper (our text) and lowercase; single-character substitutions, adjacent
transpositions, dropped and added characters; "national mutants": a BBAN character
changed within its class and the IBAN check digits computed again, so only a national check
can catch it. BIC: random codes of 8 and 11 characters (letters, digits, assigned and
unassigned country codes) and their mutants.

Every disagreement is classified; where the two references disagree with each other the
class says why. Run from the repository root after `swift build --product keystroke`:
    python3 Scripts/conformance/iban.py [N]      (N IBANs per country, default 300)
Exit status 1 when an unexplained disagreement is left.
"""
import random
import string
import sys
import warnings
from collections import Counter

# This folder's email.py would hide the standard library's `email`, which schwifty imports.
_HERE = sys.path.pop(0)
from schwifty import BIC, IBAN  # noqa: E402
from schwifty.exceptions import SchwiftyException  # noqa: E402
from stdnum import iban as std_iban  # noqa: E402

sys.path.insert(0, _HERE)
from common import Tally, mutations, validate_all  # noqa: E402

warnings.simplefilter("ignore")  # schwifty's NationalChecksumNotVerified

SEED = 20261127
DIGITS = string.digits
LETTERS = string.ascii_uppercase
ALNUM = DIGITS + LETTERS

# Where we check national check digits (IBAN.nationalCheckCountries in IBAN+NationalCheck.swift).
OURS_NATIONAL = set("BA BE BL CZ EE ES FI FR GF GP IS IT MC ME MF MK MQ MR NC NO PF PL PM PT RE RS SI SK SM TF TL TN WF YT".split())
# Where schwifty 2026.10.1 registers an algorithm (schwifty/checksum/*.py).
SCHWIFTY_NATIONAL = set("BE CZ SK EE FI FR MC DE IS IT SM NO PL ES BA ME MK PT RS SI TL MR TN".split())
STDNUM_NATIONAL = {"BE", "ES", "ME", "NO"}
FRENCH_TERRITORIES = set("GF GP MQ RE PF TF YT NC PM WF BL MF".split())


_REGISTRY = {}


def registry():
    if not _REGISTRY:
        from importlib.resources import files
        import json
        _REGISTRY.update(json.loads((files("schwifty") / "iban_registry" / "generated.json").read_text()))
    return _REGISTRY


def schwifty_valid(value):
    try:
        IBAN(value, validate_bban=True)
        return True
    except (SchwiftyException, ValueError):
        return False


def compact(value):
    return value.replace(" ", "").upper()


def paper(value):
    value = compact(value)
    return " ".join(value[i:i + 4] for i in range(0, len(value), 4))


def with_check_digits(value):
    country, bban = value[:2], value[4:]
    check = 98 - int("".join(str(int(c, 36)) for c in bban + country) + "00") % 97
    return f"{country}{check:02d}{bban}"


def national_mutant(rng, value, spec):
    """One BBAN character changed within its class, IBAN check digits recomputed."""
    classes = ""
    for count, kind in __import__("re").findall(r"(\d+)!([nac])", spec):
        classes += kind * int(count)
    index = rng.randrange(len(classes))
    alphabet = {"n": DIGITS, "a": LETTERS, "c": ALNUM}[classes[index]]
    bban = list(value[4:])
    bban[index] = rng.choice(alphabet.replace(bban[index], ""))
    return with_check_digits(value[:4] + "".join(bban))


def classify(value, ours, schwifty_ref, stdnum_ref, against):
    cc = compact(value)[:2]
    national_mutant = schwifty_valid_structure(value)
    if against == "stdnum":
        if cc in FRENCH_TERRITORIES and ours[0]:
            return "French territory (GF, GP, …): in schwifty's newer copy of the registry, not in stdnum's release 101"
        if not ours[0] and stdnum_ref and ours[1] == "iban.nationalChecksum" and cc not in STDNUM_NATIONAL:
            return f"national check digits: we check {cc}'s, stdnum only BE, ES, ME and NO"
        raw = compact(value)
        if stdnum_ref and not ours[0] and not (raw[2:4].isdigit()):
            return "check digits with a letter: stdnum takes any character there into MOD 97-10; ISO 13616 has two digits"
        if cc == "BE" and ours[0] and not stdnum_ref and schwifty_ref:
            return "BE bank code missing from stdnum's list of Belgian banks (stdnum refuses unknown banks; we check structure and digits)"
        if cc == "NO" and raw[8:10] == "00" and ours[0] == schwifty_ref:
            return ("NO account with 00 as 5th-6th digits: the Norwegian rule (and schwifty) checks digits 7-10 only; "
                    "stdnum weights all ten")
        if stdnum_ref != schwifty_ref and ours[0] == schwifty_ref and registries_differ(cc):
            return f"{cc}: not in stdnum's registry (release 101) or with another structure there than in schwifty's newer one"
    else:
        if not ours[0] and schwifty_ref and ours[1] == "iban.nationalChecksum" and cc in FRENCH_TERRITORIES:
            return "French territory: we check the clé RIB as for FR; schwifty registers the algorithm for FR and MC only"
        if ours[0] and not schwifty_ref and cc == "DE" and national_mutant:
            return "DE: schwifty checks the bank's own method (Bundesbank's 150-odd); we do not (documented)"
    return None


def schwifty_valid_structure(value):
    try:
        IBAN(value)
        return True
    except (SchwiftyException, ValueError):
        return False


_std_specs = {}


def classes(spec):
    import re
    return "".join(kind * int(count) for count, kind in re.findall(r"(\d+)!([nac])", spec))


def registries_differ(cc):
    """Whether stdnum's copy of the registry lacks `cc` or gives it another BBAN structure."""
    if not _std_specs:
        import os
        import re
        from stdnum import numdb
        for line in open(os.path.join(os.path.dirname(numdb.__file__), "iban.dat")):
            m = re.match(r"([A-Z]{2}) .*bban=\"([^\"]+)\"", line)
            if m:
                _std_specs[m.group(1)] = classes(m.group(2))
    return _std_specs.get(cc) != classes(registry()[cc]["bban_spec"]) if cc in registry() else False


def check_iban(rng, n):
    reg = registry()
    inputs = []
    for cc in sorted(reg):
        for _ in range(n):
            try:
                value = str(IBAN.random(country_code=cc, random=rng))
            except SchwiftyException:
                value = str(IBAN.random(country_code=cc, random=rng, use_registry=False))
            inputs += [value, paper(value), paper(value).lower()]
            inputs += mutations(rng, value, ALNUM)
            inputs.append(national_mutant(rng, value, reg[cc]["bban_spec"]))
    answers = validate_all("iban", inputs)
    vs_schwifty, vs_stdnum = Tally("iban vs schwifty (validate_bban=True)"), Tally("iban vs stdnum.iban")
    references_disagree = Counter()
    for value, ours in zip(inputs, answers):
        s_ref, d_ref = schwifty_valid(value), std_iban.is_valid(value)
        vs_schwifty.add(value, ours, s_ref, lambda v, o, r: classify(v, o, s_ref, d_ref, "schwifty"))
        vs_stdnum.add(value, ours, d_ref, lambda v, o, r: classify(v, o, s_ref, d_ref, "stdnum"))
        if s_ref != d_ref:
            cc = compact(value)[:2]
            if cc in FRENCH_TERRITORIES:
                why = "French territories are in schwifty's registry, not stdnum's"
            elif cc in SCHWIFTY_NATIONAL - STDNUM_NATIONAL or (cc in SCHWIFTY_NATIONAL and not s_ref):
                why = f"national check digits: schwifty checks {cc}'s, stdnum does not"
            elif registries_differ(cc):
                why = "missing from stdnum's registry (release 101), or another structure there"
            else:
                why = "other"
            references_disagree[(why, cc if why != "other" else value)] += 1
    failures = vs_schwifty.report() + vs_stdnum.report()
    print("where schwifty and stdnum disagree with each other:")
    for (why, where), count in sorted(references_disagree.items(), key=lambda kv: -kv[1])[:40]:
        print(f"  {count:8d}  {where}: {why}")
    return failures, len(inputs)


def check_bic(rng, n):
    from pycountry import countries
    codes = [c.alpha_2 for c in countries]
    inputs = []
    for _ in range(n):
        country = rng.choice(codes) if rng.random() < 0.9 else rng.choice(LETTERS) + rng.choice(LETTERS)
        value = "".join(rng.choice(LETTERS) for _ in range(4)) + country + "".join(rng.choice(ALNUM) for _ in range(2))
        if rng.random() < 0.5:
            value += "".join(rng.choice(ALNUM) for _ in range(3))
        inputs += [value, value.lower()] + mutations(rng, value, ALNUM)
    answers = validate_all("bic", inputs)
    tally = Tally("bic vs schwifty BIC (enforce_swift_compliance=True)")

    def reference(value):
        try:
            BIC(value).validate(enforce_swift_compliance=True)
            return True
        except (SchwiftyException, ValueError):
            return False

    for value, ours in zip(inputs, answers):
        tally.add(value, ours, reference(value))
    return tally.report(), len(inputs)


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 300
    rng = random.Random(SEED)
    iban_failures, _ = check_iban(rng, n)
    bic_failures, _ = check_bic(rng, n * 100)
    sys.exit(1 if iban_failures + bic_failures else 0)


if __name__ == "__main__":
    main()
