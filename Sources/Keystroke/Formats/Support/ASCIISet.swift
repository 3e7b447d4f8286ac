/// The ASCII characters a format allows, as 128 bits: what ``FormatText/filter(_:maxLength:completeAt:collapsingSpaces:ascii:allows:)``
/// reads for a plain ASCII text instead of making a `Character` of each byte and asking the
/// format (a `Character` and its `asciiValue` cost hundreds of instructions a byte).
///
/// Made from the format's own `allows`, once per format type, so the two cannot disagree.
struct ASCIISet: Sendable {
    private var low: UInt64 = 0
    private var high: UInt64 = 0

    /// The ASCII characters, "\r" aside (it pairs with "\n"), for which `allows` is true.
    init(where allows: (Character) -> Bool) {
        for byte in UInt8(0)..<128 where byte != 0x0D && allows(Character(Unicode.Scalar(byte))) {
            if byte < 64 { low |= 1 << UInt64(byte) } else { high |= 1 << UInt64(byte &- 64) }
        }
    }

    /// Whether the set holds `byte` (never true for a byte above 127).
    @inline(__always)
    func contains(_ byte: UInt8) -> Bool {
        byte < 64 ? low >> UInt64(byte) & 1 != 0 : byte < 128 && high >> UInt64(byte &- 64) & 1 != 0
    }
}
