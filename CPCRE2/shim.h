#ifndef KEYSTROKE_CPCRE2_SHIM_H
#define KEYSTROKE_CPCRE2_SHIM_H

// The 8-bit library: Swift strings are UTF-8. Must precede the include.
#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>

// Swift cannot import function-like or cast macros; these expose them as values.
static inline PCRE2_SIZE cpcre2_zero_terminated(void) { return PCRE2_ZERO_TERMINATED; }
static inline PCRE2_SIZE cpcre2_unset(void) { return PCRE2_UNSET; }

#endif
