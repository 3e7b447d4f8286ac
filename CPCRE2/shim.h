#ifndef KEYSTROKE_CPCRE2_SHIM_H
#define KEYSTROKE_CPCRE2_SHIM_H

// The 8-bit library: Swift strings are UTF-8. Must precede the include.
#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>

// Swift cannot import function-like or cast macros; these expose them as values.
static inline PCRE2_SIZE cpcre2_zero_terminated(void) { return PCRE2_ZERO_TERMINATED; }
static inline PCRE2_SIZE cpcre2_unset(void) { return PCRE2_UNSET; }

// PCRE2 rejects a NULL subject or pattern even when its length is 0; this gives a valid one.
static inline const unsigned char *cpcre2_empty_string(void) {
    static const unsigned char empty[1] = {0};
    return empty;
}

// This thread's match scratch (see ThreadScratch.swift in the PCRE2 module): a plain thread-local
// is a couple of instructions, where pthread_getspecific is a library call. The pthread key there
// still owns the scratch and frees it when the thread exits.
static inline void **cpcre2_thread_scratch_slot(void) {
#if defined(__linux__)
    static __thread void *slot __attribute__((tls_model("initial-exec")));
#else
    static __thread void *slot;
#endif
    return &slot;
}

// A pointer published once and read without a lock (see OnceSlot.swift in the PCRE2 module):
// an acquire load, and a compare-and-swap from NULL that releases the pointee's writes.
static inline void *cpcre2_pointer_load_acquire(void *const *slot) {
    return __atomic_load_n(slot, __ATOMIC_ACQUIRE);
}
static inline int cpcre2_pointer_publish(void **slot, void *value) {
    void *expected = 0;
    return __atomic_compare_exchange_n(slot, &expected, value, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE);
}

#endif
