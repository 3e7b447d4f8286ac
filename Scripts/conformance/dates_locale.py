"""Conformance of `date:locale=LOCALE` and `time:LOCALE` against Babel 2.19.0 (CLDR 49).

For every locale Babel has whose gregorian short date pattern is numeric (days, months and
years only), our display pattern rule is rebuilt here in Python (days and months widened to
two digits, years to four, literals kept), Babel formats dates with it
(`format_date(d, format=<widened>, locale=L)`), the digits are typed key by key through
`keystroke batch` ("type" op, one process for every line), and we check that the field's
text ends on Babel's text, that its value is the ISO date, that `validate` takes Babel's text,
and that Babel's own `parse_date(text, locale=L)` reads our text back to the same date.
`validate` must also take the locale's own text (`format_date`, `format_time` with CLDR's own
short, medium and `yM` patterns, the year whole: `5/31/1990` and `3:45 PM` in en-US), and the same
with a keyboard's space for U+00A0 and U+202F; typed key by key, every Character a key, that text
ends on ours.

Times likewise with the short time pattern (and the medium one for `:seconds`): hours,
minutes and seconds widened to two digits, `B` typed as the AM/PM marker `a`; the keys are
the digits and, at the marker, its first letters (as many as tell AM from PM). Babel's
`parse_time(text, locale=L)` reads our text back.

Months of a year (`date:locale=L:month-year`) with CLDR's `yM` pattern, the one Babel's
`format_skeleton('yM', d, locale=L)` writes with, widened the same way (`M/y` -> `MM/yyyy`):
Babel's text in the widened pattern is typed key by key and validated (value `yyyy-MM`), and
our text must hold the same literals and numbers as `format_skeleton`'s own, unwidened. Locales
whose `yM` is not numeric must be refused.

Run from the repository root after `swift build --product keystroke`:
    pip install babel==2.19.0
    python3 Scripts/conformance/dates_locale.py
Exit status 1 when an unexplained disagreement is left.
"""
import datetime
import json
import re
import subprocess
import sys
from collections import Counter, defaultdict

# Before babel: importing babel.dates leaves sys.path without this script's folder.
from common import BIN

import babel
from babel import Locale, localedata
from babel.dates import format_date, format_skeleton, format_time, parse_date, parse_time


PINNED = "2.19.0"
if babel.__version__ != PINNED:
    sys.exit(f"dates_locale.py needs Babel {PINNED} (pip install babel=={PINNED}); found {babel.__version__}")

DATES = [datetime.date(1990, 5, 31), datetime.date(2024, 2, 29), datetime.date(2000, 1, 1),
         datetime.date(1987, 12, 9), datetime.date(2031, 11, 30)]
TIMES = [datetime.time(0, 0), datetime.time(3, 5), datetime.time(12, 30), datetime.time(15, 45), datetime.time(23, 59)]
SECOND_TIMES = [datetime.time(0, 0, 7), datetime.time(12, 30, 59), datetime.time(21, 4, 30)]


def items(pattern):
    """CLDR pattern items: ("field", letter, count) or ("literal", character)."""
    out, i = [], 0
    while i < len(pattern):
        c = pattern[i]
        if c == "'":
            if pattern[i + 1:i + 2] == "'":
                out.append(("literal", "'"))
                i += 2
                continue
            i += 1
            while i < len(pattern):
                if pattern[i] == "'":
                    if pattern[i + 1:i + 2] == "'":
                        out.append(("literal", "'"))
                        i += 2
                        continue
                    i += 1
                    break
                out.append(("literal", pattern[i]))
                i += 1
        elif c.isascii() and c.isalpha():
            j = i
            while j < len(pattern) and pattern[j] == c:
                j += 1
            out.append(("field", c, j - i))
            i = j
        else:
            out.append(("literal", c))
            i += 1
    return out


def notation(parts):
    """Items back to CLDR notation: ASCII letters quoted, apostrophes doubled (as CLDRPattern.quoted)."""
    text, quoted = "", False
    for part in parts:
        if part[0] == "field":
            if quoted:
                text, quoted = text + "'", False
            text += part[1] * part[2]
            continue
        c = part[1]
        letter = c.isascii() and c.isalpha()
        if c != "'" and letter != quoted:
            text, quoted = text + "'", letter
        text += "''" if c == "'" else c
    return text + ("'" if quoted else "")


def widened_date(pattern, day=True):
    """Our display pattern rule (DatePattern.widened), or None when the pattern is not numeric days
    (unless `day` is false: a month and year), months and years. `L` is CLDR's stand-alone month;
    `Y`, in a few locales' `yM`, is taken as the calendar year."""
    parts = []
    for part in items(pattern):
        if part[0] == "field":
            letter, count = part[1], part[2]
            if letter == "d" and count <= 2 and day:
                part = ("field", "d", 2)
            elif letter in ("M", "L") and count <= 2:
                part = ("field", "M", 2)
            elif letter in ("y", "Y"):
                part = ("field", "y", 4)
            else:
                return None
        parts.append(part)
    fields = sorted(p[1] for p in parts if p[0] == "field")
    return notation(parts) if fields == (["M", "d", "y"] if day else ["M", "y"]) else None


def widened_time(pattern):
    parts = []
    for part in items(pattern):
        if part[0] == "field":
            letter, count = part[1], part[2]
            if letter in "HhKkms" and count <= 2:
                part = ("field", letter, 2)
            elif letter in "aB" and count <= 3:
                part = ("field", "a", 1)
            else:
                return None
        parts.append(part)
    return notation(parts)


def marker_keys(am, pm, marker):
    """The letters typed for `marker`: the shortest prefix of its letters that only it begins with."""
    keys = ["".join(c for c in m if c.isalpha()).lower() for m in (am, pm)]
    mine = keys[0] if marker == am else keys[1]
    other = keys[1] if marker == am else keys[0]
    for n in range(1, len(mine) + 1):
        if not other.startswith(mine[:n]):
            return mine[:n]
    return mine


def time_keys(text, am, pm):
    """The keys that type `text`: its ASCII digits, and the marker's letters where it stands."""
    keys, i = [], 0
    markers = sorted((m for m in (am, pm) if m), key=len, reverse=True)
    while i < len(text):
        marker = next((m for m in markers if text.startswith(m, i)), None)
        if marker:
            keys.append(marker_keys(am, pm, marker))
            i += len(marker)
            continue
        if "0" <= text[i] <= "9":
            keys.append(text[i])
        i += 1
    return "".join(keys)


def run(requests):
    lines = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in requests)
    out = subprocess.run([BIN, "batch"], input=lines.encode(), capture_output=True, check=True).stdout
    replies = [json.loads(line) for line in out.decode().splitlines()]
    assert len(replies) == len(requests), (len(replies), len(requests))
    return replies


class Tally:
    def __init__(self, name):
        self.name, self.compared, self.classes, self.examples = name, 0, Counter(), defaultdict(list)

    def add(self, ok, label, example):
        self.compared += 1
        if ok:
            return
        self.classes[label] += 1
        if len(self.examples[label]) < 3:
            self.examples[label].append(example)

    def report(self):
        print(f"{self.name}: {self.compared} checks, {sum(self.classes.values())} disagreements")
        for label, count in self.classes.most_common():
            print(f"  {count:7d}  {label}")
            for example in self.examples[label]:
                print(f"           e.g. {example}")
        return sum(count for label, count in self.classes.items() if label.startswith("UNEXPLAINED"))


def main():
    names = sorted(localedata.locale_identifiers())
    requests, checks = [], []
    skipped_dates, skipped_times = [], []
    for name in names:
        locale = Locale.parse(name)
        pattern = widened_date(locale.date_formats["short"].pattern)
        if pattern is None:
            skipped_dates.append((name, locale.date_formats["short"].pattern))
        else:
            fmt = f"date:locale={name}"
            for day in DATES:
                text = format_date(day, format=pattern, locale=name)
                keys = "".join(c for c in text if "0" <= c <= "9")
                requests.append({"op": "type", "format": fmt, "keys": keys})
                requests.append({"op": "validate", "format": fmt, "input": text})
                checks.append(("date", name, pattern, day, text))
        periods = locale.day_periods["format"]["abbreviated"]
        am, pm = periods["am"], periods["pm"]
        for suffix, source, times in (("", "short", TIMES), (":seconds", "medium", SECOND_TIMES)):
            tpattern = widened_time(locale.time_formats[source].pattern)
            if tpattern is None:
                skipped_times.append((name, locale.time_formats[source].pattern))
                continue
            fmt = f"time:{name}{suffix}"
            for moment in times:
                text = format_time(moment, format=tpattern, locale=name)
                requests.append({"op": "type", "format": fmt, "keys": time_keys(text, am, pm)})
                requests.append({"op": "validate", "format": fmt, "input": text})
                checks.append(("time" + suffix, name, tpattern, moment, text))
    replies = run(requests)
    dates = Tally("date:locale=L typed key by key vs Babel format_date / parse_date")
    times = Tally("time:L[:seconds] typed key by key vs Babel format_time / parse_time")
    locales = {"date": set(), "time": set(), "time:seconds": set()}
    for index, (kind, name, pattern, moment, text) in enumerate(checks):
        typed, validated = replies[2 * index], replies[2 * index + 1]
        tally = dates if kind == "date" else times
        locales[kind].add(name)
        value = moment.isoformat() if kind != "time" else moment.strftime("%H:%M")
        example = (name, pattern, text)
        if not typed.get("ok"):
            tally.add(False, "UNEXPLAINED: format refused: " + typed.get("error", "")[:80], example)
            continue
        last = typed["steps"][-1] if typed["steps"] else {"text": "", "value": ""}
        tally.add(last["text"] == text, "UNEXPLAINED: typed text differs", example + (last["text"],))
        # Complete, the typed field's value is the stored one: the ISO date, the 24-hour time.
        tally.add(last["value"] == value and last["complete"], "UNEXPLAINED: typed value differs", example + (last["value"],))
        tally.add(validated.get("valid") and validated.get("value") == value and validated.get("text") == text,
                  "UNEXPLAINED: validate differs", example + (validated,))
        try:
            back = parse_date(last["text"], locale=name, format="short") if kind == "date" else \
                parse_time(last["text"], locale=name, format=("medium" if kind.endswith("seconds") else "short"))
            error = None
        except Exception as exc:  # Babel's parser raises ValueError, IndexError, ...
            back, error = None, type(exc).__name__
        if kind == "date":
            tally.add(back == moment, classify_date(back, error, moment), example + (back or error,))
        else:
            tally.add(back == moment, classify_time(back, error, moment, text), example + (back or error,))
    print(f"locales: {len(names)}; dates typed for {len(locales['date'])}, short times for {len(locales['time'])}, "
          f"medium times for {len(locales['time:seconds'])}; {len(requests)} batch lines")
    print(f"not numeric (skipped) short dates: {skipped_dates}")
    print(f"untypeable (skipped) time patterns: {skipped_times}")
    own, typed = own_forms(names)
    unexplained = dates.report() + times.report() + month_years(names).report() + own.report() + typed.report()
    sys.exit(1 if unexplained else 0)


SPACES = ("\u00a0", "\u202f")


def own_pattern(pattern):
    """CLDR's pattern as the locale writes with it, years whole (`M/d/yy` -> `M/d/y`: a two-digit
    year is refused, its century would be a guess) and `B` as the marker `a`, as we type it."""
    parts = []
    for part in items(pattern):
        if part[0] == "field" and part[1] in ("y", "Y"):
            part = ("field", "y", 1)
        elif part[0] == "field" and part[1] == "B":
            part = ("field", "a", 1)
        parts.append(part)
    return notation(parts)


def own_forms(names):
    """`validate` takes a date or time as the locale writes it itself (Babel's `format_date` /
    `format_time` with CLDR's own pattern, years whole), and with a keyboard's space for U+00A0 or
    U+202F, to the same value and our text."""
    requests, checks = [], []
    for name in names:
        locale = Locale.parse(name)
        for suffix, source, value in (("", locale.date_formats["short"].pattern, "%Y-%m-%d"),
                                      (":month-year", locale.datetime_skeletons["yM"].pattern, "%Y-%m")):
            widened = widened_date(source, day=not suffix)
            if widened is None:
                continue
            for day in DATES:
                own = format_date(day, format=own_pattern(source), locale=name)
                ours = format_date(day, format=widened, locale=name)
                for text in {own, "".join(" " if c in SPACES else c for c in own)}:
                    requests.append({"op": "validate", "format": f"date:locale={name}{suffix}", "input": text})
                    checks.append((name, source, text, day.strftime(value), ours))
                # Typed key by key as the locale writes it, every Character a key.
                requests.append({"op": "type", "format": f"date:locale={name}{suffix}", "keys": own})
                checks.append((name, source, own, "typed", ours))
        for suffix, kind, times in (("", "short", TIMES), (":seconds", "medium", SECOND_TIMES)):
            source = locale.time_formats[kind].pattern
            widened = widened_time(source)
            if widened is None:
                continue
            for moment in times:
                own = format_time(moment, format=own_pattern(source), locale=name)
                ours = format_time(moment, format=widened, locale=name)
                value = moment.isoformat() if suffix else moment.strftime("%H:%M")
                for text in {own, "".join(" " if c in SPACES else c for c in own)}:
                    requests.append({"op": "validate", "format": f"time:{name}{suffix}", "input": text})
                    checks.append((name, source, text, value, ours))
                requests.append({"op": "type", "format": f"time:{name}{suffix}", "keys": own})
                checks.append((name, source, own, "typed", ours))
    tally = Tally("date:locale=L[:month-year] and time:L[:seconds] validate the locale's own text (CLDR's pattern, years whole)")
    typed = Tally("date:locale=L[:month-year] and time:L[:seconds] typed key by key as the locale writes them")
    for (name, source, text, value, ours), reply in zip(checks, run(requests)):
        if value == "typed":
            last = reply["steps"][-1]["text"] if reply.get("ok") and reply["steps"] else None
            if last == ours:
                typed.add(True, "", None)
            elif last is not None and cut_short(last, ours) and len(ours) - len(last) == 1:
                # The last field is one the locale leaves unpadded: its lone digit may still grow.
                typed.add(False, "the last field's lone digit waits for another (1987/12/9 is also 1987/12/19 being typed)",
                          (name, source, text, last))
            elif last is not None and "\u070f" in text and re.findall("[0-9]+", last) == re.findall("[0-9]+", ours):
                # Syriac's markers begin with the abbreviation mark U+070F, which joins the first letter
                # into one Character that is no letter: typed as that Character, the key is refused.
                typed.add(False, "syr's marker begins with U+070F joined to its first letter: that Character is no "
                                 "letter and is refused (typed by its letters, as above, it is exact)", (name, source, text, last))
            else:
                typed.add(False, "UNEXPLAINED: typing the locale's own text ends elsewhere", (name, source, text, last, ours))
            continue
        ok = reply.get("valid") and reply.get("value") == value and reply.get("text") == ours
        if not ok and cut_short(text, ours) and reply.get("valid") is False:
            label = ("the locale's text is also our pattern cut short (y/M/d's 1987/12/9 while typing 1987/12/19): "
                     "a value still being typed, refused rather than guessed")
        else:
            label = "UNEXPLAINED: validate refuses or misreads the locale's own text"
        tally.add(ok, label, (name, source, text, reply))
    return tally, typed


def cut_short(text, ours):
    """Whether `text` follows our text's shape (a digit where it has one, its literals) and stops early."""
    return len(text) < len(ours) and all(a == b or (a.isdigit() and b.isdigit()) for a, b in zip(text, ours))


def runs(text):
    """A text's runs of ASCII digits, as numbers, and the literal text between them."""
    return [int(run) if "0" <= run[0] <= "9" else run for run in re.findall(r"[0-9]+|[^0-9]+", text)]


def month_years(names):
    """`date:locale=L:month-year` against Babel's `yM`: typed, validated, and read against `format_skeleton`."""
    requests, checks, refused = [], [], []
    for name in names:
        source = Locale.parse(name).datetime_skeletons["yM"].pattern
        pattern = widened_date(source, day=False)
        fmt = f"date:locale={name}:month-year"
        if pattern is None:
            refused.append((name, source))
            requests.append({"op": "type", "format": fmt, "keys": "1"})
            checks.append(("refused", name, source, None, None))
            continue
        for day in DATES:
            text = format_date(day, format=pattern, locale=name)
            requests.append({"op": "type", "format": fmt, "keys": "".join(c for c in text if "0" <= c <= "9")})
            requests.append({"op": "validate", "format": fmt, "input": text})
            checks.append(("typed", name, pattern, day, text))
    replies = iter(run(requests))
    tally = Tally("date:L:month-year typed key by key vs Babel format_skeleton('yM')")
    locales = set()
    for kind, name, pattern, day, text in checks:
        typed = next(replies)
        if kind == "refused":
            tally.add(not typed.get("ok"), "UNEXPLAINED: a pattern that is not a numeric month and year is taken",
                      (name, pattern))
            continue
        validated = next(replies)
        locales.add(name)
        example = (name, pattern, text)
        if not typed.get("ok"):
            tally.add(False, "UNEXPLAINED: format refused: " + typed.get("error", "")[:80], example)
            continue
        last = typed["steps"][-1] if typed["steps"] else {"text": "", "value": "", "complete": False}
        tally.add(last["text"] == text, "UNEXPLAINED: typed text differs", example + (last["text"],))
        # Complete, the typed field's value is what validate stores for the same text.
        tally.add(last["value"] == validated.get("value") and last["complete"], "UNEXPLAINED: typed value differs",
                  example + (last["value"],))
        value = day.strftime("%Y-%m")
        tally.add(validated.get("valid") and validated.get("value") == value and validated.get("text") == text,
                  "UNEXPLAINED: validate differs", example + (validated,))
        babel_text = format_skeleton("yM", day, locale=name)
        tally.add(runs(babel_text) == runs(text), classify_month_year(name, babel_text, text), example + (babel_text,))
    print(f"month and year: typed for {len(locales)} locales; not numeric (refused): {refused}")
    return tally


def classify_month_year(name, babel_text, text):
    source = Locale.parse(name).datetime_skeletons["yM"].pattern
    if any(item[0] == "field" and item[1] == "Y" for item in items(source)) and \
            [run for run in runs(babel_text) if isinstance(run, str)] == [run for run in runs(text) if isinstance(run, str)]:
        return ("CLDR's yM writes Y, the week-based year: Babel's year is the next or last one in a year's "
                "first or last days, we type the calendar year")
    return "UNEXPLAINED: format_skeleton('yM') writes other text or numbers"


def classify_date(back, error, moment):
    if error:
        return f"Babel parse_date raises {error} on our text"
    return "UNEXPLAINED: Babel parse_date reads another date"


def classify_time(back, error, moment, text):
    if error:
        return f"Babel parse_time raises {error} on our text"
    lower = text.lower()
    twelve = moment.hour % 12 or 12
    if "am" not in lower and "pm" not in lower and back == moment.replace(hour=twelve):
        # parse_time converts a 12-hour hour only when the text holds the letters 'am' or 'pm'.
        return "Babel parse_time knows AM/PM only as the letters 'am'/'pm': other markers leave the 12-hour hour as written"
    return "UNEXPLAINED: Babel parse_time reads another time"


if __name__ == "__main__":
    main()
