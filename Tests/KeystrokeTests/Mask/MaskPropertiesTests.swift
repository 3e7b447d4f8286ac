import Testing
@testable import Keystroke

@Suite struct MaskPropertiesTests {
    struct Row: Sendable, CustomStringConvertible {
        var format: String
        var placeholder: String
        var acceptableText: Int
        var totalText: Int
        var acceptableValue: Int
        var totalValue: Int
        var description: String { format }
    }

    /// Placeholders and lengths stated by InputMask's test suite.
    static let rows: [Row] = [
        Row(format: "+7 ([000]) [000] [00] [00]", placeholder: "+7 (000) 000 00 00",
            acceptableText: 18, totalText: 18, acceptableValue: 10, totalValue: 10),
        Row(format: "[9990] AC", placeholder: "0000 AC", acceptableText: 4, totalText: 7, acceptableValue: 1, totalValue: 4),
        Row(format: "[90]{.}[90]{.}[0000]", placeholder: "00.00.0000",
            acceptableText: 8, totalText: 10, acceptableValue: 8, totalValue: 10),
        Row(format: "[Aa]-[_-]", placeholder: "aa---", acceptableText: 3, totalText: 5, acceptableValue: 2, totalValue: 4),
        Row(format: "[0…]", placeholder: "0", acceptableText: 2, totalText: 2, acceptableValue: 2, totalValue: 2),
        Row(format: "[…]", placeholder: "", acceptableText: 1, totalText: 1, acceptableValue: 1, totalValue: 1),
        Row(format: "{3.14}[9…]", placeholder: "3.140", acceptableText: 5, totalText: 6, acceptableValue: 5, totalValue: 6),
        Row(format: #"\{\[[00]\]{99}{\}\]}"#, placeholder: "{[00]99}]",
            acceptableText: 9, totalText: 9, acceptableValue: 6, totalValue: 6),
    ]

    @Test(arguments: rows)
    func lengthsAndPlaceholder(_ row: Row) throws {
        let mask = try Mask(row.format)
        #expect(mask.placeholder == row.placeholder)
        #expect(mask.acceptableTextLength == row.acceptableText)
        #expect(mask.totalTextLength == row.totalText)
        #expect(mask.acceptableValueLength == row.acceptableValue)
        #expect(mask.totalValueLength == row.totalValue)
    }

    @Test func equalMasksHashAlike() throws {
        let first = try Mask("[00]")
        let second = try Mask("[00]")
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
        #expect(try Mask("[00]", rightToLeft: true) != first)
    }
}
