/// Accounts for every input line of a `batch --csv --write original` run: each must be in
/// the cleaned output or in a rejects row, exactly once, in order, byte for byte with its
/// line end (an over-long line is accounted for by its `csv.lineTooLong` row alone).
enum CSVLedger {
    /// The input split as the command splits it: after LF, CRLF or a lone CR, each line with its end.
    static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        var start = 0, index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            guard byte == 0x0A || byte == 0x0D else { continue }
            if byte == 0x0D, index < bytes.count, bytes[index] == 0x0A { index += 1 }
            lines.append(bytes[start..<index])
            start = index
        }
        if start < bytes.count { lines.append(bytes[start...]) }
        return lines
    }

    /// Nil when the outputs hold the input exactly; else where the accounting broke.
    static func mismatch(input: [UInt8], cleaned: [UInt8], rejects: [UInt8], header: Bool) -> String? {
        let lines = lines(input)
        var kept = cleaned[...], rejected = rejects[...]
        var index = 0
        if header, let first = lines.first {
            guard kept.starts(with: first) else { return "the cleaned output does not start with the header" }
            kept = kept.dropFirst(first.count)
            let prefix = Array("line,code,message,".utf8) + first
            guard rejected.starts(with: prefix) else { return "the rejects do not start with line,code,message and the header" }
            rejected = rejected.dropFirst(prefix.count)
            index = 1
        }
        while index < lines.count {
            let line = lines[index]
            guard let (code, rest) = rejectRow(rejected, number: index + 1) else {
                guard kept.starts(with: line) else { return "line \(index + 1) is in neither output: \(show(line))" }
                kept = kept.dropFirst(line.count)
                index += 1
                continue
            }
            rejected = rest
            if code == "csv.lineTooLong" {
                let end = line.reversed().prefix { $0 == 0x0A || $0 == 0x0D }.count
                guard rejected.starts(with: line.suffix(end)) else { return "line \(index + 1): the lineTooLong row lacks the line end" }
                rejected = rejected.dropFirst(end)
                index += 1
                continue
            }
            guard rejected.first == UInt8(ascii: ","), rejected.dropFirst().starts(with: line) else {
                return "line \(index + 1) rejected as \(code), but not as it was: \(show(rejected.prefix(80)))"
            }
            rejected = rejected.dropFirst(1 + line.count)
            index += 1
            // The lines of a record with quoted line breaks follow in the same row.
            while index < lines.count, rejected.starts(with: lines[index]), rejectRow(rejected, number: index + 1) == nil {
                rejected = rejected.dropFirst(lines[index].count)
                index += 1
            }
        }
        if !kept.isEmpty { return "the cleaned output has more: \(show(kept.prefix(80)))" }
        if !rejected.isEmpty { return "the rejects have more: \(show(rejected.prefix(80)))" }
        return nil
    }

    /// The code of a rejects row for line `number` starting `bytes`, and what follows its message.
    static func rejectRow(_ bytes: ArraySlice<UInt8>, number: Int) -> (code: String, rest: ArraySlice<UInt8>)? {
        let prefix = Array("\(number),".utf8)
        guard bytes.starts(with: prefix), let (code, afterCode) = field(bytes.dropFirst(prefix.count)),
              code.hasPrefix("csv.") || code.contains("."), afterCode.first == UInt8(ascii: ","),
              let (_, afterMessage) = field(afterCode.dropFirst())
        else { return nil }
        return (code, afterMessage)
    }

    /// One RFC 4180 field at the start of `bytes` and what follows it.
    static func field(_ bytes: ArraySlice<UInt8>) -> (String, ArraySlice<UInt8>)? {
        guard bytes.first == UInt8(ascii: "\"") else {
            let end = bytes.firstIndex { $0 == UInt8(ascii: ",") || $0 == 0x0A || $0 == 0x0D } ?? bytes.endIndex
            return (String(decoding: bytes[..<end], as: UTF8.self), bytes[end...])
        }
        var text: [UInt8] = []
        var index = bytes.startIndex + 1
        while index < bytes.endIndex {
            if bytes[index] == UInt8(ascii: "\"") {
                if index + 1 < bytes.endIndex, bytes[index + 1] == UInt8(ascii: "\"") {
                    text.append(bytes[index])
                    index += 2
                    continue
                }
                return (String(decoding: text, as: UTF8.self), bytes[(index + 1)...])
            }
            text.append(bytes[index])
            index += 1
        }
        return nil
    }

    static func show(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: bytes.prefix(80), as: UTF8.self).debugDescription
    }
}
