/// A primary mask plus alternatives; each edit is formatted with the mask
/// whose affinity for the text is highest (InputMask's affine formats).
///
/// ```swift
/// let phone = try AffineMask(primary: "([00]) [0000]-[0000]", affine: ["([00]) [00000]-[0000]"])
/// phone.apply(MaskInput(text: "4133334444")).text   // "(41) 3333-4444"
/// phone.apply(MaskInput(text: "41999998888")).text  // "(41) 99999-8888"
/// ```
///
/// The choice follows InputMask's `MaskedTextInputListener.pickMask`: every
/// mask is scored with the ``AffinityStrategy``; the primary mask wins ties,
/// and among alternatives with equal scores the first listed wins.
public struct AffineMask: Sendable, Hashable {
    /// The mask used when no alternative scores higher.
    public let primary: Mask
    /// The alternatives, in the order given.
    public let affine: [Mask]
    /// How masks are scored.
    public let strategy: AffinityStrategy

    /// Compiles a primary mask and its alternatives.
    /// - Parameters:
    ///   - primary: The primary format.
    ///   - affine: Alternative formats.
    ///   - strategy: How masks are scored; InputMask's default is `.wholeString`.
    ///   - customNotations: Custom notations every format may use.
    ///   - rightToLeft: Apply every mask from the end of the text.
    /// - Throws: ``MaskError`` for the first format that does not compile.
    public init(
        primary: String,
        affine: [String],
        strategy: AffinityStrategy = .wholeString,
        customNotations: [Notation] = [],
        rightToLeft: Bool = false
    ) throws(MaskError) {
        self.primary = try Mask(primary, customNotations: customNotations, rightToLeft: rightToLeft)
        var masks: [Mask] = []
        masks.reserveCapacity(affine.count)
        for format in affine {
            masks.append(try Mask(format, customNotations: customNotations, rightToLeft: rightToLeft))
        }
        self.affine = masks
        self.strategy = strategy
    }

    /// Creates an affine mask from compiled masks.
    /// - Parameters:
    ///   - primary: The primary mask.
    ///   - affine: Alternative masks.
    ///   - strategy: How masks are scored.
    public init(primary: Mask, affine: [Mask], strategy: AffinityStrategy = .wholeString) {
        self.primary = primary
        self.affine = affine
        self.strategy = strategy
    }

    /// The mask that formats `input`: `primary`, or an element of `affine`.
    public func mask(for input: MaskInput) -> Mask {
        mask(at: choose(for: input).index)
    }

    /// Which mask formats `input`: nil for the primary, else its index in `affine`.
    public func chosenIndex(for input: MaskInput) -> Int? {
        choose(for: input).index
    }

    private func mask(at index: Int?) -> Mask {
        index.map { affine[$0] } ?? primary
    }

    /// The winning index and, when the strategy applied it, its result.
    private func choose(for input: MaskInput) -> (index: Int?, result: MaskResult?) {
        let primaryScore = strategy.score(of: primary, for: input)
        var best: (index: Int?, result: MaskResult?) = (nil, primaryScore.result)
        var bestAffinity = primaryScore.affinity
        for index in affine.indices {
            let score = strategy.score(of: affine[index], for: input)
            if score.affinity > bestAffinity {
                best = (index, score.result)
                bestAffinity = score.affinity
            }
        }
        return best
    }
}

extension AffineMask: InputFormatter {
    /// Formats `input` with the mask that has the best affinity for it.
    public func apply(_ input: MaskInput) -> MaskResult {
        let choice = choose(for: input)
        return choice.result ?? mask(at: choice.index).apply(input)
    }

    /// Deletes as the mask that reads `value` from `text` reads its literals, laying the rest out
    /// with the whole set (see ``InputFormatter/applyDeletion(_:to:value:autoskip:)``); `nil`,
    /// the editing model's own rule, when no mask reads `value` from `text`.
    public func applyDeletion(_ deletion: Deletion, to text: String, value: String, autoskip: Bool) -> MaskResult? {
        guard let reading = readingMask(for: text, value: value) else { return nil }
        return MaskDeletion(reading: reading, layout: self, text: text, value: value, autoskip: autoskip).perform(deletion)
    }

    /// The mask chosen for `text` if it reads `value`, else the first that does: the choice
    /// depends on the caret and gravity of the edit that made the text.
    func readingMask(for text: String, value: String) -> Mask? {
        let input = MaskInput(text: text, caret: text.count, gravity: .backward(autoskip: false))
        let chosen = mask(for: input)
        if chosen.apply(input).value == value { return chosen }
        return ([primary] + affine).first { $0 != chosen && $0.apply(input).value == value }
    }
}
