import Testing
@testable import Keystroke

/// One row of a mask table: a format, an input and what InputMask produces for it.
struct MaskCase: CustomStringConvertible, Sendable {
    var format: String
    var text: String
    /// Input caret in Characters; nil for the end of `text`.
    var caret: Int?
    var gravity: CaretGravity
    var expected: String
    /// Expected caret; nil for the end of `expected`.
    var expectedCaret: Int?
    var value: String
    /// Expected affinity, where the upstream test states it.
    var affinity: Int?
    var complete: Bool
    var rightToLeft = false

    init(
        _ format: String, _ text: String, caret: Int? = nil, _ gravity: CaretGravity = .forward(autocomplete: false),
        to expected: String, expectedCaret: Int? = nil, value: String, affinity: Int? = nil, complete: Bool,
        rightToLeft: Bool = false
    ) {
        self.format = format
        self.text = text
        self.caret = caret
        self.gravity = gravity
        self.expected = expected
        self.expectedCaret = expectedCaret
        self.value = value
        self.affinity = affinity
        self.complete = complete
        self.rightToLeft = rightToLeft
    }

    var description: String {
        "\(format) ← \"\(text)\" caret \(caret.map(String.init) ?? "end") \(gravity)"
    }

    var input: MaskInput { MaskInput(text: text, caret: caret ?? text.count, gravity: gravity) }

    /// Applies the row's mask and checks every stated outcome, and that the
    /// byte path and the Character path agree.
    func verify(notations: [Notation] = []) throws {
        let mask = try Mask(format, customNotations: notations, rightToLeft: rightToLeft)
        let result = mask.apply(input)
        #expect(result.text == expected)
        #expect(result.caret == (expectedCaret ?? expected.count))
        #expect(result.value == value)
        #expect(result.isComplete == complete)
        if let affinity {
            #expect(result.affinity == affinity)
        }
        #expect(mask.applyBytes(input) == nil || mask.applyBytes(input) == mask.applyCharacters(input))
    }
}

/// Shorthands for the gravities.
extension CaretGravity {
    static let plain = CaretGravity.forward(autocomplete: false)
    static let autocomplete = CaretGravity.forward(autocomplete: true)
    static let backward = CaretGravity.backward(autoskip: false)
    static let autoskip = CaretGravity.backward(autoskip: true)
}
