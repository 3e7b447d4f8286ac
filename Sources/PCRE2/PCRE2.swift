internal import CPCRE2

/// The version of the PCRE2 library this module is linked against.
public var pcre2LibraryVersion: String {
    var buffer = [UInt8](repeating: 0, count: 64)
    let length = pcre2_config_8(UInt32(PCRE2_CONFIG_VERSION), &buffer)
    guard length > 1 else { return "unknown" }
    return String(decoding: buffer[..<Int(length - 1)], as: UTF8.self)
}
