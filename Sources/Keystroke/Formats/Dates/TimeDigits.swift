/// The digits a time scan accepted, at most six (hour, minute, second), each with the offset of
/// the unit it came from; kept inline, since typing scans the whole text on every key.
struct TimeDigits: RandomAccessCollection {
    private var values = SIMD8<UInt8>()
    private var offsets = SIMD8<Int32>()
    private(set) var count = 0

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(position: Int) -> (value: Int, offset: Int) {
        (Int(values[position]), Int(offsets[position]))
    }

    /// Adds a digit; the scan never takes more than a pattern's six.
    mutating func append(_ digit: (value: Int, offset: Int)) {
        precondition(count < 8, "a time has at most six digits")
        values[count] = UInt8(digit.value)
        offsets[count] = Int32(truncatingIfNeeded: digit.offset)
        count += 1
    }
}
