import KeystrokeTestSupport
import Testing
@testable import Keystroke

/// Character filters delete by their own rule (`applyDeletion`): a splice of their text. Each
/// must leave the field exactly as the editing model's general deletion (remove, lay out again,
/// extend over what the format puts back) leaves the same format seen only through `apply`.
@Suite struct DeletionRuleTests {
    /// The format with nothing but its layout and verdict: deletions go the general way.
    struct ApplyOnly: InputFormatter {
        let base: Format
        func apply(_ input: MaskInput) -> MaskResult { base.apply(input) }
        func refusal(of text: String) -> Refusal? { base.refusal(of: text) }
        var admitsEveryLayout: Bool { base.admitsEveryLayout }
    }

    static let cases: [(id: String, texts: [String])] = [
        ("name", ["Ana Maria", "Ana B C", "José Silva"]),
        ("username", ["ana_maria", "a.b-c"]),
        ("letters", ["São Paulo", "abc def"]),
        ("numbers", ["123456", "1"]),
        ("pin4", ["1234", "12"]),
        ("non-empty", ["a b\tc", "x"]),
        ("password", ["s3cret-Pass", "ab"]),
    ]

    @Test(arguments: cases.map(\.id))
    func deletesAsTheGeneralWay(id: String) throws {
        let format = try Format(id: id)
        let texts = try #require(Self.cases.first { $0.id == id }).texts
        // The format answers a Backspace itself: the comparison below is not of one path with itself.
        let first = format.apply(MaskInput(text: texts[0])).text
        let value = format.apply(MaskInput(text: first)).value
        #expect(format.applyDeletion(.backward(caret: first.count), to: first, value: value, autoskip: false) != nil)
        var random = SeededGenerator(seed: 24)
        for text in texts {
            for autoskip in [false, true] {
                // Both plain fields: a PIN's format would make its own secure, its wrapper would not.
                let own = EditingState(formatter: format, text: text, autoskip: autoskip, isSecureEntry: false)
                let general = EditingState(formatter: ApplyOnly(base: format), text: text, autoskip: autoskip, isSecureEntry: false)
                #expect(own.text == general.text)
                let count = own.text.count
                for _ in 0..<40 {
                    let lower = Int.random(in: 0...count, using: &random)
                    let upper = Bool.random(using: &random) ? lower : Int.random(in: lower...count, using: &random)
                    let key = Int.random(in: 0..<3, using: &random)
                    var mine = own
                    var theirs = general
                    _ = mine.select(lower..<upper)
                    _ = theirs.select(lower..<upper)
                    let (a, b) = switch key {
                    case 0: (mine.deleteBackward(), theirs.deleteBackward())
                    case 1: (mine.deleteForward(), theirs.deleteForward())
                    default: (mine.cut().result, theirs.cut().result)
                    }
                    let edit = "\(["Backspace", "Delete", "cut"][key]) over \(lower)..<\(upper) of \(text.debugDescription), autoskip \(autoskip)"
                    #expect(a == b, "\(id): \(edit)")
                    #expect(mine.text == theirs.text && mine.selection == theirs.selection && mine.value == theirs.value, "\(id): \(edit)")
                }
            }
        }
    }
}
