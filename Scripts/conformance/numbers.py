"""number:LOCALE, percent:LOCALE and amount:LOCALE:CODE against Babel 2.19.0 (CLDR 49),
the data the package ships (the script refuses to run with another Babel).

For every CLDR locale Babel has (each one's resolved symbols, patterns and digits,
so every locale with its own number symbols is among them):
- stored values -> `format` must give Babel's format_decimal / format_percent
  (decimal_quantization=False: a typed fraction is kept) / format_currency text;
- Babel's text -> `validate` must give the stored value back, and that text;
- the stored value typed key by key (`type`) must end on Babel's text.

Babel writes ASCII digits, `-` and `%` whatever the locale; CLDR's numbering system
and symbols say which digits, minus sign and percent sign to write (sv U+2212,
ar-EG U+061C + `-` and U+066A U+061C, fa-IR U+200E U+2212). The expected text is
Babel's with those mapped, as Scripts/generate-cldr-currency.py's fixture maps the
digits. Everything else is Babel's text unchanged, but for one Babel fault the generator
works around (`babel_text`): a U+0027 group separator (CLDR 48+, de-CH, fr-CH, gsw, …)
is kept whole, where Babel's quote unescaping drops pairs of them.

    pip install babel==2.19.0
    swift build --product keystroke
    python3 Scripts/conformance/numbers.py
"""
import os
import sys

# This file shares its name with the standard library's `numbers`, which `decimal` imports:
# keep its folder off the path until the standard library is loaded.
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path = [path for path in sys.path if os.path.abspath(path or ".") != HERE]
import json  # noqa: E402
import subprocess  # noqa: E402
from decimal import Decimal  # noqa: E402

from babel import Locale, localedata  # noqa: E402
from babel.numbers import format_currency, format_decimal, format_percent, get_currency_precision  # noqa: E402

sys.path.insert(0, HERE)
from common import BIN, ROOT, Tally  # noqa: E402
import importlib.util  # noqa: E402

# The data generator's digit table and local-currency rule, one copy of each.
_spec = importlib.util.spec_from_file_location("generator", os.path.join(ROOT, "Scripts", "generate-cldr-currency.py"))
generator = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(generator)
ZEROS = generator.ZEROS
babel_text = generator.babel_text

NUMBERS = ["0", "7", "0.5", "12.25", "1234", "-1234.5", "1234567.125", "-98765432.1", "100000"]
PERCENTS = ["0", "12.5", "-12.5", "1234.75", "100"]
MINOR_UNITS = [0, 7, 123456, -123456, 123456789]


def cldr(text, locale):
    """Babel's text with the locale's own digits, minus sign and percent sign."""
    system = locale.default_numbering_system
    symbols = locale.number_symbols.get(system, {})
    text = text.replace("-", symbols.get("minusSign", "-")).replace("%", symbols.get("percentSign", "%"))
    zero = ZEROS[system]
    return "".join(chr(zero + ord(c) - 0x30) if "0" <= c <= "9" else c for c in text)


def batch(requests):
    lines = "".join(json.dumps(r) + "\n" for r in requests)
    out = subprocess.run([BIN, "batch"], input=lines.encode(), capture_output=True, check=True).stdout
    replies = [json.loads(line) for line in out.decode().splitlines()]
    if len(replies) != len(requests):
        raise RuntimeError(f"{len(requests)} requests but {len(replies)} replies")
    return replies


def cases():
    """(kind, format id, stored value, typed keys, expected text, expected value) for every locale."""
    for name in sorted(localedata.locale_identifiers()):
        locale = Locale.parse(name)
        for value in NUMBERS:
            text = cldr(babel_text(format_decimal, Decimal(value), locale=name, numbering_system="default"), locale)
            yield "number", f"number:{name}:min=-1000000000", value, value, text, value
        for value in PERCENTS:
            babel = babel_text(format_percent, Decimal(value) / 100, locale=name, numbering_system="default",
                               decimal_quantization=False)
            yield "percent", f"percent:{name}:min=-1000000", value, value, cldr(babel, locale), value
        code = generator.local_currency(name)
        digits = get_currency_precision(code)
        for units in MINOR_UNITS:
            amount = Decimal(units).scaleb(-digits)
            stored = f"{amount:f}"
            babel = babel_text(format_currency, amount, code, locale=name, numbering_system="default")
            yield "amount", f"amount:{name}:{code}:min=-100000000", stored, stored, cldr(babel, locale), stored


def main():
    generator.check_babel()
    rows = list(cases())
    tallies = {kind: {step: Tally(f"{kind} {step}") for step in ("format", "validate", "type")}
               for kind in ("number", "percent", "amount")}
    requests = []
    for kind, fmt, stored, keys, text, value in rows:
        requests.append({"op": "format", "format": fmt, "input": stored})
        requests.append({"op": "validate", "format": fmt, "input": text})
        requests.append({"op": "type", "format": fmt, "keys": keys})
    replies = batch(requests)
    for index, (kind, fmt, stored, keys, text, value) in enumerate(rows):
        formatted, validated, typed = replies[3 * index: 3 * index + 3]
        t = tallies[kind]
        ours = formatted.get("text")
        t["format"].add((fmt, stored), (ours == text, ours), True)
        ok = validated.get("valid") and validated.get("value") == value and validated.get("text") == text
        t["validate"].add((fmt, text), (bool(ok), (validated.get("value"), validated.get("text"), validated.get("code"))), True)
        steps = typed.get("steps") or [{}]
        last = steps[-1].get("text")
        t["type"].add((fmt, keys), (last == text, last), True)
    unexplained = 0
    locales = len(set(fmt.split(":")[1] for _, fmt, *_ in rows))
    print(f"{locales} locales, {len(rows)} values, {len(requests)} requests")
    for kind in tallies.values():
        for tally in kind.values():
            unexplained += tally.report()
    sys.exit(1 if unexplained else 0)


if __name__ == "__main__":
    main()
