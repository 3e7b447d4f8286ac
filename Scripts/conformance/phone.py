"""Conformance of the international `phone` format: country calling code recognition and
the E.164 length (8 to 15 digits with the country code).

Reference (pip install 'phonenumbers>=9,<10'): Google libphonenumber's metadata through
`phonenumbers.supported_calling_codes()` (every calling code it has metadata for,
geographic and non-geographic) and `phonenumbers.parse` for where a code ends. Our rule is
E.164's: a recognised code and 8–15 digits in all; libphonenumber's per-country number
plans (is_valid_number) are stricter by design and not compared.

Inputs, seeded: for every prefix 1–999 written after "+", numbers of every total length
6–17 digits, spaced and unspaced.

Run from the repository root after `swift build --product keystroke`:
    python3 Scripts/conformance/phone.py
Exit status 1 when an unexplained disagreement is left.
"""
import random
import sys

import phonenumbers

from common import Tally, validate_all

SEED = 20261121
SUPPORTED = phonenumbers.supported_calling_codes()
# Codes ITU-T E.164 assigns that libphonenumber has no metadata for (checked by hand against the ITU list).
ITU_ONLY = {388: "388: ITU code for groups of countries (ETNS, now unused)",
            991: "991: ITU trial of the international public telecommunication service (ITPCS)",
            379: "379: reserved by ITU for Vatican City (it uses +39 06 698)"}


def national_lengths(code):
    """libphonenumber's possible national lengths for a code (local-only ones left out), or None."""
    lengths, local = set(), set()
    for region in phonenumbers.region_codes_for_country_code(code):
        metadata = phonenumbers.PhoneMetadata.metadata_for_region(region)
        if metadata and metadata.general_desc:
            lengths |= set(metadata.general_desc.possible_length or ())
            local |= set(metadata.general_desc.possible_length_local_only or ())
    return lengths - local or None


# Codes whose own numbering plan we check (PhoneFormat.Plan); the others get E.164's 8–15 digits.
PLANS = {1, 7, 33, 39, 44, 49, 55, 351}
DEVIATIONS = {
    7: "+7 with 14 national digits: Russian toll-free 8-800 long form in libphonenumber; our plan keeps subscriber numbers (10)",
    39: "+39 with 12 national digits: libphonenumber allows 12 for some fixed/voicemail ranges; our plan 6–11 (AGCOM)",
    49: "+49 with 4–5 national digits: libphonenumber allows very short DE numbers; our plan 6–13, and E.164 needs 8 digits in all",
    55: "+55 with 8–9 national digits: non-geographic 4003-xxxx numbers; our plan requires the DDD (10–11)",
}


def reference_code(digits):
    for size in (1, 2, 3):
        if int(digits[:size]) in SUPPORTED:
            return int(digits[:size])
    return None


def main():
    rng = random.Random(SEED)
    inputs = []
    for prefix in range(1, 1000):
        for total in range(6, 18):
            digits = str(prefix) + "".join(rng.choice("0123456789") for _ in range(total - len(str(prefix))))
            if len(digits) != total:
                continue
            inputs.append("+" + digits)
            inputs.append("+" + digits[: len(str(prefix))] + " " + digits[len(str(prefix)):])
    answers = validate_all("phone", inputs)
    tally = Tally("phone vs libphonenumber calling codes + E.164 length")

    def classify(value, ours, ref):
        digits = value[1:].replace(" ", "")
        code = reference_code(digits)
        if code in DEVIATIONS:
            return DEVIATIONS[code]
        for code, why in ITU_ONLY.items():
            if digits.startswith(str(code)) and ours[0] and 8 <= len(digits) <= 15:
                return why + "; assigned in E.164, no libphonenumber metadata"
        return None

    for value, ours in zip(inputs, answers):
        digits = value[1:].replace(" ", "")
        code = reference_code(digits)
        reference = code is not None and 8 <= len(digits) <= 15
        if code in PLANS:
            reference = len(digits) - len(str(code)) in national_lengths(code) and len(digits) <= 15
        tally.add(value, ours, reference, classify)
    print(f"calling codes with libphonenumber metadata: {len(SUPPORTED)}")
    sys.exit(1 if tally.report() else 0)


if __name__ == "__main__":
    main()
