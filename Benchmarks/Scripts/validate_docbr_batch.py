#!/usr/bin/env python3
"""The Python baseline for `keystroke batch`: the same JSON Lines in and out, validated with validate-docbr.

Usage: pip install validate-docbr; python3 validate_docbr_batch.py < /tmp/cpf.jsonl > /dev/null
Reads each request with json.loads, validates its CPF with validate_docbr.CPF and
writes one JSON object per line, like `keystroke batch` (minus the error codes,
which validate-docbr does not give).
"""
import json
import sys

from validate_docbr import CPF


def main():
    cpf = CPF()
    write = sys.stdout.write
    for number, line in enumerate(sys.stdin.buffer, start=1):
        try:
            request = json.loads(line)
            text = request["input"]
        except (ValueError, KeyError, TypeError) as error:
            write(json.dumps({"ok": False, "line": number, "error": str(error)}) + "\n")
            continue
        if cpf.validate(text):
            digits = "".join(c for c in text if c.isdigit())
            write(json.dumps({"ok": True, "valid": True, "value": digits, "text": cpf.mask(digits)}) + "\n")
        else:
            write(json.dumps({"ok": True, "valid": False, "code": "cpf.invalid", "message": "Invalid CPF."}) + "\n")


main()
