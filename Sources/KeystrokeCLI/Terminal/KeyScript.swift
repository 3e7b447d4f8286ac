/// The notation for keys given on the command line (`keystroke type`, `keystroke demo --script`).
///
/// Text stands for itself; a few symbols stand for editing keys, and
/// backslash escapes give any byte:
///
/// | In the script | Key |
/// |---|---|
/// | `⌫` | Backspace |
/// | `⌦` | Delete |
/// | `⇥` or `\t` | Tab |
/// | `⇤` | Shift-Tab |
/// | `⏎` or `\n` or `\r` | Enter |
/// | `←` `→` `↑` `↓` | arrows |
/// | `⇱` `⇲` | Home, End |
/// | `\e` | Escape |
/// | `\xHH` | the byte HH (`\x03` is Ctrl-C) |
/// | `\\` | a backslash |
enum KeyScript {
    /// The bytes a terminal would send for `script`.
    static func bytes(_ script: String) -> [UInt8] {
        var bytes: [UInt8] = []
        var characters = script.makeIterator()
        while let character = characters.next() {
            switch character {
            case "⌫": bytes.append(0x7F)
            case "⌦": bytes += escape("[3~")
            case "⇥": bytes.append(0x09)
            case "⇤": bytes += escape("[Z")
            case "⏎": bytes.append(0x0D)
            case "←": bytes += escape("[D")
            case "→": bytes += escape("[C")
            case "↑": bytes += escape("[A")
            case "↓": bytes += escape("[B")
            case "⇱": bytes += escape("[H")
            case "⇲": bytes += escape("[F")
            case "\\":
                switch characters.next() {
                case "t"?: bytes.append(0x09)
                case "n"?, "r"?: bytes.append(0x0D)
                case "e"?: bytes.append(0x1B)
                case "x"?:
                    let digits = String([characters.next(), characters.next()].compactMap { $0 })
                    if let byte = UInt8(digits, radix: 16) { bytes.append(byte) } else { bytes += Array("\\x\(digits)".utf8) }
                case let other?: bytes += Array("\\\(other)".utf8).dropFirst(other == "\\" ? 1 : 0)
                case nil: bytes.append(UInt8(ascii: "\\"))
                }
            default:
                bytes += Array(String(character).utf8)
            }
        }
        return bytes
    }

    /// The keys `script` stands for.
    static func keys(_ script: String) -> [Key] {
        KeyDecoder.keys(in: bytes(script))
    }

    private static func escape(_ sequence: String) -> [UInt8] {
        [0x1B] + Array(sequence.utf8)
    }
}
