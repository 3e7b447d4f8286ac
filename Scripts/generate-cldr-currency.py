#!/usr/bin/env python3
"""Generates the CLDR number data that `currency:LOCALE:CODE`, `amount:`, `number:` and `percent:` format with.

Source: the CLDR copy inside Python's Babel (pinned: Babel 2.19.0, CLDR 49; the script
refuses to run with another Babel).
Output: Sources/Keystroke/Formats/Money/CLDR/CLDRCurrencyData.swift, a few string
literals that CLDRCurrencyCatalog parses at run time.

    pip install babel==2.19.0
    python3 Scripts/generate-cldr-currency.py              # writes the Swift file
    python3 Scripts/generate-cldr-currency.py --fixtures   # writes the test fixture

What is kept, per locale, is only what differs from the value its CLDR parent
resolves to (so walking locale -> parents -> root gives Babel's merged value):
the default numbering system, decimal, group, minus and percent symbols per
numbering system, the standard currency, decimal and percent patterns and the
currency symbols it overrides. Parents
follow CLDR: parentLocales exceptions, `lang_Script` with a non-likely script
goes to root, else the last subtag is dropped. Only the exceptions are stored.
Per currency: ISO 4217 fraction digits (CLDR supplemental currencyData) and
root symbol. Digits of numbering systems are Unicode facts (CLDR
numberingSystems.xml); each is checked with unicodedata below.

The fixture is Babel's `format_currency` output with the locale's default
numbering system (`numbering_system='default'`). Babel keeps ASCII digits
there, while CLDR's numbering system says which digits to write, so the
fixture writer maps ASCII digits to the system's digits itself (ar_EG
"١٬٢٣٤٫٥٦"). Rows for `-u-nu-latn` are Babel's own Latin output unchanged.
Babel, like the issue's examples, groups from four integer digits (it_IT
"1.234,56 €") and inserts no currency spacing; our formatter does the same.

Babel's NumberPattern.apply unquotes the pattern's literals ('...') after the
symbols are in, so since CLDR 48 made U+0027 the Swiss group separator (de_CH,
de_LI, en_CH, fr_CH, it_CH, gsw*) its text loses separators in pairs:
1234567890.12 comes out "CHF 1234567'890.12", -1234567.5 "-1234567.5".
`babel_text` renders with a stand-in group symbol and puts the locale's back,
which is CLDR's "CHF 1'234'567'890.12"; every other text is Babel's unchanged.
"""

import os
import sys
import unicodedata
from decimal import Decimal

import babel
import babel.numbers
from babel import Locale, localedata
from babel.core import get_global, parse_locale
from babel.numbers import format_currency, get_currency_precision

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SWIFT_OUT = os.path.join(ROOT, "Sources/Keystroke/Formats/Money/CLDR/CLDRCurrencyData.swift")
FIXTURE_OUT = os.path.join(ROOT, "Tests/KeystrokeTests/Formats/Fixtures/cldr-currency.tsv")

# The Babel release the shipped data comes from; the territory names and the numbers
# conformance script pin the same one through this constant.
PINNED_BABEL = "2.19.0"

# Digit zero of each decimal numbering system we can render (CLDR numberingSystems.xml).
ZEROS = {
    "latn": 0x30, "arab": 0x660, "arabext": 0x6F0, "deva": 0x966, "beng": 0x9E6, "adlm": 0x1E950,
    "hmnp": 0x1E140, "olck": 0x1C50, "cakm": 0x11136, "tibt": 0xF20, "nkoo": 0x7C0, "mymr": 0x1040,
    "mtei": 0xABF0, "thai": 0xE50, "khmr": 0x17E0, "laoo": 0xED0, "gujr": 0xAE6, "guru": 0xA66,
    "knda": 0xCE6, "mlym": 0xD66, "orya": 0xB66, "telu": 0xC66, "tamldec": 0xBE6, "fullwide": 0xFF10,
}

FIELD = "\t"  # between fields of a line
ITEM = "\x1f"  # between items of a field (unit separator; never in CLDR text)
PAIR = "\x1e"  # between a key and its value (record separator)


def check_babel():
    """Refuses to run with a Babel other than the pinned one: its CLDR is another data set."""
    if babel.__version__ != PINNED_BABEL:
        raise SystemExit(f"Babel {PINNED_BABEL} is pinned (pip install babel=={PINNED_BABEL}); found {babel.__version__}")


# Stands for a group separator holding U+0027 while Babel formats (a private-use scalar, never in CLDR text).
GROUP_STAND_IN = "\ue000"


def babel_text(format_function, *args, **kwargs):
    """`format_function(*args, **kwargs)` (format_currency, format_decimal, format_percent) with
    a U+0027 group separator kept whole: Babel's quote unescaping would drop pairs of them."""
    original = babel.numbers.get_group_symbol
    symbols = set()

    def stand_in(*a, **k):
        symbol = original(*a, **k)
        if "'" not in symbol:
            return symbol
        symbols.add(symbol)
        return GROUP_STAND_IN

    babel.numbers.get_group_symbol = stand_in
    try:
        text = format_function(*args, **kwargs)
    finally:
        babel.numbers.get_group_symbol = original
    assert len(symbols) <= 1 and "'" not in text.replace(GROUP_STAND_IN, ""), (args, kwargs, text)
    return text.replace(GROUP_STAND_IN, symbols.pop()) if symbols else text


def check_digits():
    for name, zero in ZEROS.items():
        for value in range(10):
            assert unicodedata.decimal(chr(zero + value)) == value, name


def parent_of(name):
    """CLDR parent: parentLocales exception, non-likely script -> root, else truncation."""
    exception = get_global("parent_exceptions").get(name)
    if exception:
        return exception
    lang, territory, script, variant, *_ = parse_locale(name)
    if script and not territory and not variant:
        likely = get_global("likely_subtags").get(lang)
        if likely and parse_locale(likely)[2] != script:
            return "root"
    parts = name.split("_")
    return "root" if len(parts) == 1 else "_".join(parts[:-1])


def truncated(name):
    parts = name.split("_")
    return "root" if len(parts) == 1 else "_".join(parts[:-1])


def resolved(name):
    """The merged values Babel formats with, for the fields we ship."""
    locale = Locale.parse(name)
    symbols = {}
    for system in ZEROS:
        try:
            table = locale.number_symbols[system]
        except KeyError:
            continue
        # Babel's own fallbacks when a system's table lacks a symbol (root `deva` is an alias to latn).
        symbols[system] = (table.get("decimal", "."), table.get("group", ","),
                           table.get("minusSign", "-"), table.get("percentSign", "%"))
    return {
        "ns": locale.default_numbering_system,
        "symbols": symbols,
        "pattern": locale.currency_formats["standard"].pattern,
        "currencies": dict(locale.currency_symbols),
        "decimalPattern": locale.decimal_formats[None].pattern,
        "percentPattern": locale.percent_formats[None].pattern,
    }


def clean(text):
    for separator in (FIELD, ITEM, PAIR, "\n"):
        assert separator not in text, repr(text)
    return text


def locale_line(name, own, inherited):
    """`id TAB parent TAB ns TAB symbols TAB pattern TAB currencies TAB decimalPattern TAB percentPattern`;
    empty fields inherit."""
    parent = parent_of(name) if name != "root" else ""
    fields = [name, parent if parent != truncated(name) else "", "", "", "", "", "", ""]
    if own["ns"] != inherited.get("ns"):
        fields[2] = own["ns"]
    items = []
    for system, values in sorted(own["symbols"].items()):
        old = inherited.get("symbols", {}).get(system, (None,) * 4)
        if values != old:
            # Only the changed symbols; trailing empty ones are left out.
            parts = [value if value != was else "" for value, was in zip(values, old)]
            while parts and not parts[-1]:
                parts.pop()
            items.append(PAIR.join([clean(system)] + [clean(part) for part in parts]))
    fields[3] = ITEM.join(items)
    if own["pattern"] != inherited.get("pattern"):
        fields[4] = clean(own["pattern"])
    for index, key in ((6, "decimalPattern"), (7, "percentPattern")):
        if own[key] != inherited.get(key):
            fields[index] = clean(own[key])
    old_symbols = inherited.get("currencies", {})
    fields[5] = ITEM.join(code + PAIR + clean(symbol) for code, symbol in sorted(own["currencies"].items())
                          if code in CURRENCIES and old_symbols.get(code, code) != symbol)
    while len(fields) > 6 and not fields[-1]:
        fields.pop()
    return FIELD.join(fields)


def swift_literal(text, escape_marks=True):
    """Body of a Swift multi-line string literal: escapes for backslash, quotes and invisible scalars
    (and combining marks unless `escape_marks` is false: written as they are, they take a third of the room)."""
    escaped = ("Zs", "Cf", "Mn", "Zl", "Zp") if escape_marks else ("Zs", "Cf", "Zl", "Zp")
    out = []
    for character in text:
        code = ord(character)
        if character == "\\":
            out.append("\\\\")
        elif character == '"':
            out.append('\\"')
        elif character == "\n":
            out.append("\n")
        elif character == "\t":
            out.append("\\t")
        elif code < 0x20 or unicodedata.category(character) in escaped and code != 0x20:
            out.append("\\u{%X}" % code)
        else:
            out.append(character)
    return "".join(out)


def parsed(name):
    """The locale Babel's Locale.parse picks for an id, or None."""
    try:
        return str(Locale.parse(name))
    except (ValueError, babel.UnknownLocaleError):
        return None


def locale_aliases(names):
    """`short TAB cldrID` lines: ids Babel's Locale.parse resolves through likely subtags (`zh_CN` -> `zh_Hans_CN`)."""
    aliases = []
    known = set(names)
    for name in names:
        parts = name.split("_")
        # `zh_CN` -> `zh_Hans_CN`: the short forms Babel's Locale.parse resolves through likely subtags.
        if len(parts) == 3 and len(parts[1]) == 4:
            short = parts[0] + "_" + parts[2]
            if short not in known and parsed(short) == name:
                aliases.append(short + FIELD + name)
    for short in get_global("likely_subtags"):
        if short in known or short.startswith("und"):
            continue
        target = parsed(short)
        if target in known and target != short:
            aliases.append(short + FIELD + target)
    return sorted(set(aliases))

CURRENCIES = sorted(get_global("all_currencies"))


def generate_swift():
    names = ["root"] + sorted(localedata.locale_identifiers())
    names = list(dict.fromkeys(names))
    cache = {}
    lines = []
    for name in names:
        own = resolved(name)
        cache[name] = own
        inherited = {} if name == "root" else cache.get(parent_of(name)) or resolved(parent_of(name))
        lines.append(locale_line(name, own, inherited))
    root_symbols = cache["root"]["currencies"]
    currency_lines = []
    for code in CURRENCIES:
        digits = get_currency_precision(code)
        symbol = root_symbols.get(code, code)
        currency_lines.append(FIELD.join([code, str(digits) if digits != 2 else "", clean(symbol) if symbol != code else ""]))
    aliases = locale_aliases(names)
    systems = FIELD.join(f"{name}{PAIR}{zero:X}" for name, zero in sorted(ZEROS.items()))
    cldr = get_global("cldr")
    version = cldr.get("version") if isinstance(cldr, dict) else cldr
    source = f"""// Generated by Scripts/generate-cldr-currency.py from Babel {babel.__version__} (CLDR {version}). Do not edit.
// Format: see the script. Fields are separated by TAB, items by U+001F, key and value by U+001E.

/// CLDR currency data, parsed by ``CLDRCurrencyCatalog``.
enum CLDRCurrencyData {{
    /// The CLDR release the data comes from.
    static let cldrVersion = "{version}"

    /// `id TAB parent TAB numberingSystem TAB symbols TAB pattern TAB currencySymbols [TAB decimalPattern [TAB percentPattern]]`,
    /// one locale a line, root first. A symbols item is `system U+1E decimal [U+1E group [U+1E minus [U+1E percent]]]`.
    static let locales = \"\"\"
{swift_literal(chr(10).join(lines))}
\"\"\"

    /// `CODE TAB fractionDigits TAB rootSymbol`; empty digits mean 2, an empty symbol the code.
    static let currencies = \"\"\"
{swift_literal(chr(10).join(currency_lines))}
\"\"\"

    /// `shortID TAB cldrID`: ids Babel resolves through likely subtags (`zh_CN` -> `zh_Hans_CN`).
    static let aliases = \"\"\"
{swift_literal(chr(10).join(aliases))}
\"\"\"

    /// `name U+001E hexZero`, TAB-separated: the decimal numbering systems and their digit zero.
    static let numberingSystems = "{swift_literal(systems)}"
}}
"""
    os.makedirs(os.path.dirname(SWIFT_OUT), exist_ok=True)
    with open(SWIFT_OUT, "w", encoding="utf-8") as handle:
        handle.write(source)
    print(f"{SWIFT_OUT}: {len(lines)} locales, {len(currency_lines)} currencies, {len(aliases)} aliases, {len(source.encode())} bytes")
    currency_codes(version)


# Swift keywords a case name must quote.
KEYWORDS = {"as", "do", "if", "in", "is", "try", "var", "let", "for", "nil", "case", "func", "all", "any"}


def currency_codes(version):
    """The closed set of currency codes as a Swift enum, named in English by CLDR."""
    english = Locale("en").currencies
    out = [f"// Generated by Scripts/generate-cldr-currency.py from Babel {babel.__version__} (CLDR {version}). Do not edit.",
           "",
           "/// An ISO 4217 currency code CLDR has data for, current or historic: the closed set",
           "/// ``Format/currency(locale:currency:maximum:)`` takes.",
           "public enum CurrencyCode: String, Sendable, Hashable, CaseIterable {"]
    for code in CURRENCIES:
        name = code.lower()
        out.append(f"    /// {english.get(code, code)}.")
        out.append(f'    case {f"`{name}`" if name in KEYWORDS else name} = "{code}"')
    out += ["}", ""]
    path = os.path.join(os.path.dirname(SWIFT_OUT), "CurrencyCode.swift")
    with open(path, "w", encoding="utf-8") as handle:
        handle.write("\n".join(out))
    print(f"{path}: {len(CURRENCIES)} codes")


def local_currency(name):
    locale = Locale.parse(name)
    territory = locale.territory
    if not territory:
        likely = get_global("likely_subtags").get(locale.language)
        territory = parse_locale(likely)[1] if likely else None
    current = [code for code, start, end, tender in get_global("territory_currencies").get(territory or "", [])
               if end is None and tender]
    return current[-1] if current and current[-1] in CURRENCIES else "EUR"


def native(text, system):
    """Babel writes ASCII digits whatever the numbering system: map them to the system's digits."""
    zero = ZEROS[system]
    return "".join(chr(zero + ord(c) - 0x30) if "0" <= c <= "9" else c for c in text)


def fixture_row(name, code, units, latin=False):
    digits = get_currency_precision(code)
    amount = Decimal(units).scaleb(-digits)
    if latin:
        return f"{name}-u-nu-latn\t{code}\t{units}\t{babel_text(format_currency, amount, code, locale=name)}"
    system = Locale.parse(name).default_numbering_system
    text = babel_text(format_currency, amount, code, locale=name, numbering_system="default")
    symbol_digits = any(c.isdigit() for c in Locale.parse(name).currency_symbols.get(code, code))
    assert not symbol_digits, (name, code)
    if system != "latn":
        text = native(text, system)
    return f"{name}\t{code}\t{units}\t{text}"


def generate_fixtures():
    names = sorted(localedata.locale_identifiers())
    rows = []
    for index, name in enumerate(names):
        code = local_currency(name)
        for units in (0, 1234, 123456789012, -1234567):
            rows.append(fixture_row(name, code, units))
        if Locale.parse(name).default_numbering_system != "latn":
            rows.append(fixture_row(name, code, 1234567, latin=True))
        if index % 20 == 0:
            for other in ("USD", "EUR", "JPY", "BHD"):
                for units in (0, 1, 12, 123, 1234, 12345, 1234567, 123456789012):
                    rows.append(fixture_row(name, other, units))
    header = (f"# Babel {babel.__version__} format_currency output; generated by Scripts/generate-cldr-currency.py --fixtures.\n"
              "# locale\tcurrency\tminor units\texpected\n")
    os.makedirs(os.path.dirname(FIXTURE_OUT), exist_ok=True)
    with open(FIXTURE_OUT, "w", encoding="utf-8") as handle:
        handle.write(header + "\n".join(rows) + "\n")
    print(f"{FIXTURE_OUT}: {len(rows)} rows")


if __name__ == "__main__":
    check_babel()
    check_digits()
    if "--fixtures" in sys.argv:
        generate_fixtures()
    else:
        generate_swift()
