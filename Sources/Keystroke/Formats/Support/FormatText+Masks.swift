// The masks the built-in formats compile from their own source text.

extension FormatText {
    /// Compiles a mask written in this module; a failure is a bug caught by the tests.
    static func builtInMask(_ format: String, customNotations: [Notation] = [], uppercasesLetters: Bool = false) -> Mask {
        do {
            return try Mask(format, customNotations: customNotations, uppercasesLetters: uppercasesLetters)
        } catch {
            preconditionFailure("built-in mask \(format) does not compile: \(error)")
        }
    }
}

extension ValidatedValue {
    /// The value of an optional field left empty.
    static let empty = ValidatedValue(text: "", value: "")
}

extension SeparatorMarks {
    /// The separators `mask` writes among the characters of a value that fills it: a validated
    /// value's display takes its layout from the typing mask, so the two cannot differ.
    ///
    /// The mask must be a fixed layout: required slots and at most four ASCII separators, none
    /// after the last slot. Built-in masks only; one that is not such a layout is a bug caught
    /// by the tests.
    init(laidOutBy mask: Mask) {
        var marks: [(offset: Int, separator: Unicode.Scalar)] = []
        var valueOffset = 0
        for token in mask.tokens {
            switch token {
            case .separator(let character):
                let scalars = character.unicodeScalars
                guard scalars.count == 1, let scalar = scalars.first, scalar.isASCII else {
                    preconditionFailure("mask \(mask.format): separator \(character) is not one ASCII byte")
                }
                marks.append((valueOffset, scalar))
            case .slot(_, isOptional: false):
                valueOffset += 1
            case .slot, .fixed, .ellipsis:
                preconditionFailure("mask \(mask.format) is not a fixed layout of required slots and separators")
            }
        }
        precondition(marks.last.map { $0.offset < valueOffset } ?? true, "mask \(mask.format) ends with a separator")
        self.init(marks: marks)
    }
}
