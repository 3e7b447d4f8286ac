#!/usr/bin/env python3
"""Generates the telephone numbering plans that `phone` and `phone:REGION` use.

Source: libphonenumber's metadata as shipped in the `phonenumbers` package
(pinned below; the metadata is Apache-2.0, see NOTICE).
Output: Sources/Keystroke/Formats/International/Phone/PhoneMetadataData.swift, one raw string
literal per region (and per non-geographic calling code), which
`PhoneMetadataStore` parses on first use of that region only.

    pip install phonenumbers==9.0.43
    python3 Scripts/generate-phone-metadata.py              # writes the Swift file
    python3 Scripts/generate-phone-metadata.py --fixtures   # writes the test fixture

The fixture (Tests/KeystrokeTests/Formats/Fixtures/phone-examples.tsv) holds, for the
example number of every type of every region, libphonenumber's verdicts and texts: the
region and type, INTERNATIONAL and NATIONAL formats, and the as-you-type formatter's output
after every key, for "+" and the digits and for the national dialling digits. Beside it,
phone-written.tsv holds numbers as people write them (Scripts/conformance/phone_written.py) and
phone-find.jsonl texts with what PhoneNumberMatcher finds in them
(Scripts/conformance/phone_find.py, which needs the `regex` package).

Record layout, one line per item, fields separated by "~":
    R~id~callingCode~internationalPrefix~nationalPrefix~nationalPrefixForParsing~
      nationalPrefixTransformRule~flags~leadingDigits
        flags: "s" same mobile and fixed-line pattern, "m" main country for its code
    D~type~pattern~possibleLengths~localOnlyLengths~exampleNumber
        type: g general, f fixedLine, m mobile, t tollFree, p premiumRate,
              s sharedCost, v voip, n personalNumber, b pager, u uan, o voicemail
    F~pattern~format~nationalPrefixFormattingRule~flags~carrierRule~template~templateDigits~leading1~leading2...
        flags: "o" national prefix optional when formatting, "e" eligible for
        as-you-type formatting (the format is groups and punctuation only)
        template: the as-you-type template with "9" for each digit slot, worked
        out as libphonenumber does (the pattern's first match in fifteen 9s,
        formatted); templateDigits: how many digits that match had
    I~index        the international format is national format `index`
    I~pattern~format~~flags~~template~templateDigits~leading...   (its own)
An empty international list means the national formats serve both.
Formats use "$1" for groups. Absent fields are empty.
"""

import os
import random
import re
import sys

from phonenumbers import PhoneNumberType
from phonenumbers.asyoutypeformatter import AsYouTypeFormatter

import phonenumbers
from phonenumbers.phonemetadata import PhoneMetadata
from phonenumbers import phonenumberutil

PINNED = "9.0.43"
OUTPUT = "Sources/Keystroke/Formats/International/Phone/PhoneMetadataData.swift"
REGION_CODES = "Sources/Keystroke/Formats/International/Phone/PhoneRegionCode.swift"
FIXTURE = "Tests/KeystrokeTests/Formats/Fixtures/phone-examples.tsv"
WRITTEN_FIXTURE = "Tests/KeystrokeTests/Formats/Fixtures/phone-written.tsv"
FIND_FIXTURE = "Tests/KeystrokeTests/Formats/Fixtures/phone-find.jsonl"
TYPE_NAMES = {
    PhoneNumberType.FIXED_LINE: "fixedLine", PhoneNumberType.MOBILE: "mobile",
    PhoneNumberType.FIXED_LINE_OR_MOBILE: "fixedLineOrMobile", PhoneNumberType.TOLL_FREE: "tollFree",
    PhoneNumberType.PREMIUM_RATE: "premiumRate", PhoneNumberType.SHARED_COST: "sharedCost",
    PhoneNumberType.VOIP: "voip", PhoneNumberType.PERSONAL_NUMBER: "personalNumber",
    PhoneNumberType.PAGER: "pager", PhoneNumberType.UAN: "uan", PhoneNumberType.VOICEMAIL: "voicemail",
}

if phonenumbers.__version__ != PINNED:
    sys.exit(f"phonenumbers {PINNED} is pinned, found {phonenumbers.__version__}: pip install phonenumbers=={PINNED}")

TYPES = [
    ("g", "general_desc"), ("f", "fixed_line"), ("m", "mobile"), ("t", "toll_free"),
    ("p", "premium_rate"), ("s", "shared_cost"), ("v", "voip"), ("n", "personal_number"),
    ("b", "pager"), ("u", "uan"), ("o", "voicemail"),
]

# libphonenumber's rule for formats the as-you-type formatter may use.
ELIGIBLE = re.compile(
    "[" + phonenumberutil._VALID_PUNCTUATION + "]*\\\\1[" + phonenumberutil._VALID_PUNCTUATION
    + "]*(\\\\\\d[" + phonenumberutil._VALID_PUNCTUATION + "]*)*")


def check(text):
    """A field must hold neither separator."""
    if text is None:
        return ""
    if "~" in text or "\n" in text or '"#' in text:
        sys.exit(f"separator in data: {text!r}")
    return text


def dollars(rule):
    """Python's \\1 group references as $1."""
    if rule is None:
        return ""
    return re.sub(r"\\(\d)", r"$\1", rule)


def template(fmt):
    """The as-you-type template and its digit count, as libphonenumber builds them."""
    pattern = re.compile(fmt.pattern)
    found = pattern.search("999999999999999")
    if found is None:
        return "", 0
    number = found.group(0)
    return pattern.sub(fmt.format, number), len(number)


def format_line(kind, fmt):
    text, digits = template(fmt)
    flags = ("o" if fmt.national_prefix_optional_when_formatting else "") \
        + ("e" if re.fullmatch(ELIGIBLE, fmt.format) else "")
    fields = [kind, check(fmt.pattern), check(dollars(fmt.format)),
              check(dollars(fmt.national_prefix_formatting_rule)), flags,
              check(dollars(fmt.domestic_carrier_code_formatting_rule)), check(text), str(digits)]
    fields += [check(p) for p in fmt.leading_digits_pattern]
    return "~".join(fields)


def same_format(a, b):
    return (a.pattern, a.format, list(a.leading_digits_pattern)) == (b.pattern, b.format, list(b.leading_digits_pattern))


def record(meta):
    flags = ("s" if meta.same_mobile_and_fixed_line_pattern else "") + ("m" if meta.main_country_for_code else "")
    lines = ["~".join([
        "R", meta.id, str(meta.country_code), check(meta.international_prefix), check(meta.national_prefix),
        check(meta.national_prefix_for_parsing), check(dollars(meta.national_prefix_transform_rule)), flags,
        check(meta.leading_digits)])]
    for letter, name in TYPES:
        desc = getattr(meta, name)
        if desc is None:
            continue
        lines.append("~".join([
            "D", letter, check(desc.national_number_pattern),
            ",".join(str(n) for n in desc.possible_length),
            ",".join(str(n) for n in desc.possible_length_local_only),
            check(desc.example_number)]))
    for fmt in meta.number_format:
        lines.append(format_line("F", fmt))
    for intl in meta.intl_number_format:
        index = next((i for i, fmt in enumerate(meta.number_format) if same_format(fmt, intl)), None)
        lines.append(f"I~{index}" if index is not None else format_line("I", intl))
    return "\n".join(lines)


def main():
    regions = sorted(phonenumbers.SUPPORTED_REGIONS)
    nongeo = sorted(phonenumbers.COUNTRY_CODES_FOR_NON_GEO_REGIONS)
    entries = []
    for region in regions:
        entries.append((region, record(PhoneMetadata.metadata_for_region(region))))
    for code in nongeo:
        entries.append((f"001:{code}", record(PhoneMetadata.metadata_for_nongeo_region(code))))
    # The few regions that write an extension otherwise than " ext. " (libphonenumber's preferredExtnPrefix).
    extension_prefixes = sorted((region, PhoneMetadata.metadata_for_region(region).preferred_extn_prefix)
                                for region in regions if PhoneMetadata.metadata_for_region(region).preferred_extn_prefix)
    codes = []
    for code in sorted(phonenumberutil.COUNTRY_CODE_TO_REGION_CODE):
        codes.append(f"{code}:" + ",".join(phonenumberutil.COUNTRY_CODE_TO_REGION_CODE[code]))

    out = [f"// Generated by Scripts/generate-phone-metadata.py from libphonenumber's metadata in phonenumbers {PINNED}; do not edit.",
           "// The metadata is Apache-2.0 licensed (see NOTICE). Record layout: the script's docstring.",
           "",
           "/// libphonenumber's numbering plans as compact records, parsed one region at a time on first use.",
           "enum PhoneMetadataData {",
           f"    /// The phonenumbers (libphonenumber) version the data comes from.",
           f'    static let version = "{PINNED}"',
           "",
           "    /// Calling codes and their regions, main region first: `1:US,AG,…` one code a line.",
           '    static let callingCodes = """',
           *["    " + line for line in codes],
           '    """',
           "",
           "    /// How a region writes an extension when not as ` ext. ` (libphonenumber's preferredExtnPrefix).",
           "    static let extensionPrefixes: [String: String] = [",
           *[f'        "{region}": "{prefix}",' for region, prefix in extension_prefixes],
           "    ]",
           "",
           "    /// Every region id with a record (`001:800` for non-geographic codes).",
           "    static let regionIDs: [String] = [",
           *[f'        "{key}",' for key, _ in entries],
           "    ]",
           "",
           "    /// The record of a region id (`BR`) or non-geographic calling code (`001:800`).",
           "    static func record(for id: String) -> String? {",
           "        switch id {"]
    for key, text in entries:
        out.append(f'        case "{key}":')
        out.append('            #"""')
        out.extend("            " + line for line in text.split("\n"))
        out.append('            """#')
    out += ["        default: nil", "        }", "    }", "}", ""]
    with open(OUTPUT, "w") as handle:
        handle.write("\n".join(out))
    print(f"{OUTPUT}: {len(regions)} regions, {len(nongeo)} non-geographic codes, {len(codes)} calling codes")
    region_codes(regions)


# Swift keywords a case name must quote.
KEYWORDS = {"as", "do", "if", "in", "is", "try", "var", "let", "for", "nil", "case", "func"}


def case_name(code):
    name = code.lower()
    return f"`{name}`" if name in KEYWORDS else name


def region_codes(regions):
    """The closed set of `phone:REGION` regions as a Swift enum, named in English by
    phonenumbers' own locale data (three regions it leaves unnamed are named here)."""
    from phonenumbers.geodata.locale import LOCALE_DATA
    unnamed = {"AC": "Ascension Island", "TA": "Tristan da Cunha", "XK": "Kosovo"}
    out = [f"// Generated by Scripts/generate-phone-metadata.py from libphonenumber's metadata in phonenumbers {PINNED}; do not edit.",
           "",
           "/// A region libphonenumber has a numbering plan for, by its ISO 3166-1 alpha-2 code (as the",
           "/// metadata spells it): the closed set ``Format/phone(region:)`` takes.",
           "public enum PhoneRegionCode: String, Sendable, Hashable, CaseIterable {"]
    for region in regions:
        names = LOCALE_DATA.get(region, {})
        name = names.get("en") or unnamed[region]
        # `*xx`: the same name as in language xx.
        while name.startswith("*"):
            name = names[name[1:]]
        out.append(f"    /// {name}.")
        out.append(f'    case {case_name(region)} = "{region}"')
    out += ["}", ""]
    with open(REGION_CODES, "w") as handle:
        handle.write("\n".join(out))
    print(f"{REGION_CODES}: {len(regions)} regions")


def typed(region, keys):
    formatter = AsYouTypeFormatter(region)
    return "|".join(formatter.input_digit(key) for key in keys)


def fixtures():
    rows = ["# Generated by Scripts/generate-phone-metadata.py --fixtures from phonenumbers " + PINNED + "; do not edit.",
            "# region\ttype\tE.164\tnumber region\tnumber type\tINTERNATIONAL\tNATIONAL\ttyping + and digits (ZZ)"
            "\tnational digits\ttyping national digits (region)"]
    for region in sorted(phonenumbers.SUPPORTED_REGIONS):
        for kind, name in TYPE_NAMES.items():
            if kind == PhoneNumberType.FIXED_LINE_OR_MOBILE:
                continue
            number = phonenumbers.example_number_for_type(region, kind)
            if number is None:
                continue
            e164 = phonenumbers.format_number(number, phonenumbers.PhoneNumberFormat.E164)
            national = phonenumbers.format_number(number, phonenumbers.PhoneNumberFormat.NATIONAL)
            digits = phonenumbers.normalize_digits_only(national)
            valid = phonenumbers.is_valid_number(number)
            rows.append("\t".join([
                region, name, e164, phonenumbers.region_code_for_number(number) if valid else "",
                TYPE_NAMES.get(phonenumbers.number_type(number), "") if valid else "",
                phonenumbers.format_number(number, phonenumbers.PhoneNumberFormat.INTERNATIONAL), national,
                typed("ZZ", e164), digits, typed(region, digits)]))
    with open(FIXTURE, "w") as handle:
        handle.write("\n".join(rows) + "\n")
    print(f"{FIXTURE}: {len(rows) - 2} example numbers")
    written_fixtures()


def written_fixtures():
    """Numbers as people write them (extensions, 00, IDDs, vanity letters, tel: URIs, other
    digits, national input to `phone`) with libphonenumber's answers, one row a case."""
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "conformance"))
    import phone_written
    rows = ["# Generated by Scripts/generate-phone-metadata.py --fixtures from phonenumbers " + PINNED + "; do not edit.",
            "# class\tformat\tinput\tverdict (valid, invalid or an error code)\tvalue\ttext\textension\turi\tregion\ttype"]
    for kind, fid, text, expected in phone_written.cases(random.Random(26)):
        if expected is None:
            fields = ["invalid"] + [""] * 6
        elif isinstance(expected, tuple):
            fields = [expected[1]] + [""] * 6
        else:
            fields = ["valid"] + [expected[key] or "" for key in ("value", "text", "extension", "uri", "region", "numberType")]
        assert all("\t" not in field and "\n" not in field for field in [text] + fields)
        rows.append("\t".join([kind, fid, text] + fields))
    with open(WRITTEN_FIXTURE, "w") as handle:
        handle.write("\n".join(rows) + "\n")
    print(f"{WRITTEN_FIXTURE}: {len(rows) - 2} written numbers")
    find_fixtures()


def find_fixtures():
    """Texts with numbers, look-alikes and non-ASCII around them, with what phonenumbers'
    PhoneNumberMatcher finds (Scripts/conformance/phone_find.py), one JSON object a line."""
    import phone_find
    lines = phone_find.fixture(random.Random(2626_26))
    with open(FIND_FIXTURE, "w") as handle:
        handle.write("\n".join(lines) + "\n")
    print(f"{FIND_FIXTURE}: {len(lines)} texts")


if __name__ == "__main__":
    fixtures() if "--fixtures" in sys.argv else main()
