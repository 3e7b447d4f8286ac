extension NumberFormat {
    /// Whether the field's own text can be read piece by piece (``ownReading(_:keyOffset:)``): no
    /// affix holds a separator or `.`, and no affix or separator scalar is a digit or joins the
    /// Character before it, so every scalar of a rendering is one Character and one piece.
    static func readsPieces(_ pattern: CurrencyPattern, _ reader: NumberReader) -> Bool {
        guard reader.clashingAffixes == nil else { return false }
        let pieces = [pattern.positivePrefix, pattern.positiveSuffix, pattern.negativePrefix, pattern.negativeSuffix,
                      pattern.grouping, pattern.decimal]
        return pieces.allSatisfy { piece in
            String(decoding: piece, as: UTF8.self).unicodeScalars.allSatisfy { scalar in
                CurrencyPattern.digitValue(scalar) == nil && (scalar.value < 0x300 || !NumberReader.extends(scalar))
            }
        }
    }

    /// What ``ownReading(_:keyOffset:)`` reads: a number and where the key was. Trivial (no
    /// reference), so that passing it back costs no reference counting.
    struct OwnReading {
        var number = NumberText()
        /// Integer digits before the key.
        var integerBefore = 0
        /// Fraction digits before the key, `nil` when the key is before the decimal separator.
        var fractionBefore: Int?
        /// The key's UTF-8 offsets and scalar.
        var keyBytes = 0..<0
        var key: Unicode.Scalar = " "
    }

    /// A separator's UTF-8 (at most 8 bytes), packed for a one-word comparison.
    struct Piece {
        var bytes: UInt64 = 0
        var count = 0

        /// The piece of `utf8`, or an empty piece (which never matches) past 8 bytes.
        init(_ utf8: [UInt8]) {
            guard utf8.count <= 8 else { return }
            for (index, byte) in utf8.enumerated() { bytes |= UInt64(byte) << (8 * index) }
            count = utf8.count
        }

        /// Whether `buffer` holds this piece at `offset`, before `end`.
        @inline(__always)
        func isAt(_ offset: Int, in buffer: ByteView, end: Int) -> Bool {
            guard count > 0, end - offset >= count else { return false }
            return buffer.word(at: offset, count: count) == bytes
        }
    }

    /// The reading of the field's own text, in one pass that checks it against the pattern piece by
    /// piece instead of reading it leniently and rendering the number again to compare.
    ///
    /// With `keyOffset`, the Character there (one scalar) is left out and recorded as the key, and the
    /// digits before it are counted, as ``NumberReader/leniently(_:caret:skipping:maximumDigits:maximumFraction:allowsNegative:)``
    /// does. Returns `nil` when the text is not a rendering with digits, or when this reader cannot tell
    /// (more than 18 digits, a long text): the lenient reading and the comparison decide then. Where it
    /// returns a reading, the lenient reading gives the same, and the text is the rendering of its
    /// number (a rendering is one to one).
    func ownReading(_ text: String, keyOffset: Int?) -> OwnReading? {
        guard readsPieces else { return nil }
        guard let keyOffset else { return ByteView.with(text) { bytes in ownReading(bytes, keyAt: bytes.count) } }
        return ByteView.with(text) { bytes -> OwnReading? in
            // Every scalar before the key must be one Character for the offsets to agree; the pieces
            // matched below are, and any other scalar makes the reading fail.
            // ASCII before the key, the usual text: its offset is the key's byte offset.
            var keyStart = 0
            while keyStart < min(keyOffset, bytes.count), bytes[keyStart] < 0x80 { keyStart += 1 }
            for _ in keyStart..<max(keyOffset, keyStart) {
                guard keyStart < bytes.count else { return nil }
                keyStart += NumberReader.scalar(in: bytes, at: keyStart).1
            }
            guard keyOffset >= 0, keyStart < bytes.count else { return nil }
            let (key, keyWidth) = NumberReader.scalar(in: bytes, at: keyStart)
            let count = bytes.count - keyWidth
            guard count <= 64 else { return nil }
            // The text without the key: the bytes before it when it is last (a key typed at the
            // end), else a copy on the stack.
            let reading = keyStart + keyWidth == bytes.count
                ? ownReading(bytes[..<keyStart], keyAt: keyStart)
                : ASCIIWriter.withBytes(capacity: count, filling: { rest in
                    rest.append(utf8: bytes[..<keyStart])
                    rest.append(utf8: bytes[(keyStart + keyWidth)...])
                    return true
                }, then: { rest in ownReading(rest, keyAt: keyStart) }) ?? nil
            guard var reading else { return nil }
            reading.keyBytes = keyStart..<keyStart + keyWidth
            reading.key = key
            return reading
        }
    }

    /// Reads `bytes` as the rendering of a negative, then a positive number; `keyAt` is the byte
    /// offset the key was taken from (digits before it are counted as before the key).
    private func ownReading(_ bytes: ByteView, keyAt: Int) -> OwnReading? {
        if let span = affixes(of: bytes, prefix: storage.pattern.negativePrefix, suffix: storage.pattern.negativeSuffix),
           var reading = ownReading(bytes, span, keyAt: keyAt) {
            reading.number.negative = true
            return reading
        }
        guard let span = affixes(of: bytes, prefix: storage.pattern.positivePrefix, suffix: storage.pattern.positiveSuffix) else { return nil }
        return ownReading(bytes, span, keyAt: keyAt)
    }

    /// The bytes between `prefix` and `suffix` when `bytes` starts and ends with them.
    private func affixes(of bytes: ByteView, prefix: [UInt8], suffix: [UInt8]) -> Range<Int>? {
        guard bytes.count >= prefix.count + suffix.count else { return nil }
        for index in prefix.indices where bytes[index] != prefix[index] { return nil }
        let end = bytes.count - suffix.count
        for index in suffix.indices where bytes[end + index] != suffix[index] { return nil }
        return prefix.count..<end
    }

    /// Reads `bytes[span]` as the digits with the separators where the pattern puts them.
    private func ownReading(_ bytes: ByteView, _ span: Range<Int>, keyAt: Int) -> OwnReading? {
        // Stated once, so that the reads below need no check of their own.
        precondition(span.lowerBound >= 0 && span.upperBound <= bytes.count, "NumberFormat: span out of bounds")
        var units: UInt64 = 0
        var digits = 0
        var integerDigits = 0
        var fraction = 0
        var point = false
        var integerBefore = 0
        var fractionBefore = -1
        var firstDigit: UInt32 = 0
        var separators: UInt64 = 0
        let zero = storage.reader.zero
        let end = span.upperBound
        var offset = span.lowerBound
        while offset < end {
            var digit = UInt32(bytes[offset]) &- 0x30
            var width = 1
            if zero != 0x30 {
                let (scalar, scalarWidth) = NumberReader.scalar(in: bytes, at: offset)
                digit = scalar.value &- zero
                width = scalarWidth
            }
            if digit < 10 {
                guard digits < 18 else { return nil }
                digits += 1
                units = units &* 10 &+ UInt64(digit)
                if point {
                    fraction += 1
                    if offset < keyAt { fractionBefore += 1 }
                } else {
                    if integerDigits == 0 { firstDigit = digit }
                    integerDigits += 1
                    if offset < keyAt { integerBefore += 1 }
                }
                offset += width
            } else if !point, integerDigits > 0, separators & 1 << integerDigits == 0, groupPiece.isAt(offset, in: bytes, end: end) {
                separators |= 1 << integerDigits
                offset += groupPiece.count
            } else if !point, integerDigits > 0, decimalPiece.isAt(offset, in: bytes, end: end) {
                point = true
                if offset < keyAt { fractionBefore = 0 }
                offset += decimalPiece.count
            } else {
                return nil
            }
        }
        // No leading zero, and the separators exactly where the pattern puts them for this many digits.
        guard integerDigits > 0, integerDigits == 1 || firstDigit != 0, separators == expectedSeparators(integerDigits) else {
            return nil
        }
        var reading = OwnReading()
        reading.number = NumberText(units: units, fraction: fraction, point: point, hasDigits: true)
        reading.integerBefore = integerBefore
        reading.fractionBefore = fractionBefore < 0 ? nil : fractionBefore
        return reading
    }

    /// Bit `n` set for each separator that follows `n` integer digits in a rendering.
    private func expectedSeparators(_ integerDigits: Int) -> UInt64 {
        storage.pattern.digitGrouping.separatorBits(integerDigits: integerDigits)
    }
}
