extension Language {
    /// The language an HTTP `Accept-Language` header asks for, among English, Italian and
    /// Brazilian Portuguese (RFC 9110 §12.5.4).
    ///
    /// Ranges are weighed by their `q` value (1 when absent; ties go to the one written first),
    /// `q=0` refuses a language, and malformed ranges are skipped. A range matches a language
    /// with the same primary subtag, so `pt`, `pt-BR` and `pt-PT` ask for Brazilian Portuguese,
    /// `it-CH` for Italian and `en-GB` for English.
    ///
    /// ```swift
    /// Language.negotiated(acceptLanguage: "fr-CH, fr;q=0.9, it;q=0.8, en;q=0.5", default: .english)  // .italian
    /// Language.negotiated(acceptLanguage: "de", default: .brazilianPortuguese)                       // .english
    /// Language.negotiated(acceptLanguage: nil, default: .brazilianPortuguese)                        // .brazilianPortuguese
    /// ```
    /// - Parameters:
    ///   - acceptLanguage: The header's value; `nil` or blank when the request has none.
    ///   - defaultLanguage: The answer when the header is absent, blank or says only `*`
    ///     (a form's own language).
    /// - Returns: The best match; English when the header names none of the three.
    public static func negotiated(acceptLanguage: String?, default defaultLanguage: Language) -> Language {
        guard let header = acceptLanguage, header.contains(where: { !$0.isWhitespace && $0 != "," }) else {
            return defaultLanguage
        }
        // One tag and nothing else (`pt-BR`), what most clients send: no ranges to split or weigh.
        if let tag = loneTag(header) { return matching(tag) ?? .english }
        let ranges = header.split(separator: ",").compactMap(parseRange)
        // `pt-BR;q=0` refuses that language even where another range (`pt`) would match it.
        let refused = Set(ranges.filter { $0.quality == 0 }.flatMap { range in
            range.tag == "*" ? [defaultLanguage] : allCases.filter { $0.rawValue.lowercased() == range.tag }
        })
        var best: (language: Language, quality: Int)?
        for range in ranges where range.quality > best?.quality ?? 0 {
            let language = range.tag == "*" ? defaultLanguage : matching(range.tag)
            if let language, !refused.contains(language) { best = (language, range.quality) }
        }
        return best?.language ?? .english
    }

    /// The language a lowercased tag names: the same tag, else the same primary subtag.
    private static func matching(_ tag: String) -> Language? {
        allCases.first { $0.rawValue.lowercased() == tag }
            ?? allCases.first { primarySubtag($0.rawValue.lowercased()) == primarySubtag(tag) }
    }

    /// `header` lowercased when it is a single tag of ASCII letters, digits and `-` alone (no
    /// weight, list or space), else `nil`.
    private static func loneTag(_ header: String) -> String? {
        var hasUppercase = false
        for byte in header.utf8 {
            switch byte {
            case 0x41...0x5A: hasUppercase = true
            case 0x30...0x39, 0x61...0x7A, 0x2D: continue
            default: return nil
            }
        }
        if header.isEmpty { return nil }
        return hasUppercase ? header.lowercased() : header
    }

    /// A language range and its weight in thousandths, or nil when it is malformed
    /// (such a range is skipped, as the RFC lets a recipient do).
    private static func parseRange(_ range: Substring) -> (tag: String, quality: Int)? {
        let parts = range.split(separator: ";", omittingEmptySubsequences: false)
        let tag = parts[0].trimmingASCIISpaces().lowercased()
        guard !tag.isEmpty, tag == "*" || tag.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") })
        else { return nil }
        var quality = 1000
        for parameter in parts.dropFirst() {
            let pair = parameter.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard pair.count == 2, pair[0].trimmingASCIISpaces().lowercased() == "q",
                  let weight = parseQuality(pair[1].trimmingASCIISpaces())
            else { return nil }
            quality = weight
        }
        return (tag, quality)
    }

    /// `0`, `0.5`, `0.123`, `1`, `1.000` (RFC 9110's qvalue) in thousandths; nil otherwise.
    private static func parseQuality(_ text: Substring) -> Int? {
        let pieces = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let whole = pieces.first, whole == "0" || whole == "1" else { return nil }
        var fraction = pieces.count == 2 ? Array(pieces[1].utf8) : []
        guard pieces.count == 1 || fraction.count <= 3, fraction.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        while fraction.count < 3 { fraction.append(0x30) }
        let thousandths = fraction.reduce(0) { $0 * 10 + Int($1 - 0x30) }
        if whole == "1" { return thousandths == 0 ? 1000 : nil }
        return thousandths
    }

    private static func primarySubtag(_ tag: String) -> Substring {
        tag.split(separator: "-", maxSplits: 1).first ?? Substring(tag)
    }
}

extension Substring {
    /// The text without leading and trailing spaces and tabs (HTTP's optional whitespace).
    fileprivate func trimmingASCIISpaces() -> Substring {
        var result = self
        while let first = result.first, first == " " || first == "\t" { result.removeFirst() }
        while let last = result.last, last == " " || last == "\t" { result.removeLast() }
        return result
    }
}
