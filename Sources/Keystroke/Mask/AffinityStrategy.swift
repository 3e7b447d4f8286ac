/// How an ``AffineMask`` scores each of its masks for a text (InputMask's
/// `AffinityCalculationStrategy`). The highest score wins; the primary mask
/// wins ties.
public enum AffinityStrategy: Sendable, Hashable {
    /// The affinity ``Mask/apply(_:)`` reports: +1 per input character the mask
    /// consumed, −1 per character it inserted, skipped past or refused.
    case wholeString
    /// The length of the common prefix of the input and the formatted text.
    case prefix
    /// How far the input length is below the mask's ``Mask/totalTextLength``;
    /// `Int.min` when the input is longer. Put the widest mask first.
    case capacity
    /// How far the extracted value's length is below the mask's
    /// ``Mask/totalValueLength``; `Int.min` when it is longer.
    case extractedValueCapacity

    /// The score of `mask` for `input`, with the result of applying it when computed.
    func score(of mask: Mask, for input: MaskInput) -> (affinity: Int, result: MaskResult?) {
        switch self {
        case .wholeString:
            let result = mask.apply(input)
            return (result.affinity, result)
        case .prefix:
            let result = mask.apply(input)
            return (Self.commonPrefixLength(result.text, input.text), result)
        case .capacity:
            let length = input.text.count
            return (length > mask.totalTextLength ? Int.min : length - mask.totalTextLength, nil)
        case .extractedValueCapacity:
            let result = mask.apply(input)
            let length = result.value.count
            return (length > mask.totalValueLength ? Int.min : length - mask.totalValueLength, result)
        }
    }

    /// The number of leading Characters `first` and `second` share.
    static func commonPrefixLength(_ first: String, _ second: String) -> Int {
        var count = 0
        for (left, right) in zip(first, second) {
            guard left == right else { break }
            count += 1
        }
        return count
    }
}
