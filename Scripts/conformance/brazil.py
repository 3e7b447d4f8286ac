"""Conformance of the Brazilian formats: cpf, cnpj (numeric and the 2026 alphanumeric),
cep and phone-br, against widely used references.

References (pip install python-stdnum==2.2 validate-docbr==2.0.1 'phonenumbers>=9,<10'):
- cpf:  validate-docbr 2.0.1 `CPF().validate` (primary) and python-stdnum 2.2 `stdnum.br.cpf`.
- cnpj: validate-docbr 2.0.1 `CNPJ().validate` (supports the alphanumeric CNPJ) and
        python-stdnum 2.2 `stdnum.br.cnpj` (also supports it, since 2.0).
- cep:  the Correios rule (8 digits, written 00000-000); no library reference.
- phone-br: phonenumbers 9.x (Google libphonenumber metadata), region BR.

Inputs, seeded (SEED below): random valid values with computed check digits, raw and
formatted; single-character substitutions, adjacent transpositions, dropped and added
characters; all-same digits; wrong lengths. phone-br: every two-digit DDD 00–99 × every
first digit × landline and mobile lengths.

Run from the repository root after `swift build --product keystroke`:
    python3 Scripts/conformance/brazil.py [N]      (N values per identifier format, default 100000)
Exit status 1 when an unexplained disagreement is left.
"""
import random
import re
import sys

import phonenumbers
from stdnum.br import cnpj as std_cnpj
from stdnum.br import cpf as std_cpf
from validate_docbr import CNPJ, CPF

from stdnum import exceptions as std_errors

from common import Tally, mutations, validate_all

SEED = 20261121
DIGITS = "0123456789"
ALNUM = DIGITS + "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def cpf_check(base):
    digits = [int(c) for c in base]
    for size in (9, 10):
        total = sum(d * w for d, w in zip(digits, range(size + 1, 1, -1)))
        digits.append(0 if total % 11 < 2 else 11 - total % 11)
    return "".join(map(str, digits[9:]))


def fmt_cpf(v):
    return f"{v[:3]}.{v[3:6]}.{v[6:9]}-{v[9:]}"


def fmt_cnpj(v):
    return f"{v[:2]}.{v[2:5]}.{v[5:8]}/{v[8:12]}-{v[12:]}"


def identifier_inputs(rng, n, length, make_valid, alphabet, fmt):
    inputs = []
    while len(inputs) < n:
        value = make_valid(rng)
        inputs.append(value)
        inputs.append(fmt(value))
        inputs.extend(mutations(rng, value, alphabet))
        if rng.random() < 0.05:
            inputs.append(value.lower())
        if rng.random() < 0.01:
            inputs.append(fmt(value).replace(".", " ").replace("/", " ").replace("-", " "))
    inputs.extend(c * length for c in DIGITS)
    inputs.extend(fmt(c * length) for c in DIGITS)
    inputs.extend("".join(rng.choice(DIGITS) for _ in range(k)) for k in range(0, 20) for _ in range(20))
    return [s for s in inputs if s.strip()][: n + 400]


def stdnum_codes(module, prefix, value):
    """Our codes that match the error class stdnum raises for `value` (None when it accepts)."""
    try:
        module.validate(value)
        return None
    except std_errors.InvalidLength:
        return {f"{prefix}.length"}
    except std_errors.InvalidChecksum:
        # A letter where a check digit stands: stdnum finds the checksum wrong; we name the
        # character (more specific, deliberate), so both codes fit.
        return {f"{prefix}.checkDigit", f"{prefix}.repeatedDigits", f"{prefix}.characters"}
    except std_errors.InvalidFormat:
        return {f"{prefix}.characters", f"{prefix}.length", f"{prefix}.repeatedDigits"}


def spaced(value, ours, ref):
    if ref and ours[1] and ours[1].endswith(".characters") and " " in value.strip():
        return "spaces inside: stdnum strips them; we (like validate-docbr) accept only . - / as separators (documented)"
    return None


def repeated(value):
    raw = value.replace(".", "").replace("-", "").replace("/", "")
    return len(raw) > 1 and len(set(raw)) == 1


def check_cpf(rng, n):
    docbr = CPF()
    inputs = identifier_inputs(rng, n, 11, lambda r: (b := "".join(r.choice(DIGITS) for _ in range(9))) + cpf_check(b), DIGITS, fmt_cpf)
    answers = validate_all("cpf", inputs)
    primary, secondary = Tally("cpf vs validate-docbr"), Tally("cpf vs stdnum.br.cpf")

    def classify_std(value, ours, ref):
        if repeated(value) and not ours[0]:
            return "all-same digits: we refuse (never issued); stdnum accepts all but 000.000.000-00"
        return spaced(value, ours, ref)

    def classify_docbr(value, ours, ref):
        if ref and ours[1] == "cpf.length" and len(re.sub(r"\D", "", value)) < 11:
            return "fewer than 11 digits: validate-docbr left-pads with zeros (spreadsheet leniency); we require 11"
        return None

    for value, ours in zip(inputs, answers):
        primary.add(value, ours, docbr.validate(value), classify_docbr)
        secondary.add(value, ours, std_cpf.is_valid(value), classify_std)
        secondary.add_code(value, ours, stdnum_codes(std_cpf, "cpf", value), "stdnum error class")
    return primary.report() + secondary.report()


def cnpj_make(alphanumeric):
    alphabet = ALNUM if alphanumeric else DIGITS

    def make(rng):
        base = "".join(rng.choice(alphabet) for _ in range(12))
        return base + std_cnpj.calc_check_digits(base)

    return make


def check_cnpj(rng, n):
    docbr = CNPJ()
    failures = 0
    for alphanumeric in (False, True):
        alphabet = ALNUM if alphanumeric else DIGITS
        inputs = identifier_inputs(rng, n, 14, cnpj_make(alphanumeric), alphabet, fmt_cnpj)
        answers = validate_all("cnpj", inputs)
        kind = "alphanumeric" if alphanumeric else "numeric"
        primary, secondary = Tally(f"cnpj ({kind}) vs validate-docbr"), Tally(f"cnpj ({kind}) vs stdnum.br.cnpj")

        def classify_std(value, ours, ref):
            if repeated(value) and not ours[0]:
                return "all-same digits: we refuse (never issued); stdnum refuses only a 000000000000 base"
            return spaced(value, ours, ref)

        for value, ours in zip(inputs, answers):
            primary.add(value, ours, docbr.validate(value))
            secondary.add(value, ours, std_cnpj.is_valid(value), classify_std)
            secondary.add_code(value, ours, stdnum_codes(std_cnpj, "cnpj", value), "stdnum error class")
        failures += primary.report() + secondary.report()
    return failures


def check_cep(rng, n):
    import re
    rule = re.compile(r"^\d{5}-?\d{3}$")
    inputs = []
    for _ in range(n // 4):
        v = "".join(rng.choice(DIGITS) for _ in range(8))
        inputs += [v, v[:5] + "-" + v[5:]] + mutations(rng, v, DIGITS + "-")
    answers = validate_all("cep", inputs)
    tally = Tally("cep vs the Correios rule 00000-000")

    def classify(value, ours, ref):
        if ours[0] and re.fullmatch(r"[\d.-]+", value) and len(re.sub(r"\D", "", value)) == 8:
            return "separators elsewhere than 00000-000: we accept (hyphen/dot ignored, deliberate)"
        return None

    for value, ours in zip(inputs, answers):
        tally.add(value, ours, bool(rule.match(value)), classify)
    return tally.report()


def check_phone_br(rng):
    inputs = []
    for ddd in range(100):
        for first in DIGITS:
            for length in (8, 9):
                for _ in range(10):
                    rest = "".join(rng.choice(DIGITS) for _ in range(length - 1))
                    national = f"{ddd:02d}{first}{rest}"
                    inputs.append(national)
                    if _ == 0:
                        inputs.append(f"({ddd:02d}) {first}{rest[:length - 5]}-{rest[length - 5:]}")
                        inputs.append("+55 " + national)
    answers = validate_all("phone-br", inputs)
    tally = Tally("phone-br vs phonenumbers (libphonenumber) region BR")

    def parse(value):
        try:
            number = phonenumbers.parse(value, "BR")
        except phonenumbers.NumberParseException:
            return None
        return number

    def classify(value, ours, ref):
        number = parse(value)
        national = str(number.national_number) if number else ""
        if not ours[0] and ref and re.sub(r"\D", "", value.removeprefix("+55 ")).startswith("0"):
            return ("leading 0 (trunk prefix): libphonenumber strips it and reads the rest as DDD + number; "
                    "we read the first two digits as the DDD (0x is not assigned), deliberate")
        if not ours[0] and ref and ours[1] == "phone.landlinePrefix" and len(national) == 10 and national[2] == "7":
            return ("10 digits starting with 7: libphonenumber types these MOBILE (the old trunked-radio SME range); "
                    "our rule (issue 4) takes 10-digit numbers as landlines starting 2–5, deliberate")
        if ours[0] and not ref and len(national) == 11 and national[2] == "9":
            return ("mobile 9 + digit other than 6–9 after it: libphonenumber's metadata lists only allocated "
                    "mobile ranges (9 then 6–9 in most DDDs); Anatel's plan reserves the whole 9 prefix for mobiles")
        if ours[0] and not ref and len(national) == 10:
            return "landline range not yet allocated in libphonenumber's metadata (we check the plan, not allocation)"
        return None

    for value, ours in zip(inputs, answers):
        number = parse(value)
        ref = bool(number) and phonenumbers.is_valid_number(number) and phonenumbers.number_type(number) in (
            phonenumbers.PhoneNumberType.MOBILE, phonenumbers.PhoneNumberType.FIXED_LINE,
            phonenumbers.PhoneNumberType.FIXED_LINE_OR_MOBILE)
        tally.add(value, ours, ref, classify)
    return tally.report()


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 100_000
    rng = random.Random(SEED)
    random.seed(SEED)
    unexplained = check_cpf(rng, n) + check_cnpj(rng, n) + check_cep(rng, n // 10) + check_phone_br(rng)
    sys.exit(1 if unexplained else 0)


if __name__ == "__main__":
    main()
