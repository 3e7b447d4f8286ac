import PCRE2

/// The field formats' side of the as-you-type formatter: a field's memory of its last layout
/// (``Kept``), resumed when the next text begins with what it was fed. A digit typed at the end
/// of the text it returned is the common case: then that digit is all that is read
/// (``Kept/typeAtEnd(_:caret:limit:completeness:)``).
extension PhoneTypingState {
    /// Whether everything fed so far (``accruedInput``) begins `text`, compared byte by byte.
    func hasFed(aPrefixOf text: ByteView) -> Bool {
        let count = accruedInput.count
        guard count <= text.count else { return false }
        return ByteView.with(accruedInput) { $0.hasSameBytes(as: text[..<count]) }
    }

    /// Where the last `+` or digit of `output` ends, when its `+` and digits are exactly `fed`
    /// and every other byte is ASCII punctuation that reading a field skips; nil otherwise.
    /// Reading such a text back gives `fed` again, so a key typed after it only adds itself.
    static func endOfFedDigits(in output: ByteView, fed: ByteView) -> Int? {
        var next = 0
        var end = 0
        var position = 0
        for byte in output {
            position &+= 1
            if byte &- 0x30 < 10 || byte == UInt8(ascii: "+") {
                guard next < fed.count, fed[next] == byte else { return nil }
                next &+= 1
                end = position
            } else if !PhoneNumberReader.isASCIIPunctuation(byte) {
                return nil
            }
        }
        return next == fed.count ? end : nil
    }

    /// The digit `text` adds at the end of the output (ASCII), nil when it is not the output
    /// and one ASCII digit with the caret after it. A method, so that the output is borrowed.
    func digitAdded(in text: String, caret: Int) -> UInt8? {
        let count = output.count
        guard caret == count + 1, text.utf8.count == count + 1 else { return nil }
        return ByteView.with(output) { old in
            ByteView.ifContiguous(text) { new -> UInt8? in
                guard let last = new.last, last &- 0x30 < 10, new[..<count].hasSameBytes(as: old) else { return nil }
                return last
            } ?? nil
        }
    }

    /// The output as a String, with what was fed as one too when `withValue` (empty otherwise),
    /// and ``endOfFedDigits(in:fed:)`` for them; read in a method of the state, which borrows
    /// its buffers without retaining them. When the output only grew since `fedBefore` bytes
    /// were fed (and read back as them), only its new bytes are read.
    func outputStrings(fedBefore: Int?, withValue: Bool) -> (text: String, value: String, endOfDigits: Int?) {
        let kept = fedBefore == nil ? 0 : outputKept
        return ByteView.with(output) { output in
            ByteView.with(accruedInput) { fed -> (String, String, Int?) in
                let end = kept > 0
                    ? Self.endOfFedDigits(in: output[kept...], fed: fed[fedBefore!...]).map { kept + $0 }
                    : Self.endOfFedDigits(in: output, fed: fed)
                let value = withValue ? ASCIIWriter.string(copying: fed) : ""
                return (ASCIIWriter.string(copying: output), value, end)
            }
        }
    }

    /// A field's memory of its last layout (``PhoneFormat``'s typing memory), whose output is
    /// the text it returned.
    struct Kept: Sendable {
        var state: PhoneTypingState
        /// Whether the output reads back as what the state was fed (``endOfFedDigits(in:fed:)``):
        /// a field showing it with one digit added at the end needs no reading but that digit's.
        var outputIsClean = false
        /// How many bytes the fed input must reach before it can be a valid number (0: check the next one).
        var falseBelow = 0

        /// The output for `typed` (`+` and the digits in the field), resuming from this memory
        /// when it was fed a prefix of them, and leaving it there.
        mutating func format(_ typed: String) -> String {
            ByteView.with(typed) { bytes in
                if !state.hasFed(aPrefixOf: bytes) { state.reset() }
                for byte in bytes[state.accruedInput.count...] { state.input(byte) }
            }
            falseBelow = 0
            return takeOutput().text
        }

        /// The keystroke for a field whose text is the last text returned with one ASCII digit
        /// added at the end, the caret after it: that digit is fed and nothing else is read. Nil
        /// for any other field (then the field is read whole), or when the digits are at `limit`.
        /// `completeness` answers whether a value is a valid number, and the length it must reach
        /// before the answer can be other than false; until then it is not asked again.
        @inline(__always)
        mutating func typeAtEnd(
            _ text: String, caret: Int, limit: Int,
            completeness: (_ value: String, _ hasPlus: Bool) -> (isValid: Bool, falseBelow: Int)
        ) -> TypedAtEnd? {
            guard outputIsClean, let digit = state.digitAdded(in: text, caret: caret) else { return nil }
            // Counted without a copy of the buffer, which feeding the digit would then copy again.
            let fedCount = state.accruedInput.count
            let digitCount = fedCount - (state.accruedInput.first == UInt8(ascii: "+") ? 1 : 0)
            guard digitCount < limit else { return nil }
            state.input(digit)
            let (output, value, end) = takeOutput(fedBefore: fedCount, withValue: true)
            var isComplete = false
            if fedCount + 1 >= falseBelow {
                let answer = completeness(value, value.utf8.first == UInt8(ascii: "+"))
                isComplete = answer.isValid
                falseBelow = answer.falseBelow
            }
            return TypedAtEnd(text: output, value: value, endOfDigits: end, isComplete: isComplete)
        }

        /// The state's output as a String (and what was fed, when `withValue`), noting whether
        /// the output reads back as what was fed.
        /// - Parameter fedBefore: For a keystroke after an output that read back as what was
        ///   fed, the bytes fed before it: when the keystroke only appended to the output, only
        ///   the bytes it appended are read.
        mutating func takeOutput(fedBefore: Int? = nil, withValue: Bool = false) -> (text: String, value: String, endOfDigits: Int?) {
            let result = state.outputStrings(fedBefore: fedBefore, withValue: withValue)
            outputIsClean = result.endOfDigits != nil && !state.accruedInput.isEmpty
            return result
        }
    }

    /// What a keystroke typed at the end of the last text gives: the new text, the value (`+`
    /// and the digits, as fed), where its last digit ends (nil when the general caret walk must
    /// find it), and whether it is a valid number.
    struct TypedAtEnd {
        let text: String
        /// `+` and the digits, as fed: what the caret is placed after.
        let value: String
        let endOfDigits: Int?
        let isComplete: Bool
    }
}
