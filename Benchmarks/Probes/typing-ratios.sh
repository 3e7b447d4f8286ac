#!/bin/sh
# Typing at the end through `EditingState` against the format's own `apply`, for every kind of
# built-in format (issue 24's bar: at most 1.5×), by callgrind instructions a typed value.
# Needs a release build of the benchmarks package first:
#   cd Benchmarks && swift build -c release --product FormatBenchmarks
# Then, from the package root: sh Benchmarks/Probes/typing-ratios.sh
# `phone` is measured with a typing memory by `format-callgrind.sh edit-phone apply-phone-memory`:
# its `apply` alone reads the whole text at every key. `number:`, `percent:` and `amount:` lay a
# key out by their own rule (`applyInsertion`), which is their yardstick (marked `*`): their
# `apply` alone reads the text as a paste.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
. "$here/lib.sh"
build_keystroke_probe FormatProbe.swift
printf '| format | keys | through EditingState | apply | ratio |\n|---|---|---|---|---|\n'
while IFS=' ' read -r id keys; do
    [ -n "$id" ] || continue
    own=apply mark=''
    case "$id" in number:*|percent:*|amount:*) own=insertion mark='*' ;; esac
    for mode in edit "$own"; do
        probe_case="$mode	$id	$keys"  # tab-separated: keys may hold `@`
        one=$(instructions "$probe_case" 1)
        many=$(instructions "$probe_case" 201)
        eval "$mode=$(( (many - one) / 200 ))"
    done
    # shellcheck disable=SC2154
    eval "yardstick=\$$own"
    ratio=$(awk -v e="$edit" -v a="$yardstick" 'BEGIN { printf "%.2f", e / a }')
    printf '| `%s` | `%s` | %s | %s%s | %s× |\n' "$id" "$keys" "$edit" "$yardstick" "$mark" "$ratio"
done <<'LIST'
cpf 52998224725
cnpj 12abc34501de35
cep 80010000
phone-br 41999998888
credit-card 4111111111111111
card-expiry 1228
cvv 123
fiscal-code RSSMRA85T10A562S
email ana.souza@example.com
iban DE89370400440532013000
bic DEUTDEFF500
vat BE0068689
vat:DE 136695976
postal-code:GB SW1A1AA
postal-code:US 950141234
postal-code:BR 01310100
date 24112026
date:locale=de-DE 31051990
date:locale=en-US 05311990
date:locale=ja 19900531
date:MM/yyyy 122030
time:en-US 0345p
time:de-DE 2359
currency:pt-BR:BRL 123456789
currency:en-US:USD 123456
number:en-US 1234567.25
percent:de-DE 12,5
amount:en-US:USD 1234.5
name Ana Maria
username ana_maria
password s3cret-Pass
pin4 1234
letters abcdef
numbers 123456
regex:[0-9]{3}-[0-9]{2} 123-45
LIST
# A format that judges every layout it makes (`regex:`: one partial match is both its layout's
# completeness and its verdict) lays a key out for the editing model through `applyJudging`;
# its `apply` alone (a whole match, no verdict) is printed above, this is the other yardstick.
judged='regex:[0-9]{3}-[0-9]{2}'
one=$(instructions "judge	$judged	123-45" 1)
many=$(instructions "judge	$judged	123-45" 201)
printf '\n`%s` through `applyJudging` alone: %s instructions a value\n' "$judged" "$(( (many - one) / 200 ))"
rm -rf "$out"
