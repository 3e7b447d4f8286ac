import KeystrokeTestSupport
import Testing
@testable import Keystroke

/// A deliberately naive transcription of InputMask's `Mask.apply` (state
/// objects replaced by token indices, but the same iterator flags, `Next`
/// steps and autocompletion stack), used to cross-check the optimized engine
/// on many generated inputs.
private struct ReferenceMask {
    let tokens: [MaskToken]
    let notations: [Notation]
    let rightToLeft: Bool

    struct Next {
        var state: Int
        var insert: Character?
        var pass: Bool
        var value: Character?
    }

    func accept(_ character: Character, at state: Int) -> Next? {
        guard state < tokens.count else { return nil }
        switch tokens[state] {
        case .separator(let own):
            return Next(state: state + 1, insert: own, pass: own == character, value: nil)
        case .fixed(let own):
            return Next(state: state + 1, insert: own, pass: own == character, value: own)
        case .slot(let slotClass, let isOptional):
            if let accepted = slotClass.accept(character, notations: notations) {
                return Next(state: state + 1, insert: accepted, pass: true, value: accepted)
            }
            guard isOptional, !laterSlotsDrop(character, after: state) else { return nil }
            return Next(state: state + 1, insert: nil, pass: false, value: nil)
        case .ellipsis(let slotClass):
            guard let accepted = slotClass.accept(character, notations: notations) else { return nil }
            return Next(state: state, insert: accepted, pass: true, value: accepted)
        }
    }

    /// Our one deliberate change to InputMask's algorithm: an optional slot is
    /// not skipped for a character that the slots after it drop anyway (InputMask
    /// skips it, and its output then re-reads differently).
    func laterSlotsDrop(_ character: Character, after state: Int) -> Bool {
        for token in tokens[(state + 1)...] {
            switch token {
            case .slot(let slotClass, let isOptional):
                if slotClass.accept(character, notations: notations) != nil { return false }
                if !isOptional { return true }
            case .ellipsis(let slotClass):
                return slotClass.accept(character, notations: notations) == nil
            case .separator, .fixed:
                return false
            }
        }
        return false
    }

    func autocomplete(at state: Int) -> Next? {
        guard state < tokens.count else { return nil }
        switch tokens[state] {
        case .separator(let own): return Next(state: state + 1, insert: own, pass: false, value: nil)
        case .fixed(let own): return Next(state: state + 1, insert: own, pass: false, value: own)
        case .slot, .ellipsis: return nil
        }
    }

    func complete(after state: Int) -> Bool {
        guard state < tokens.count else { return true }
        switch tokens[state] {
        case .ellipsis: return true
        case .slot(_, false), .fixed: return false
        case .slot(_, true), .separator: return complete(after: state + 1)
        }
    }

    func apply(_ text: String, caret: Int, gravity: CaretGravity) -> MaskResult {
        var characters = Array(text)
        var caret = caret
        if rightToLeft {
            characters.reverse()
            caret = characters.count - caret
        }
        let autocompletes: Bool, autoskip: Bool, forward: Bool
        switch gravity {
        case .forward(let value): (autocompletes, autoskip, forward) = (value, false, true)
        case .backward(let value): (autocompletes, autoskip, forward) = (false, value, false)
        }
        var current = 0
        func insertionAffectsCaret() -> Bool { rightToLeft || forward ? current <= caret : current < caret }
        func deletionAffectsCaret() -> Bool { current < caret }
        func next() -> Character? {
            guard current < characters.count else { return nil }
            defer { current += 1 }
            return characters[current]
        }
        var affinity = 0
        var value: [Character] = []
        var output: [Character] = []
        var dropped: [Character] = []
        // Whether one of the first 8 characters past the end of the mask is one a slot takes.
        var overflowed = false
        var pastTheEnd = 0
        var outputCaret = caret
        var state = 0
        var stack: [Next] = []
        var insertion = insertionAffectsCaret()
        var deletion = deletionAffectsCaret()
        var character = next()
        while let char = character {
            if let step = accept(char, at: state) {
                if deletion {
                    if let skip = autocomplete(at: state) { stack.append(skip) } else { stack.removeAll() }
                }
                state = step.state
                if let insert = step.insert { output.append(insert) }
                if let extracted = step.value { value.append(extracted) }
                if step.pass {
                    insertion = insertionAffectsCaret()
                    deletion = deletionAffectsCaret()
                    character = next()
                    affinity += 1
                } else {
                    if insertion && step.insert != nil { outputCaret += 1 }
                    affinity -= 1
                }
            } else {
                if deletion { outputCaret -= 1 }
                if state == tokens.count {
                    if pastTheEnd < 8 && takes(char) { overflowed = true }
                    pastTheEnd += 1
                }
                dropped.append(char)
                insertion = insertionAffectsCaret()
                deletion = deletionAffectsCaret()
                character = next()
                affinity -= 1
            }
        }
        while autocompletes && insertion, let step = autocomplete(at: state) {
            state = step.state
            if let insert = step.insert { output.append(insert); outputCaret += 1 }
            if let extracted = step.value { value.append(extracted) }
        }
        while autoskip, let skip = stack.popLast() {
            if output.count == outputCaret {
                if skip.insert != nil && skip.insert == output.last { output.removeLast(); outputCaret -= 1 }
                if skip.value != nil && skip.value == value.last { value.removeLast() }
            } else if skip.insert != nil {
                outputCaret -= 1
            }
        }
        if rightToLeft {
            output.reverse()
            value.reverse()
            dropped.reverse()
            outputCaret = output.count - outputCaret
        }
        return MaskResult(
            text: String(output), caret: outputCaret, value: String(value), isComplete: complete(after: state),
            affinity: affinity, dropped: String(dropped), overflowed: overflowed
        )
    }

    /// Whether some slot of the mask takes `character`.
    func takes(_ character: Character) -> Bool {
        tokens.contains { token in
            switch token {
            case .slot(let slotClass, _), .ellipsis(let slotClass): slotClass.accept(character, notations: notations) != nil
            case .separator, .fixed: false
            }
        }
    }
}

@Suite struct MaskReferenceTests {
    static let formats = [
        "+7 ([000]) [000] [00] [00]", "([00]) [00000]-[0000]", "[90]{.}[90]{.}[0000]", "[9990] AC", "[0…]",
        "{3.14}[9…]", "[A][-][_]a{b}", "[aa]-[99]", "[00]/[00]", "[_…]", "#[XX]", "[0] [000] [000]", "[0999]{,}[00]",
        "[Aa-]", "x", "", "{№}[0]€",
    ]
    static let alphabet: [Character] = Array("0123456789aZ(-) .,/#+7é٣４👍\r\n") + ["\r\n", "e\u{301}"]

    @Test(arguments: [false, true])
    func engineMatchesTheReference(rightToLeft: Bool) throws {
        var random = SeededGenerator(seed: rightToLeft ? 7 : 3)
        let hex = Notation(character: "X", characters: Set("0123456789abcdef"), isOptional: false)
        let gravities: [CaretGravity] = [.plain, .autocomplete, .backward, .autoskip]
        for format in Self.formats {
            // A right-to-left mask must begin with its `…` group: skip those that do not.
            guard let mask = try? Mask(format, customNotations: [hex], rightToLeft: rightToLeft) else {
                #expect(rightToLeft && format.contains("…"))
                continue
            }
            let reference = ReferenceMask(tokens: mask.tokens, notations: [hex], rightToLeft: rightToLeft)
            for _ in 0..<300 {
                let length = Int.random(in: 0...18, using: &random)
                let text = String((0..<length).map { _ in Self.alphabet.randomElement(using: &random) ?? "0" })
                let caret = Int.random(in: 0...text.count, using: &random)
                let gravity = gravities.randomElement(using: &random) ?? .plain
                let expected = reference.apply(text, caret: caret, gravity: gravity)
                let actual = mask.apply(MaskInput(text: text, caret: caret, gravity: gravity))
                #expect(actual == expected, "\(mask) ← \(text.debugDescription) caret \(caret) \(gravity)")
                if actual != expected { return }
            }
        }
    }
}
