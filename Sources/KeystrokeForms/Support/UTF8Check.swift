// Checking bytes that must be UTF-8 text (request lines and bodies, CSV fields, arguments,
// form files) and naming the first byte that is not, for error messages.

/// Whether `bytes` is well-formed UTF-8.
package func isValidUTF8(_ bytes: UnsafeRawBufferPointer) -> Bool {
    firstInvalidUTF8Offset(in: bytes) == nil
}

/// The offset of the first byte that does not start a well-formed UTF-8 sequence, or nil if all do.
package func firstInvalidUTF8Offset(in bytes: UnsafeRawBufferPointer) -> Int? {
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    var offset = 0
    while true {
        switch decoder.decode(&iterator) {
        case .scalarValue(let scalar): offset += UTF8.width(scalar)
        case .emptyInput: return nil
        case .error: return offset
        }
    }
}

/// `byte` as two uppercase hex digits (`FF`, `0A`), as messages show a byte that is not text.
package func hexByte(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF".utf8)
    return String(decoding: [digits[Int(byte >> 4)], digits[Int(byte & 0xF)]], as: UTF8.self)
}
