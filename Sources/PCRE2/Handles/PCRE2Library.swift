internal import CPCRE2

/// The version of the PCRE2 library this module is linked against.
public var pcre2LibraryVersion: String {
    var buffer = [UInt8](repeating: 0, count: 64)
    let length = pcre2_config_8(UInt32(PCRE2_CONFIG_VERSION), &buffer)
    guard length > 1 else { return "unknown" }
    return String(decoding: buffer[..<Int(length - 1)], as: UTF8.self)
}

/// True when the linked PCRE2 library was built with its JIT compiler for this machine.
public var pcre2JITAvailable: Bool { PCRE2Library.jitAvailable }

/// Facts about the linked library, read once.
enum PCRE2Library {
    static let jitAvailable: Bool = {
        var available: UInt32 = 0
        return pcre2_config_8(UInt32(PCRE2_CONFIG_JIT), &available) >= 0 && available == 1
    }()

    /// PCRE2's message for an error code (compile codes are positive, match codes negative).
    static func message(for code: Int32) -> String {
        var buffer = [UInt8](repeating: 0, count: 256)
        // SAFETY: PCRE2 writes at most `$0.count` bytes, the buffer's size, and only during the call.
        let length = buffer.withUnsafeMutableBufferPointer {
            pcre2_get_error_message_8(code, $0.baseAddress, $0.count)
        }
        guard length > 0 else { return "unknown PCRE2 error \(code)" }
        return String(decoding: buffer[..<Int(length)], as: UTF8.self)
    }
}

extension PCRE2Error {
    /// A compile error as PCRE2 reported it; `offset` is in UTF-8 code units of `pattern`.
    static func compile(code: Int32, offset: Int, pattern: String) -> PCRE2Error {
        PCRE2Error(kind: .compile, code: Int(code), message: PCRE2Library.message(for: code), offset: offset, in: pattern)
    }

    /// A replacement template error, reusing PCRE2's code and message for the same fault.
    static func replacement(code: Int32, offset: Int, template: String) -> PCRE2Error {
        PCRE2Error(kind: .replacement, code: Int(code), message: PCRE2Library.message(for: code), offset: offset, in: template)
    }

    static let unknownGroupCode = PCRE2_ERROR_NOSUBSTRING
    static let badEscapeCode = PCRE2_ERROR_BADREPESCAPE
    static let missingBraceCode = PCRE2_ERROR_REPMISSINGBRACE

    /// The error for a negative return code of `pcre2_match` or `pcre2_jit_match`.
    init(matchCode code: Int32) {
        let kind: Kind
        switch code {
        case PCRE2_ERROR_MATCHLIMIT: kind = .matchLimit
        case PCRE2_ERROR_DEPTHLIMIT: kind = .depthLimit
        case PCRE2_ERROR_HEAPLIMIT: kind = .heapLimit
        case PCRE2_ERROR_JIT_STACKLIMIT: kind = .jitStackLimit
        case PCRE2_ERROR_NOMEMORY: kind = .noMemory
        case PCRE2_ERROR_UTF8_ERR21...PCRE2_ERROR_UTF8_ERR1, PCRE2_ERROR_BADUTFOFFSET: kind = .badUTF
        default: kind = .internal
        }
        self.init(kind: kind, code: Int(code), message: PCRE2Library.message(for: code))
    }
}
