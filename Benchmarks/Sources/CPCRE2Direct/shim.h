// The benchmark's own view of libpcre2-8, to time direct C calls as a baseline.
#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>
