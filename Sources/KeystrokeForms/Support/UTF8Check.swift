// Checking bytes that must be UTF-8 text (request lines and bodies, CSV fields, arguments,
// form files) and naming the first byte that is not, for error messages.

/// Whether `bytes` is well-formed UTF-8.
package func isValidUTF8(_ bytes: UnsafeRawBufferPointer) -> Bool {
    firstInvalidUTF8Offset(in: bytes) == nil
}

/// The offset of the first byte that does not start a well-formed UTF-8 sequence, or nil if all do.
package func firstInvalidUTF8Offset(in bytes: UnsafeRawBufferPointer) -> Int? {
    var offset = 0
    while offset < bytes.count {
        // Runs of ASCII, most of any body, eight bytes at a time.
        while offset + 8 <= bytes.count,
              bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
            offset += 8
        }
        guard offset < bytes.count else { return nil }
        if bytes[offset] < 0x80 {
            offset += 1
            continue
        }
        // One scalar from here, by the standard library's decoder (which refuses overlong forms,
        // surrogates and values past U+10FFFF).
        var iterator = UnsafeRawBufferPointer(rebasing: bytes[offset...]).makeIterator()
        var decoder = UTF8()
        switch decoder.decode(&iterator) {
        case .scalarValue(let scalar): offset += UTF8.width(scalar)
        case .emptyInput: return nil
        case .error: return offset
        }
    }
    return nil
}

/// `byte` as two uppercase hex digits (`FF`, `0A`), as messages show a byte that is not text.
package func hexByte(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF".utf8)
    return String(decoding: [digits[Int(byte >> 4)], digits[Int(byte & 0xF)]], as: UTF8.self)
}
