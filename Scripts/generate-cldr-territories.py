#!/usr/bin/env python3
"""Generates the CLDR territory names that the phone country picker shows
(`PhoneFormat.regions(locale:)`, `keystroke phone-regions`).

Source: the CLDR copy inside Python's Babel (pinned: Babel 2.19.0, CLDR 49, the
same as the currency data). Only the regions of libphonenumber's metadata are
kept (phonenumbers 9.0.43, the phone data's own version).
Output: Sources/Keystroke/Formats/International/Phone/CLDR/CLDRTerritoryData.swift.

    pip install babel==2.19.0 phonenumbers==9.0.43
    python3 Scripts/generate-cldr-territories.py

Locales and their parents are the currency data's (Scripts/generate-cldr-currency.py):
each locale line holds only the names that differ from what its parent chain
resolves to, so walking locale -> parents -> root gives Babel's merged names.
"""

import os

import babel
import phonenumbers
from babel import Locale

from cldr_common import ROOT, currency, with_inherited, write_swift

SWIFT_OUT = os.path.join(ROOT, "Sources/Keystroke/Formats/International/Phone/CLDR/CLDRTerritoryData.swift")

# Babel is pinned once, in the currency generator; phonenumbers is the phone data's version.
PINNED = (currency.PINNED_BABEL, "9.0.43")


def names(locale):
    territories = Locale.parse(locale).territories
    result = {region: territories[region] for region in REGIONS if region in territories}
    assert all("|" not in name and "\t" not in name and "\n" not in name for name in result.values()), locale
    return result


REGIONS = sorted(phonenumbers.SUPPORTED_REGIONS)


def main():
    if (babel.__version__, phonenumbers.__version__) != PINNED:
        raise SystemExit(f"Babel {PINNED[0]} and phonenumbers {PINNED[1]} are pinned; found {babel.__version__}, {phonenumbers.__version__}")
    resolved = {}
    lines = []
    for locale, own, inherited in with_inherited(names):
        resolved[locale] = own
        changed = [(region, name) for region, name in own.items() if inherited.get(region) != name]
        if changed or locale == "root":
            lines.append(locale + "\t" + "|".join(region + name for region, name in changed))
    missing = [region for region in REGIONS if region not in resolved["en"]]
    assert not missing, f"English names missing for {missing}"
    body = f"""// Format: one locale a line, `locale TAB RRname|RRname|…` (RR the two-letter region).

/// CLDR territory names of the phone regions, parsed by ``CLDRTerritoryNames``.
enum CLDRTerritoryData {{
    /// `locale TAB RRname|RRname|…` (RR the region): the names a locale changes from its parent chain;
    /// locales that change none are left out.
    static let names = \"\"\"
{currency.swift_literal(chr(10).join(lines), escape_marks=False)}
\"\"\"
}}
"""
    size = write_swift(SWIFT_OUT, "generate-cldr-territories.py", body,
                       provenance=f" for the regions of phonenumbers {phonenumbers.__version__}")
    print(f"{SWIFT_OUT}: {len(lines)} locales with names, {len(REGIONS)} regions, {size} bytes")


if __name__ == "__main__":
    main()
