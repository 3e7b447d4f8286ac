#!/usr/bin/env python3
"""Text for Benchmarks/Scripts/phone-matcher-vs-libphonenumber.sh: lines of prose such as mail,
notes and logs hold, with phone numbers (US numbers written nationally, other regions' written
internationally, some with extensions), dates, times, prices, order numbers and non-ASCII words,
about a third of the lines holding a number. One text a line; the same seed gives the same text.

    python3 make_text.py [LINES, default 20000] > text.txt
"""
import random
import sys

import phonenumbers as pn

rng = random.Random(26)
lines = int(sys.argv[1]) if len(sys.argv) > 1 else 20000
words = ("the call office meeting please our for and with on from about team report we will you can "
         "send this next week thanks regards schedule update ticket customer invoice number order").split()
foreign = "Straße café naïve Zürich Ångström 東京 大阪 電話 письмо звоните هاتف फ़ोन 📞 ☎️ 👍🏽 🇫🇷".split()
look_alikes = ["12/03/2021", "2021-03-12", "10:30", "2012-01-02 08:00", "$45.00", "€1.234,56", "45%",
               "order #12345678", "INV-2015550123", "v1.2.3", "192.168.0.1", "pages 211-227 (2003)", "3.14159"]
regions = ["GB", "DE", "FR", "BR", "IN", "JP", "CN", "AU", "IT", "ES", "MX", "ZA"]
us = [pn.example_number_for_type("US", t) for t in (pn.PhoneNumberType.FIXED_LINE, pn.PhoneNumberType.TOLL_FREE)]
out = []
for _ in range(lines):
    parts = [rng.choice(words) for _ in range(rng.randrange(6, 16))]
    if rng.random() < 0.25:
        parts.insert(rng.randrange(len(parts)), rng.choice(foreign))
    if rng.random() < 0.3:
        parts.insert(rng.randrange(len(parts)), rng.choice(look_alikes))
    if rng.random() < 0.35:
        if rng.random() < 0.5:
            number = pn.format_number(rng.choice(us), pn.PhoneNumberFormat.NATIONAL)
        else:
            example = pn.example_number_for_type(rng.choice(regions), pn.PhoneNumberType.MOBILE)
            number = pn.format_number(example, pn.PhoneNumberFormat.INTERNATIONAL)
        if rng.random() < 0.1:
            number += " ext. %d" % rng.randrange(1, 999)
        parts.insert(rng.randrange(len(parts)), rng.choice(["call ", "(", "tel: ", ""]) + number + rng.choice([")", ",", ".", ""]))
    out.append(" ".join(parts).capitalize() + rng.choice([".", "!", "?", ""]))
sys.stdout.write("\n".join(out) + "\n")
