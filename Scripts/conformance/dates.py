"""Conformance of `date` (dd/MM/yyyy, real calendar, leap years) and `card-expiry` (MM/YY,
month 01–12, not before the current month).

References: Python's `datetime.date` (proleptic Gregorian calendar: leap years every 4
years except centuries not divisible by 400) for `date`; for `card-expiry` the rule itself
with today's month from `datetime.date.today()` (a card is valid through the last day of
its expiry month; YY is 20YY). Both run on the machine's clock and time zone, so avoid
running across midnight at the end of a month.

Inputs: for `date`, every day 29, 30, 31 and 32 of every month from 1582 to 2400, day 00,
month 00 and 13, and a seeded random sample of all days; for `card-expiry` every MM 00–13 ×
YY 00–99, written MM/YY and MMYY.

Run from the repository root after `swift build --product keystroke`:
    python3 Scripts/conformance/dates.py
Exit status 1 when an unexplained disagreement is left.
"""
import datetime
import random
import sys

from common import Tally, validate_all

SEED = 20261121


def real_date(day, month, year):
    try:
        datetime.date(year, month, day)
        return True
    except ValueError:
        return False


def check_date(rng):
    triples = [(d, m, y) for y in range(1582, 2401) for m in range(1, 13) for d in (28, 29, 30, 31, 32)]
    triples += [(0, m, y) for y in range(1990, 2030) for m in range(1, 13)]
    triples += [(d, m, y) for y in range(1990, 2030) for m in (0, 13) for d in (1, 15)]
    start = datetime.date(1600, 1, 1).toordinal()
    for _ in range(50_000):
        day = datetime.date.fromordinal(start + rng.randrange(300 * 366))
        triples.append((day.day, day.month, day.year))
    inputs = [f"{d:02d}/{m:02d}/{y:04d}" for d, m, y in triples]
    answers = validate_all("date", inputs)
    tally = Tally("date (dd/MM/yyyy) vs Python datetime (proleptic Gregorian)")
    for value, (d, m, y), ours in zip(inputs, triples, answers):
        tally.add(value, ours, real_date(d, m, y))
    leap_days = sum(1 for d, m, y in triples if d == 29 and m == 2)
    print(f"  (29 February checked for {leap_days} years)")
    return tally.report()


def check_expiry():
    today = datetime.date.today()
    current = today.year * 12 + today.month
    cases = [(mm, yy) for mm in range(0, 14) for yy in range(0, 100)]
    inputs = [f"{mm:02d}/{yy:02d}" for mm, yy in cases] + [f"{mm:02d}{yy:02d}" for mm, yy in cases]
    answers = validate_all("card-expiry", inputs)
    tally = Tally(f"card-expiry vs the rule (today {today:%Y-%m})")
    for value, (mm, yy), ours in zip(inputs, cases + cases, answers):
        tally.add(value, ours, 1 <= mm <= 12 and (2000 + yy) * 12 + mm >= current)
    return tally.report()


def main():
    rng = random.Random(SEED)
    sys.exit(1 if check_date(rng) + check_expiry() else 0)


if __name__ == "__main__":
    main()
