extension EditingState {
    /// The dropped characters that can come from `inserted`. Separators of the
    /// old text that the formatter moved (and dropped where they no longer fit)
    /// are not the user's input and are left out.
    /// - Complexity: Linear; ASCII insertions are filtered byte by byte.
    static func drops(_ dropped: String, comingFrom inserted: String, oldTextIsEmpty: Bool) -> String {
        guard !dropped.isEmpty else { return "" }
        // With no old text, everything the formatter saw was inserted.
        if oldTextIsEmpty { return dropped }
        if inserted.utf8.count <= 32 {
            return dropped.filter { inserted.contains($0) }
        }
        var asciiMap = (low: UInt64(0), high: UInt64(0))
        for byte in inserted.utf8 {
            guard byte < 0x80 else {
                let alphabet = Set(inserted)
                return dropped.filter { alphabet.contains($0) }
            }
            if byte < 64 { asciiMap.low |= 1 << byte } else { asciiMap.high |= 1 << (byte - 64) }
        }
        // Only ASCII was inserted: keep the dropped ASCII bytes it contains.
        let kept = dropped.utf8.filter { byte in
            byte < 64 ? asciiMap.low & (1 << byte) != 0 : byte < 0x80 && asciiMap.high & (1 << (byte - 64)) != 0
        }
        return String(decoding: kept, as: UTF8.self)
    }
}
