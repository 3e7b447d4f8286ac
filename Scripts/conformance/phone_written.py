"""Numbers as people write them, with libphonenumber's answers: the cases that
`Scripts/conformance/phone.py` compares through `keystroke batch`, and that
`Scripts/generate-phone-metadata.py --fixtures` writes for the unit tests.

Classes (one input per region and class, or per region, notation and class):
- extension: a national number with an extension in each notation `parse` reads;
- 00: `phone` fed `00`, the calling code and the number (read as `+`);
- IDD: `phone:REGION` fed the region's own international prefix and a foreign number;
- vanity: a number with three or more of its digits written as keypad letters;
- RFC 3966: `tel:` URIs in (with and without `;ext=`, and with `;phone-context=`);
- other digits: full-width digits and plus, and Arabic-Indic digits;
- national without region: `phone` fed a national number, which must be refused.

Each case is (class, format id, input, expected), expected being None for an invalid
number, ("error", code) for a required error code, or a dict of the valid answer.
"""

import phonenumbers as pn
from phonenumbers import PhoneNumberType as T

TYPES = {
    T.FIXED_LINE: "fixedLine", T.MOBILE: "mobile", T.FIXED_LINE_OR_MOBILE: "fixedLineOrMobile",
    T.TOLL_FREE: "tollFree", T.PREMIUM_RATE: "premiumRate", T.SHARED_COST: "sharedCost", T.VOIP: "voip",
    T.PERSONAL_NUMBER: "personalNumber", T.PAGER: "pager", T.UAN: "uan", T.VOICEMAIL: "voicemail",
}

NOTATIONS = [" ext. {}", " x{}", ";ext={}", ",,{}", " extn {}", " #{}", " anexo {}", ", {}", " ext:{}", "#{}"]
KEYPAD = {"2": "ABC", "3": "DEF", "4": "GHI", "5": "JKL", "6": "MNO", "7": "PQRS", "8": "TUV", "9": "WXYZ"}
FULL_WIDTH = str.maketrans("0123456789+", "０１２３４５６７８９＋")
ARABIC_INDIC = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")


def answer(number, region):
    """What `validate` must answer for a parsed number in format `phone` (region None) or `phone:REGION`."""
    if number is None or not pn.is_valid_number(number):
        return None
    own = region is not None and number.country_code == pn.country_code_for_region(region)
    style = pn.PhoneNumberFormat.NATIONAL if own else pn.PhoneNumberFormat.INTERNATIONAL
    return {
        "value": pn.format_number(number, pn.PhoneNumberFormat.E164),
        "text": pn.format_number(number, style),
        "extension": number.extension or None,
        "uri": pn.format_number(number, pn.PhoneNumberFormat.RFC3966),
        "region": pn.region_code_for_number(number),
        "numberType": TYPES.get(pn.number_type(number)),
    }


def parsed(text, region):
    try:
        return pn.parse(text, region)
    except pn.NumberParseException:
        return None


def example(region, rng):
    kinds = [T.MOBILE, T.FIXED_LINE, T.TOLL_FREE]
    rng.shuffle(kinds)
    for kind in kinds:
        number = pn.example_number_for_type(region, kind)
        if number is not None:
            return number
    return None


def cases(rng, regions=None):
    out = []
    regions = sorted(regions or pn.SUPPORTED_REGIONS)
    for region in regions:
        number = example(region, rng)
        if number is None:
            continue
        national = pn.format_number(number, pn.PhoneNumberFormat.NATIONAL)
        international = pn.format_number(number, pn.PhoneNumberFormat.INTERNATIONAL)
        e164 = pn.format_number(number, pn.PhoneNumberFormat.E164)
        fmt = "phone:" + region

        for notation in rng.sample(NOTATIONS, 3):
            ext = str(rng.randrange(1, 99999))
            for text, reading_region, fid in ((national + notation.format(ext), region, fmt),
                                              (international + notation.format(ext), None, "phone")):
                out.append(("extension", fid, text, answer(parsed(text, reading_region), reading_region)))

        spaced = "00" + international[1:]
        out.append(("00", "phone", spaced, answer(parsed("+" + international[1:], None), None)))
        out.append(("00", "phone", "00" + e164[1:], answer(parsed(e164, None), None)))

        meta = pn.PhoneMetadata.metadata_for_region(region)
        idd = meta.preferred_international_prefix or meta.international_prefix
        if idd and idd.isdigit():
            foreign = example(rng.choice(regions), rng)
            if foreign is not None:
                text = idd + " " + pn.format_number(foreign, pn.PhoneNumberFormat.INTERNATIONAL)[1:]
                out.append(("IDD", fmt, text, answer(parsed(text, region), region)))

        digits = pn.national_significant_number(number)
        letters = [i for i, d in enumerate(digits) if d in KEYPAD]
        if len(letters) >= 3:
            chosen = set(letters[-rng.randrange(3, min(7, len(letters)) + 1):])
            word = "".join(rng.choice(KEYPAD[d]) if i in chosen else d for i, d in enumerate(digits))
            prefix = meta.national_prefix or ""
            text = prefix + word
            out.append(("vanity", fmt, text, answer(parsed(text, region), region)))
            text = "+%d %s" % (number.country_code, word)
            out.append(("vanity", "phone", text, answer(parsed(text, None), None)))

        uri = pn.format_number(number, pn.PhoneNumberFormat.RFC3966)
        ext = str(rng.randrange(1, 9999))
        for text in (uri, uri + ";ext=" + ext, "tel:" + digits + ";phone-context=+%d" % number.country_code):
            out.append(("RFC 3966", "phone", text, answer(parsed(text, None), None)))
        out.append(("RFC 3966", fmt, uri, answer(parsed(uri, region), region)))

        wide = international.translate(FULL_WIDTH)
        out.append(("other digits", "phone", wide, answer(parsed(wide, None), None)))
        arabic = national.translate(ARABIC_INDIC)
        out.append(("other digits", fmt, arabic, answer(parsed(arabic, region), region)))

        out.append(("national without region", "phone", national, ("error", "phone.countryCode")))
    return out


def compare(case, reply):
    """Whether our batch reply agrees with the case's expectation."""
    _, _, _, expected = case
    if expected is None:
        return not reply.get("valid")
    if isinstance(expected, tuple):
        return not reply.get("valid") and reply.get("code") == expected[1]
    if not reply.get("valid"):
        return False
    ours = {key: reply.get(key) for key in expected}
    return ours == expected
