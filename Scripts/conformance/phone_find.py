"""Phone numbers in text: generated texts and what `phonenumbers.PhoneNumberMatcher` finds in them,
for `keystroke batch`'s `find` op (run by this script, not in CI) and for the unit tests' fixture
(`Scripts/generate-phone-metadata.py --fixtures` writes a sample of these texts).

    pip install phonenumbers==9.0.43 regex
    swift build --product keystroke
    python3 Scripts/conformance/phone_find.py          # KEYSTROKE_BIN=.build/release/keystroke is faster

Classes (one text a case; the format is phone:REGION, or phone for a text read without a region):
- examples: every region's example numbers of every type, nationally in phone:REGION and
  internationally in phone and in another region, each in a short sentence;
- sentences: numbers in sentences, brackets and punctuation around them, with extensions;
- look-alikes: dates, times, prices, percentages, order numbers, page ranges and other digit
  runs that look like numbers, beside real numbers;
- several per line: two to four numbers joined by commas, slashes, "or", dashes or spaces;
- non-ASCII: CJK, Cyrillic, Arabic, Devanagari, emoji (sequences, flags, skin tones), combining
  marks around numbers, and numbers in full-width and Arabic-Indic digits;
- fuzz: runs of digits, punctuation, leads, `x`s and extension labels, at leniency VALID and
  POSSIBLE;
- mutants: written numbers with characters dropped and tokens (punctuation, `x`, labels,
  look-alikes) put in, in sentences, at VALID and POSSIBLE;
- possible: sentences and look-alikes at leniency POSSIBLE.

A match is compared as (raw string, E.164, Character start, Character end, extension in ASCII
digits); Character offsets are worked out from the matcher's code point offsets with `regex`'s
`\\X` (a bound inside a Character takes that whole Character, as `PhoneNumberMatch.range` does).
"""
import json
import random
import sys

import phonenumbers as pn
import regex
from phonenumbers import PhoneNumberType as T

TYPES = [T.FIXED_LINE, T.MOBILE, T.TOLL_FREE, T.PREMIUM_RATE, T.SHARED_COST, T.VOIP, T.PERSONAL_NUMBER,
         T.PAGER, T.UAN, T.VOICEMAIL]
FULL_WIDTH = str.maketrans("0123456789+()-", "０１２３４５６７８９＋（）－")
ARABIC_INDIC = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
DEVANAGARI = str.maketrans("0123456789", "०१२३४५६७८९")

SENTENCES = [
    "Call me at {}.", "Phone: {}", "({})", "[{}]", "Tel. {}, thanks!", "My number is {}; call after 6pm.",
    "\"{}\"", "{}!", "Office ({}) closed on Mondays.", "Reach us on {} or by mail.", "- {} -", "Fax:{}",
    "{}?", "Numbers: {}.", "Please call {}:", "{} (mobile)", "({}) is my cell", "Hotline → {} ←",
    "Tel: {}/home", "Ring {}...", "number={}&x=1", "<{}>", "{{{}}}", "'{}'", "*{}*", "#{}", "@{}",
]
NON_ASCII = [
    "電話：{}。", "お問い合わせは{}まで", "Телефон: {}.", "Звоните {}!", "هاتف: {}", "رقم {} شكرا",
    "फ़ोन: {}", "📞 {}", "☎️{} 👍🏽", "🇫🇷 {} 🇫🇷", "Café {} – naïve", "e\u0301 {}", "Straße {} ß",
    "{}\u00a0km", "東京 {} 大阪", "👩‍👩‍👧 {} 👨‍💻", "«{}»", "„{}“", "{}\u200b", "Ünïcödé: {} ✓", "ℹ️ {}",
    "1️⃣ {}", "tél. {} — merci", "№ {}", "{}。", "（{}）",
]
LOOK_ALIKES = [
    "12/03/2021", "3/10/2011", "31/10/96", "08/31/95", "2021-03-12", "12.03.2021", "20210312", "12 March 2021",
    "10:30", "08:00:00", "2012-01-02 08:00", "2012-01-02 08:00:00", "20120102 08:00", "1999/12/31 23:59",
    "$45.00", "$1,234.56", "€ 1.234,56", "1 234,56 €", "USD 2015550123", "45%", "2015550123%", "£2015550123",
    "2015550123$", "¥ 3 123 4567", "Order #2015550123", "order no. 201-555-0123-45", "INV-2015550123",
    "ID:2015550123", "abc2015550123", "2015550123def", "ISBN 978-3-16-148410-0", "pages 211-227 (2003)",
    "12(3): 211-227 (2003)", "v1.2.3", "192.168.0.1", "tracking 1Z999AA10123456784", "SSN 123-45-6789",
    "card 4111 1111 1111 1111", "0049 89 123456", "+1 (555) 123", "call 911", "3.14159265358979",
    "1,000,000", "2015550123.5", "2015-550-123", "(2015) 550-123", "x2015550123", "20155501234567890123",
    "ext. 1234", "PO Box 12345", "ZIP 90210-1234", "lat 48.8566, lon 2.3522", "2.015.550.123",
]
SEPARATORS = [", ", " / ", " or ", "; ", " ", "/", " - ", "\u2014", " and ", "\n", " | ", "  ", "/x"]
EXTENSIONS = [" ext. {}", " x{}", ";ext={}", " extn {}", " #{}", " anexo {}", " ext:{}", "#{}", " доб. {}", " x {}"]
FUZZ_TOKENS = ["1", "2", "0", "9", "12", "201", "555", "0123", "44", "20", "7031", "3000", " ", "  ", "-", ".",
               "/", "(", ")", "[", "]", "+", "++", "x", "xx", "X", " ext ", " ext. ", ";ext=", "#", "~", ":",
               ",", "%", "$", "a", "Tel", "\u00a0", "\u3000", "－", "（", "）", "١", "٢", "５", "—", "–", "_",
               "e\u0301", "'", "\"", "*", "\\"]


def examples(region):
    out = []
    for kind in TYPES:
        number = pn.example_number_for_type(region, kind)
        if number is not None and number not in out:
            out.append(number)
    return out


def written(number, rng, region):
    """The number as someone might write it: NATIONAL or INTERNATIONAL, digits only, dots."""
    own = region is not None and number.country_code == pn.country_code_for_region(region)
    forms = [pn.format_number(number, pn.PhoneNumberFormat.INTERNATIONAL), pn.format_number(number, pn.PhoneNumberFormat.E164)]
    if own:
        national = pn.format_number(number, pn.PhoneNumberFormat.NATIONAL)
        forms += [national, national, regex.sub(r"[^\d]", "", national), national.replace(" ", ".")]
    return rng.choice(forms)


def cases(rng, regions=None):
    """(class, format, leniency, text) cases."""
    regions = sorted(regions or pn.SUPPORTED_REGIONS)
    pool = []  # (region, number) for the other classes
    out = []
    for region in regions:
        numbers = examples(region)
        pool += [(region, n) for n in numbers]
        for number in numbers:
            national = pn.format_number(number, pn.PhoneNumberFormat.NATIONAL)
            international = pn.format_number(number, pn.PhoneNumberFormat.INTERNATIONAL)
            out.append(("examples", "phone:" + region, "valid", "Call " + national + " today."))
            out.append(("examples", "phone", "valid", "Call " + international + " today."))
            other = rng.choice(regions)
            out.append(("examples", "phone:" + other, "valid", "Tel: " + international + ", fax."))

    def some(region=None):
        r, n = rng.choice(pool)
        return (region or r), n

    for _ in range(1500):
        region, number = some()
        text = written(number, rng, region)
        if rng.random() < 0.3:
            text += rng.choice(EXTENSIONS).format(rng.randrange(1, 99999))
        sentence = rng.choice(SENTENCES).format(text)
        out.append(("sentences", rng.choice(["phone:" + region, "phone:" + region, "phone"]), "valid", sentence))

    for _ in range(1500):
        region, number = some()
        parts = [rng.choice(LOOK_ALIKES) for _ in range(rng.randrange(1, 4))]
        if rng.random() < 0.6:
            parts.insert(rng.randrange(len(parts) + 1), written(number, rng, region))
        text = " ".join(rng.choice(["on ", "at ", "", "ref ", "("]) + p + rng.choice(["", ",", ".", ")", ";"]) for p in parts)
        region = rng.choice([region, "US", "GB", "DE", "FR", "BR", "IN", "JP", "CN"])
        out.append(("look-alikes", "phone:" + region, "valid", text))

    for _ in range(1000):
        region, _number = some()
        numbers = [written(n, rng, region) for _, n in (some(region) for _ in range(rng.randrange(2, 5)))]
        text = numbers[0]
        for n in numbers[1:]:
            text += rng.choice(SEPARATORS) + n
        out.append(("several per line", "phone:" + region, "valid", rng.choice(SENTENCES).format(text)))

    for _ in range(1500):
        region, number = some()
        text = written(number, rng, region)
        roll = rng.random()
        if roll < 0.15:
            text = text.translate(FULL_WIDTH)
        elif roll < 0.25:
            text = text.translate(ARABIC_INDIC)
        elif roll < 0.3:
            text = text.translate(DEVANAGARI)
        out.append(("non-ASCII", rng.choice(["phone:" + region, "phone"]), "valid", rng.choice(NON_ASCII).format(text)))

    for _ in range(2000):
        text = "".join(rng.choice(FUZZ_TOKENS) for _ in range(rng.randrange(3, 30)))
        region = rng.choice(["US", "GB", "DE", "BR", "IT", "JP", "IN", None])
        leniency = rng.choice(["valid", "valid", "possible"])
        out.append(("fuzz", "phone:" + region if region else "phone", leniency, text))

    for _ in range(3000):
        region, number = some()
        text = list(written(number, rng, region))
        for _ in range(rng.randrange(1, 4)):
            at = rng.randrange(len(text) + 1)
            roll = rng.random()
            if roll < 0.5:
                text.insert(at, rng.choice(FUZZ_TOKENS))
            elif roll < 0.8 and at < len(text):
                del text[at]
            else:
                text.insert(at, rng.choice(LOOK_ALIKES))
        text = rng.choice(SENTENCES + NON_ASCII).format("".join(text))
        out.append(("mutants", rng.choice(["phone:" + region, "phone:" + region, "phone"]), rng.choice(["valid", "valid", "possible"]), text))

    for kind, _, _, text in [c for c in out if c[0] in ("sentences", "look-alikes")][::4]:
        region = rng.choice(["US", "GB", "DE", "BR", "IT", "JP", "IN", "AU"])
        out.append(("possible", "phone:" + region, "possible", text))
    return out


def expected(fmt, leniency, text):
    """What phonenumbers.PhoneNumberMatcher finds: (raw, E.164, start, end, extension) in Characters."""
    region = fmt.split(":")[1] if ":" in fmt else None
    level = pn.Leniency.POSSIBLE if leniency == "possible" else pn.Leniency.VALID
    starts = [m.start() for m in regex.finditer(r"\X", text)]

    def containing(offset):
        # The Character holding code point `offset`.
        low, high = 0, len(starts) - 1
        while low < high:
            middle = (low + high + 1) // 2
            if starts[middle] <= offset:
                low = middle
            else:
                high = middle - 1
        return low

    out = []
    for match in pn.PhoneNumberMatcher(text, region, leniency=level):
        number = match.number
        ext = pn.normalize_digits_only(number.extension) if number.extension else None
        end = containing(match.end - 1) + 1 if match.end > match.start else containing(match.start)
        out.append((match.raw_string, pn.format_number(number, pn.PhoneNumberFormat.E164),
                    containing(match.start), end, ext))
    return out


def request(fmt, leniency, text):
    line = {"op": "find", "format": fmt, "input": text}
    if leniency != "valid":
        line["leniency"] = leniency
    return line


def ours(reply):
    return [(m["raw"], m["value"], m["start"], m["end"], m.get("extension")) for m in reply.get("matches", [])]


def main():
    sys.path.insert(0, __import__("os").path.dirname(__file__))
    import common
    import subprocess
    generated = cases(random.Random(2626))
    lines = "".join(json.dumps(request(f, l, t)) + "\n" for _, f, l, t in generated)
    output = subprocess.run([common.BIN, "batch"], input=lines.encode(), capture_output=True, check=True).stdout
    replies = [json.loads(line) for line in output.decode().splitlines()]
    assert len(replies) == len(generated), (len(replies), len(generated))
    texts, matches, differences, examples_of = {}, {}, {}, {}
    for (kind, fmt, leniency, text), reply in zip(generated, replies):
        reference = expected(fmt, leniency, text)
        texts[kind] = texts.get(kind, 0) + 1
        matches[kind] = matches.get(kind, 0) + len(reference)
        if not reply.get("ok") or ours(reply) != reference:
            differences[kind] = differences.get(kind, 0) + 1
            examples_of.setdefault(kind, []).append((fmt, leniency, text, ours(reply), reference))
    total = sum(differences.values())
    print(f"phone find: {len(generated)} texts, {sum(matches.values())} numbers found by phonenumbers, {total} texts differ")
    for kind in texts:
        print(f"  {kind:18s} {texts[kind]:6d} texts {matches[kind]:6d} numbers {differences.get(kind, 0):5d} differ")
        for example in examples_of.get(kind, [])[:5]:
            print("      e.g.", example)
    sys.exit(1 if total else 0)


if __name__ == "__main__":
    main()
