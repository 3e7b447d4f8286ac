#!/usr/bin/env python3
"""Numbers for Benchmarks/Scripts/phone-vs-libphonenumber.sh: every region's example numbers of
every type, then random valid numbers (mutated examples libphonenumber accepts), as calling code
and national number digits, one a line."""
import random
import sys

import phonenumbers as pn

rng = random.Random(7)
out = []
for region in sorted(pn.SUPPORTED_REGIONS):
    for kind in (pn.PhoneNumberType.MOBILE, pn.PhoneNumberType.FIXED_LINE, pn.PhoneNumberType.TOLL_FREE):
        number = pn.example_number_for_type(region, kind)
        if number is None:
            continue
        nsn = pn.national_significant_number(number)
        out.append("%d%s" % (number.country_code, nsn))
        for _ in range(3):
            i = rng.randrange(1, len(nsn))
            mutant = nsn[:i] + rng.choice("0123456789") + nsn[i + 1:]
            try:
                if pn.is_valid_number(pn.parse("+%d%s" % (number.country_code, mutant))):
                    out.append("%d%s" % (number.country_code, mutant))
            except pn.NumberParseException:
                pass
sys.stdout.write("\n".join(out) + "\n")
