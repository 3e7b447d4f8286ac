import PCRE2

/// A custom slot character for mask formats: a character standing for a set
/// of characters, optional or required.
///
/// InputMask's custom notations. With
/// `Notation(character: "H", characters: Set("0123456789ABCDEF"), isOptional: false)`
/// the format `[HH]` takes two hexadecimal digits.
///
/// Membership of ASCII characters is computed once, at initialization, into a
/// bitmap, so typing ASCII into a custom slot never calls the set, predicate or
/// regular expression.
public struct Notation: Sendable, Hashable {
    /// The character used inside `[…]` in a format.
    public let character: Character
    /// Whether the slot may be skipped, like `9`, `a` and `-`.
    public let isOptional: Bool
    /// ASCII membership, precomputed.
    let asciiMap: ASCIIMap
    /// Membership for any character.
    let membership: Membership

    enum Membership: Sendable {
        case set(Set<Character>)
        case predicate(Predicate)
        case pattern(Pattern)
    }

    /// Creates a notation for an explicit set of characters.
    /// - Parameters:
    ///   - character: The character that stands for the set inside `[…]`.
    ///   - characters: The characters the slot accepts.
    ///   - isOptional: Whether the slot may be skipped.
    public init(character: Character, characters: Set<Character>, isOptional: Bool) {
        self.character = character
        self.isOptional = isOptional
        self.membership = .set(characters)
        self.asciiMap = ASCIIMap { characters.contains($0) }
    }

    /// Creates a notation whose set is a one-character PCRE2 pattern, such as
    /// `[\p{L} ]` (a letter or a space).
    ///
    /// A character belongs to the set when the pattern matches it whole.
    /// ASCII membership is computed here, once; the pattern runs at apply time
    /// only for non-ASCII characters.
    /// - Parameters:
    ///   - character: The character that stands for the set inside `[…]`.
    ///   - pattern: A PCRE2 pattern matching one character.
    ///   - isOptional: Whether the slot may be skipped.
    /// - Throws: ``MaskError`` (`.invalidNotationPattern`) with PCRE2's offset, in Characters of `pattern`.
    public init(character: Character, pattern: String, isOptional: Bool) throws(MaskError) {
        let compiled: Pattern
        do {
            compiled = try Pattern(pattern)
        } catch {
            throw MaskError(reason: .invalidNotationPattern, offset: error.characterOffset ?? 0, format: pattern)
        }
        self.character = character
        self.isOptional = isOptional
        self.membership = .pattern(compiled)
        self.asciiMap = ASCIIMap { Self.patternMatches(compiled, $0) }
    }

    /// A predicate with its identity: its name when it has one, else the
    /// notation value it was created for (copies share it).
    final class Predicate: Sendable {
        let name: String?
        let test: @Sendable (Character) -> Bool

        init(name: String?, test: @escaping @Sendable (Character) -> Bool) {
            self.name = name
            self.test = test
        }
    }

    /// Creates a notation whose set is decided by a predicate.
    ///
    /// The predicate must be pure. Closures cannot be compared, so such a
    /// notation equals only itself and its copies; use
    /// ``init(character:isOptional:name:matches:)`` for equality by name.
    /// - Parameters:
    ///   - character: The character that stands for the set inside `[…]`.
    ///   - characters: Whether the slot accepts a character.
    ///   - isOptional: Whether the slot may be skipped.
    public init(
        character: Character,
        characters: @escaping @Sendable (Character) -> Bool,
        isOptional: Bool
    ) {
        self.character = character
        self.isOptional = isOptional
        self.membership = .predicate(Predicate(name: nil, test: characters))
        self.asciiMap = ASCIIMap(characters)
    }

    /// Creates a notation whose set is decided by a named predicate.
    ///
    /// The predicate must be pure. `name` identifies it: two notations with
    /// the same character, optionality and name are equal.
    /// - Parameters:
    ///   - character: The character that stands for the set inside `[…]`.
    ///   - isOptional: Whether the slot may be skipped.
    ///   - name: A stable name for the predicate, used for equality and hashing.
    ///   - matches: Whether the slot accepts a character.
    public init(
        character: Character,
        isOptional: Bool,
        name: String,
        matches: @escaping @Sendable (Character) -> Bool
    ) {
        self.character = character
        self.isOptional = isOptional
        self.membership = .predicate(Predicate(name: name, test: matches))
        self.asciiMap = ASCIIMap(matches)
    }

    /// Whether the slot accepts `character`.
    public func contains(_ character: Character) -> Bool {
        // "\r\n" is one Character of two bytes, so it is not taken as ASCII here.
        let utf8 = character.utf8
        if utf8.count == 1, let byte = utf8.first, byte < 128 {
            return asciiMap.contains(byte)
        }
        switch membership {
        case .set(let characters): return characters.contains(character)
        case .predicate(let predicate): return predicate.test(character)
        case .pattern(let pattern): return Self.patternMatches(pattern, character)
        }
    }

    private static func patternMatches(_ pattern: Pattern, _ character: Character) -> Bool {
        // A match error (a resource limit) refuses the character rather than failing the edit.
        (try? pattern.matches(String(character))) ?? false
    }

    /// Equal when character, optionality and set are equal (sets by value,
    /// patterns by source, predicates by name or else by identity).
    public static func == (lhs: Notation, rhs: Notation) -> Bool {
        guard lhs.character == rhs.character, lhs.isOptional == rhs.isOptional else { return false }
        switch (lhs.membership, rhs.membership) {
        case (.set(let left), .set(let right)): return left == right
        case (.predicate(let left), .predicate(let right)):
            if let leftName = left.name, let rightName = right.name { return leftName == rightName }
            return left === right
        case (.pattern(let left), .pattern(let right)): return left.source == right.source && left.options == right.options
        default: return false
        }
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(character)
        hasher.combine(isOptional)
        switch membership {
        case .set(let characters): hasher.combine(characters)
        case .predicate(let predicate):
            if let name = predicate.name { hasher.combine(name) } else { hasher.combine(ObjectIdentifier(predicate)) }
        case .pattern(let pattern): hasher.combine(pattern.source)
        }
    }
}
