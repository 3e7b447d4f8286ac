internal import CPCRE2

/// Owns one compiled `pcre2_code`, JIT-compiled when asked and possible; freed on deinit.
final class CompiledCode: @unchecked Sendable {
    // SAFETY: the code is never modified after `init` (compile, then JIT compile, both finished
    // before the object is shared). PCRE2 documents compiled code, JIT-compiled or not, as usable by
    // many threads at once; every per-match state lives in match data and contexts, never here.
    let handle: OpaquePointer
    /// True when JIT compilation succeeded; then `pcre2_jit_match` may be used.
    let usesJIT: Bool

    /// How to JIT-compile: not at all, complete matches only, or complete and soft partial matches.
    enum JIT {
        case off, complete, completeAndPartial
    }

    /// Compiles `bytes` (UTF-8) with `options` in UTF mode, with Unicode properties (UCP) unless
    /// `unicodeClasses` is false.
    /// Throws the raw compile error code and its offset in code units.
    init(utf8 bytes: [UInt8], options: UInt32, jit: JIT, unicodeClasses: Bool = true) throws(RawCompileError) {
        var errorCode: Int32 = 0
        var errorOffset = 0
        let flags = options | UInt32(PCRE2_UTF) | (unicodeClasses ? UInt32(PCRE2_UCP) : 0)
        // SAFETY: PCRE2 reads the `buffer.count` pattern bytes during the call and keeps no pointer to them.
        let compiled = bytes.withUnsafeBufferPointer { buffer in
            pcre2_compile_8(buffer.baseAddress ?? cpcre2_empty_string(), buffer.count, flags, &errorCode, &errorOffset, nil)
        }
        guard let compiled else { throw RawCompileError(code: errorCode, offset: errorOffset) }
        handle = compiled

        var jitted = false
        if jit != .off && PCRE2Library.jitAvailable {
            var jitOptions = UInt32(PCRE2_JIT_COMPLETE)
            // Soft partial answers complete, partial or neither in one run (see `Pattern.partialMatch`).
            if jit == .completeAndPartial { jitOptions |= UInt32(PCRE2_JIT_PARTIAL_SOFT) }
            // A failed JIT compile (no executable memory, say) leaves a working interpreted pattern.
            jitted = pcre2_jit_compile_8(compiled, jitOptions) == 0
        }
        usesJIT = jitted
    }

    deinit { pcre2_code_free_8(handle) }

    /// The number of capturing groups (group 0, the whole match, not counted).
    /// PCRE2's lower bound on the length of a matching subject, in code units (0 when unknown).
    var minimumLength: Int {
        var length: UInt32 = 0
        pcre2_pattern_info_8(handle, UInt32(PCRE2_INFO_MINLENGTH), &length)
        return Int(length)
    }

    var captureCount: Int {
        var count: UInt32 = 0
        pcre2_pattern_info_8(handle, UInt32(PCRE2_INFO_CAPTURECOUNT), &count)
        return Int(count)
    }

    /// The named groups as (name, group number) pairs; a name may repeat under `(?J)`.
    var namedGroups: [(name: String, group: Int)] {
        var count: UInt32 = 0
        var entrySize: UInt32 = 0
        var table: UnsafePointer<UInt8>?
        pcre2_pattern_info_8(handle, UInt32(PCRE2_INFO_NAMECOUNT), &count)
        pcre2_pattern_info_8(handle, UInt32(PCRE2_INFO_NAMEENTRYSIZE), &entrySize)
        pcre2_pattern_info_8(handle, UInt32(PCRE2_INFO_NAMETABLE), &table)
        guard let table, count > 0, entrySize > 2 else { return [] }
        var groups: [(name: String, group: Int)] = []
        for index in 0..<Int(count) {
            // Each entry: a big-endian 16-bit group number, then the zero-terminated name.
            // SAFETY: the table holds `count` entries of `entrySize > 2` bytes, and `index < count`, by the loop.
            let entry = table + index * Int(entrySize)
            let group = Int(entry[0]) << 8 | Int(entry[1])
            let nameBytes = UnsafeBufferPointer(start: entry + 2, count: Int(entrySize) - 2)
            let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
            groups.append((name, group))
        }
        return groups
    }
}

/// A compile failure before it is dressed as a `PCRE2Error`.
struct RawCompileError: Error {
    let code: Int32
    let offset: Int
}

/// Compile option bits, named for the public layer.
enum CompileFlag {
    static let caseless = UInt32(PCRE2_CASELESS)
    static let multiline = UInt32(PCRE2_MULTILINE)
    static let dotAll = UInt32(PCRE2_DOTALL)
    static let extended = UInt32(PCRE2_EXTENDED)
    static let extendedMore = UInt32(PCRE2_EXTENDED_MORE)
    static let ungreedy = UInt32(PCRE2_UNGREEDY)
    static let noAutoCapture = UInt32(PCRE2_NO_AUTO_CAPTURE)
    static let dollarEndOnly = UInt32(PCRE2_DOLLAR_ENDONLY)
    static let allowDuplicateNames = UInt32(PCRE2_DUPNAMES)
    static let anchored = UInt32(PCRE2_ANCHORED)
    static let endAnchored = UInt32(PCRE2_ENDANCHORED)
}
