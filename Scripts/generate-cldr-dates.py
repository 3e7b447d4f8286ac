#!/usr/bin/env python3
"""Generates the CLDR date and time data that `date:locale=LOCALE` and `time:LOCALE` type with.

Source: the CLDR copy inside Python's Babel, pinned: Babel 2.19.0 (the script refuses any other).
Output: Sources/Keystroke/Formats/Dates/CLDR/CLDRDateData.swift, string literals that
CLDRDateCatalog parses at run time.

    pip install babel==2.19.0
    python3 Scripts/generate-cldr-dates.py

Per locale, what is kept is only what differs from the value its CLDR parent resolves to
(walking locale -> parents -> root gives Babel's merged value), as the currency data does:
the gregorian short date pattern, the short and medium time patterns, the abbreviated
AM and PM markers (format context: what Babel's `a` writes) and the numeric month-and-year
pattern (availableFormats `yM`, what Babel's `format_skeleton('yM', ...)` writes with).
Patterns are CLDR's as they are; the rule that widens them for fixed-width typing lives in Swift (DatePattern, TimePattern)
and in Scripts/conformance/dates_locale.py. Locale ids, aliases and parents are not written
here: CLDRDateCatalog resolves along the currency data's (Scripts/generate-cldr-currency.py),
made from the same Babel locales; a locale that changes nothing has no line.
"""

import os
import sys

import babel
from babel import Locale

from cldr_common import ROOT, cldr_version, currency, with_inherited, write_swift

PINNED = "2.19.0"
if babel.__version__ != PINNED:
    sys.exit(f"generate-cldr-dates.py needs Babel {PINNED} (pip install babel=={PINNED}); found {babel.__version__}")

SWIFT_OUT = os.path.join(ROOT, "Sources/Keystroke/Formats/Dates/CLDR/CLDRDateData.swift")

KEYS = ("shortDate", "shortTime", "mediumTime", "am", "pm", "monthYear")


def resolved(name):
    """The merged values Babel formats with, for the fields we ship."""
    locale = Locale.parse(name)
    periods = locale.day_periods["format"]["abbreviated"]
    return {
        "shortDate": locale.date_formats["short"].pattern,
        "shortTime": locale.time_formats["short"].pattern,
        "mediumTime": locale.time_formats["medium"].pattern,
        "am": periods["am"],
        "pm": periods["pm"],
        "monthYear": locale.datetime_skeletons["yM"].pattern,
    }


def locale_line(name, own, inherited):
    """`id TAB shortDate TAB shortTime TAB mediumTime TAB am TAB pm TAB monthYear`; empty fields inherit,
    `None` when the locale changes nothing."""
    fields = [name] + [currency.clean(own[key]) if own[key] != inherited.get(key) else "" for key in KEYS]
    while len(fields) > 1 and not fields[-1]:
        fields.pop()
    return currency.FIELD.join(fields) if len(fields) > 1 or name == "root" else None


def main():
    lines = [line for line in (locale_line(*row) for row in with_inherited(resolved)) if line is not None]
    body = f"""// Format: see the script. Fields are separated by TAB.

/// CLDR gregorian date, month-and-year and time patterns and AM/PM markers, parsed by ``CLDRDateCatalog``.
enum CLDRDateData {{
    /// The CLDR release the data comes from (the currency data's, whose locales it resolves along).
    static let cldrVersion = "{cldr_version()}"

    /// `id TAB shortDate TAB shortTime TAB mediumTime TAB am TAB pm TAB monthYear`, root first, only the locales
    /// that change a value; an empty (or missing) field is the parent's along the currency data's chain.
    static let locales = \"\"\"
{currency.swift_literal(chr(10).join(lines))}
\"\"\"
}}
"""
    size = write_swift(SWIFT_OUT, "generate-cldr-dates.py", body)
    print(f"{SWIFT_OUT}: {len(lines)} locales with a value of their own, {size} bytes")


if __name__ == "__main__":
    main()
