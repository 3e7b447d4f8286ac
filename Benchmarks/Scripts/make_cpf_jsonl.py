#!/usr/bin/env python3
"""Writes N `keystroke batch` validate requests for CPF numbers, a fixed mix of valid and invalid.

Usage: make_cpf_jsonl.py N > /tmp/cpf.jsonl
Mix: 50% valid formatted, 20% valid digits only, 15% wrong check digit,
10% wrong length or repeated digits, 5% with letters. Seeded, so runs compare.
"""
import random
import sys


def check_digits(nine):
    digits = [int(c) for c in nine]
    for weight_start in (10, 11):
        total = sum(d * w for d, w in zip(digits, range(weight_start, 1, -1)))
        rest = total % 11
        digits.append(0 if rest < 2 else 11 - rest)
    return "".join(str(d) for d in digits)


def formatted(cpf):
    return f"{cpf[0:3]}.{cpf[3:6]}.{cpf[6:9]}-{cpf[9:11]}"


def main():
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 1_000_000
    rng = random.Random(42)
    out = sys.stdout
    lines = []
    for _ in range(count):
        cpf = check_digits("".join(rng.choice("0123456789") for _ in range(9)))
        roll = rng.random()
        if roll < 0.50:
            value = formatted(cpf)
        elif roll < 0.70:
            value = cpf
        elif roll < 0.85:
            value = formatted(cpf[:10] + str((int(cpf[10]) + 1) % 10))
        elif roll < 0.95:
            value = cpf[:rng.randint(3, 10)] if rng.random() < 0.5 else formatted(cpf[0] * 11)
        else:
            value = cpf[:5] + "ab" + cpf[7:]
        lines.append('{"op":"validate","format":"cpf","input":"%s"}\n' % value)
        if len(lines) >= 10000:
            out.write("".join(lines))
            lines.clear()
    out.write("".join(lines))


main()
