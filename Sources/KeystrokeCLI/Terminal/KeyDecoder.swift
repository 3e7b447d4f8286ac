/// Turns the bytes a terminal sends into ``Key``s.
///
/// Decodes control bytes, UTF-8 text (grouped into Characters) and the common
/// escape sequences (CSI `ESC [` and SS3 `ESC O`: arrows, Home, End, Delete,
/// Shift-Tab) and bracketed paste (`ESC [200~` … `ESC [201~`, one ``Key/paste(_:)``).
/// A chunk is decoded on its own: a terminal writes each key's sequence in one
/// piece, so one `read(2)` never splits a sequence in practice; a paste can span
/// reads, which ``unfinishedPaste(in:)`` tells the reader.
enum KeyDecoder {
    private static let pasteStart: [UInt8] = Array("\u{1B}[200~".utf8)
    private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

    /// Where a paste starts in `bytes` without its end marker, if one does: the
    /// bytes from there must wait for the next read.
    static func unfinishedPaste(in bytes: [UInt8]) -> Int? {
        var index = 0
        while let start = firstIndex(of: pasteStart, in: bytes, from: index) {
            guard let end = firstIndex(of: pasteEnd, in: bytes, from: start + pasteStart.count) else { return start }
            index = end + pasteEnd.count
        }
        return nil
    }

    private static func firstIndex(of marker: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard bytes.count >= marker.count, start <= bytes.count - marker.count else { return nil }
        return (start...(bytes.count - marker.count)).first { bytes[$0..<($0 + marker.count)].elementsEqual(marker) }
    }

    /// The keys in `bytes`.
    static func keys(in bytes: some Collection<UInt8>) -> [Key] {
        let bytes = Array(bytes)
        var keys: [Key] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x1B, bytes[index...].starts(with: pasteStart) {
                // Everything up to the end marker (or the end of the bytes) is one paste.
                let start = index + pasteStart.count
                let end = firstIndex(of: pasteEnd, in: bytes, from: start)
                keys.append(.paste(String(decoding: bytes[start..<(end ?? bytes.count)], as: UTF8.self)))
                index = end.map { $0 + pasteEnd.count } ?? bytes.count
                continue
            }
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
