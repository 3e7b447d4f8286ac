/// Turns the bytes a terminal sends into ``Key``s.
///
/// Decodes control bytes, UTF-8 text (grouped into Characters) and the common
/// escape sequences (CSI `ESC [` and SS3 `ESC O`: arrows, Home, End, Delete,
/// Shift-Tab). A chunk is decoded on its own: a terminal writes each key's
/// sequence in one piece, so one `read(2)` never splits a sequence in practice.
enum KeyDecoder {
    /// The keys in `bytes`.
    static func keys(in bytes: some Collection<UInt8>) -> [Key] {
        let bytes = Array(bytes)
        var keys: [Key] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x1B:
                let (key, length) = escapeSequence(bytes, at: index)
                keys.append(key)
                index += length
            case 0x20..<0x7F, 0x80...:
                // A run of text: decode it whole so combining marks join their base character.
                var end = index + 1
                while end < bytes.count, bytes[end] >= 0x20, bytes[end] != 0x7F, bytes[end] != 0x1B { end += 1 }
                for character in String(decoding: bytes[index..<end], as: UTF8.self) {
                    keys.append(character == "\u{FFFD}" ? .unknown : .character(character))
                }
                index = end
            default:
                keys.append(controlKey(byte))
                index += 1
            }
        }
        return keys
    }

    private static func controlKey(_ byte: UInt8) -> Key {
        switch byte {
        case 0x09: .tab
        case 0x0A, 0x0D: .enter
        case 0x7F, 0x08: .backspace
        case 0x03: .interrupt
        case 0x04: .endOfInput
        default: .unknown
        }
    }

    /// Decodes the sequence starting with ESC at `start`.
    /// - Returns: The key and the number of bytes it took.
    private static func escapeSequence(_ bytes: [UInt8], at start: Int) -> (Key, Int) {
        guard start + 1 < bytes.count else { return (.escape, 1) }
        switch bytes[start + 1] {
        case UInt8(ascii: "["):
            // CSI: parameter bytes 0x30–0x3F, intermediates 0x20–0x2F, one final byte 0x40–0x7E.
            var index = start + 2
            while index < bytes.count, (0x20...0x3F).contains(bytes[index]) { index += 1 }
            guard index < bytes.count, (0x40...0x7E).contains(bytes[index]) else { return (.escape, 1) }
            let parameters = String(decoding: bytes[(start + 2)..<index], as: UTF8.self)
            return (csiKey(final: bytes[index], parameters: parameters), index - start + 1)
        case UInt8(ascii: "O"):
            guard start + 2 < bytes.count else { return (.escape, 1) }
            let key: Key = switch bytes[start + 2] {
            case UInt8(ascii: "A"): .up
            case UInt8(ascii: "B"): .down
            case UInt8(ascii: "C"): .right
            case UInt8(ascii: "D"): .left
            case UInt8(ascii: "H"): .home
            case UInt8(ascii: "F"): .end
            default: .unknown
            }
            return (key, 3)
        default:
            return (.escape, 1)
        }
    }

    private static func csiKey(final: UInt8, parameters: String) -> Key {
        switch final {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "Z"): return .backTab
        case UInt8(ascii: "~"):
            switch parameters {
            case "1", "7": return .home
            case "4", "8": return .end
            case "3": return .delete
            default: return .unknown
            }
        default: return .unknown
        }
    }
}
