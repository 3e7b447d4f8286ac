/// Compiles a format string into tokens, in one pass over the format.
///
/// Matches InputMask's sanitizer where formats are valid: mixed `[…]` groups
/// are split by slot family (`[00AA]` is `[00][AA]`), each group is sorted so
/// required slots come before optional ones (`[0909]` is `[0099]`), and `…`
/// inherits the class of the slot before it. Unlike InputMask, malformed
/// formats are rejected with a ``MaskError`` instead of being half-read.
struct MaskCompiler {
    let format: String
    let notations: [Notation]
    let rightToLeft: Bool

    /// A token with the offset (in Characters) of the format character it came from.
    private struct Located {
        var token: MaskToken
        var offset: Int
    }

    /// Separators and fixed characters are their own group; each `[…]` sub-group is one group.
    private typealias Group = [Located]

    private enum Mode {
        case outside
        case brackets(start: Int, content: [(Character, Int)])
        case braces(start: Int, count: Int)
    }

    func compile() throws(MaskError) -> [MaskToken] {
        try validateNotations()
        var groups: [Group] = []
        var mode = Mode.outside
        var escaped = false
        var escapeOffset = 0
        var offset = -1
        for character in format {
            offset += 1
            if character.isNewline { throw error(.lineBreak, offset) }
            switch mode {
            case .outside:
                if escaped {
                    escaped = false
                    groups.append([Located(token: .separator(character), offset: offset)])
                    continue
                }
                switch character {
                case "\\": escaped = true; escapeOffset = offset
                case "[": mode = .brackets(start: offset, content: [])
                case "{": mode = .braces(start: offset, count: 0)
                case "]": throw error(.unmatchedClosingBracket, offset)
                case "}": throw error(.unmatchedClosingBrace, offset)
                default: groups.append([Located(token: .separator(character), offset: offset)])
                }
            case .braces(let start, let count):
                if escaped {
                    escaped = false
                    groups.append([Located(token: .fixed(character), offset: offset)])
                    mode = .braces(start: start, count: count + 1)
                    continue
                }
                switch character {
                case "\\": escaped = true; escapeOffset = offset
                case "{": throw error(.nestedBraces, offset)
                case "[", "]": throw error(.bracketInsideBraces, offset)
                case "}":
                    if count == 0 { throw error(.emptyBraces, start) }
                    mode = .outside
                default:
                    groups.append([Located(token: .fixed(character), offset: offset)])
                    mode = .braces(start: start, count: count + 1)
                }
            case .brackets(let start, var content):
                switch character {
                case "[": throw error(.nestedBrackets, offset)
                case "{", "}", "\\": throw error(.braceInsideBrackets, offset)
                case "]":
                    if content.isEmpty { throw error(.emptyBrackets, start) }
                    groups.append(contentsOf: slotGroups(content))
                    mode = .outside
                default:
                    guard Self.family(of: character) != nil || notationIndex(character) != nil else {
                        throw error(.unknownSlotCharacter, offset)
                    }
                    content.append((character, offset))
                    mode = .brackets(start: start, content: content)
                }
            }
        }
        if escaped { throw error(.danglingEscape, escapeOffset) }
        switch mode {
        case .outside: break
        case .brackets(let start, _): throw error(.unclosedBracket, start)
        case .braces(let start, _): throw error(.unclosedBrace, start)
        }
        if rightToLeft { groups.reverse() }
        let located = groups.joined()
        var tokens: [MaskToken] = []
        tokens.reserveCapacity(located.count)
        var afterEllipsis = false
        for item in located {
            if afterEllipsis { throw error(.charactersAfterEllipsis, item.offset) }
            if case .ellipsis = item.token { afterEllipsis = true }
            tokens.append(item.token)
        }
        return tokens
    }

    // MARK: - Slot groups

    /// The slot families InputMask never mixes in one group.
    private enum Family { case digit, letter, alphanumeric }

    private static func family(of character: Character) -> Family? {
        switch character {
        case "0", "9": .digit
        case "A", "a": .letter
        case "_", "-": .alphanumeric
        case "…": nil
        default: nil
        }
    }

    private func notationIndex(_ character: Character) -> Int? {
        if character == "…" { return -1 }
        return notations.firstIndex { $0.character == character }
    }

    /// Splits a `[…]` group where the slot family changes, sorts each part and
    /// turns it into tokens.
    private func slotGroups(_ content: [(Character, Int)]) -> [Group] {
        var parts: [[(Character, Int)]] = []
        var current: [(Character, Int)] = []
        var families: Set<Family> = []
        for item in content {
            if let family = Self.family(of: item.0), !families.isEmpty, !families.subtracting([family]).isEmpty {
                parts.append(current)
                current = []
                families = []
            }
            if let family = Self.family(of: item.0) { families.insert(family) }
            current.append(item)
        }
        parts.append(current)
        return parts.map(tokens(ofSorted:))
    }

    /// Sorts one part like InputMask (required before optional, `…` last) and compiles it.
    private func tokens(ofSorted part: [(Character, Int)]) -> Group {
        let characters = part.map(\.0)
        let remap = !characters.contains { "09Aa".contains($0) }
        func key(_ character: Character) -> Character {
            guard remap else { return character }
            switch character {
            case "_": return "A"
            case "-": return "a"
            default: return character
            }
        }
        let sorted = part.enumerated().sorted { left, right in
            let leftEllipsis = left.element.0 == "…", rightEllipsis = right.element.0 == "…"
            if leftEllipsis != rightEllipsis { return rightEllipsis }
            let leftKey = key(left.element.0), rightKey = key(right.element.0)
            if leftKey != rightKey { return leftKey < rightKey }
            return left.offset < right.offset
        }.map(\.element)
        var group: Group = []
        var previous: SlotClass?
        for (character, offset) in sorted {
            let token: MaskToken
            switch character {
            case "0": token = .slot(.digit, isOptional: false)
            case "9": token = .slot(.digit, isOptional: true)
            case "A": token = .slot(.letter, isOptional: false)
            case "a": token = .slot(.letter, isOptional: true)
            case "_": token = .slot(.alphanumeric, isOptional: false)
            case "-": token = .slot(.alphanumeric, isOptional: true)
            case "…": token = .ellipsis(previous ?? .alphanumeric)
            default:
                // Validated by the caller: a notation character.
                let index = notations.firstIndex { $0.character == character } ?? 0
                token = .slot(.custom(index), isOptional: notations[index].isOptional)
            }
            if case .slot(let slotClass, _) = token { previous = slotClass }
            if case .ellipsis = token { previous = nil }
            group.append(Located(token: token, offset: offset))
        }
        return group
    }

    // MARK: - Errors

    private func validateNotations() throws(MaskError) {
        var seen: Set<Character> = []
        for notation in notations {
            if "09Aa_-…[]{}\\".contains(notation.character) {
                throw MaskError(reason: .reservedNotationCharacter, offset: 0, format: String(notation.character))
            }
            if !seen.insert(notation.character).inserted {
                throw MaskError(reason: .duplicateNotation, offset: 0, format: String(notation.character))
            }
        }
    }

    private func error(_ reason: MaskError.Reason, _ offset: Int) -> MaskError {
        MaskError(reason: reason, offset: offset, format: format)
    }
}
