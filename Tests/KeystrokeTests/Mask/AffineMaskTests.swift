import Testing
@testable import Keystroke

@Suite struct AffineMaskTests {
    static let brazil8 = "([00]) [0000]-[0000]"
    static let brazil9 = "([00]) [00000]-[0000]"

    struct Row: Sendable, CustomStringConvertible {
        var strategy: AffinityStrategy
        var text: String
        var expected: String
        /// nil: the primary mask; else the index in `affine`.
        var chosen: Int?
        var description: String { "\(strategy) \(text)" }
    }

    static let rows: [Row] = [
        // Equal affinity (6 and 6): the primary mask wins ties.
        Row(strategy: .wholeString, text: "4133334444", expected: "(41) 3333-4444", chosen: nil),
        // 5 against 7.
        Row(strategy: .wholeString, text: "41999998888", expected: "(41) 99999-8888", chosen: 0),
        Row(strategy: .wholeString, text: "(41) 99999-8888", expected: "(41) 99999-8888", chosen: 0),
        Row(strategy: .wholeString, text: "(41) 3333-4444", expected: "(41) 3333-4444", chosen: nil),
        Row(strategy: .prefix, text: "(41) 99999-8888", expected: "(41) 99999-8888", chosen: 0),
        Row(strategy: .prefix, text: "(41) 3333-4444", expected: "(41) 3333-4444", chosen: nil),
        // Capacity: text length against totalTextLength (14 and 15).
        Row(strategy: .capacity, text: "(41) 3333-4444", expected: "(41) 3333-4444", chosen: nil),
        Row(strategy: .capacity, text: "(41) 99999-8888", expected: "(41) 99999-8888", chosen: 0),
        // Extracted value capacity: value length against totalValueLength (10 and 11).
        Row(strategy: .extractedValueCapacity, text: "4133334444", expected: "(41) 3333-4444", chosen: nil),
        // 11 digits fill both masks' values (0 and 0): a tie, so the primary mask.
        Row(strategy: .extractedValueCapacity, text: "41999998888", expected: "(41) 9999-9888", chosen: nil),
        Row(strategy: .extractedValueCapacity, text: "(41) 99999-8888", expected: "(41) 9999-9888", chosen: nil),
    ]

    @Test(arguments: rows)
    func picksTheMaskWithBestAffinity(_ row: Row) throws {
        let phone = try AffineMask(primary: Self.brazil8, affine: [Self.brazil9], strategy: row.strategy)
        let input = MaskInput(text: row.text)
        #expect(phone.apply(input).text == row.expected)
        #expect(phone.chosenIndex(for: input) == row.chosen)
        #expect(phone.mask(for: input) == (row.chosen.map { phone.affine[$0] } ?? phone.primary))
    }

    /// InputMask's documented capacity example: formats of 3, 5 and 7 digits.
    @Test func capacityScores() throws {
        let masks = try ["[000]", "[00000]", "[0000000]"].map { try Mask($0) }
        let expected: [[Int]] = [
            [-2, -4, -6], [-1, -3, -5], [0, -2, -4], [Int.min, -1, -3], [Int.min, 0, -2], [Int.min, Int.min, -1],
        ]
        for (length, scores) in zip(1..., expected) {
            let input = MaskInput(text: String(repeating: "1", count: length))
            #expect(masks.map { AffinityStrategy.capacity.score(of: $0, for: input).affinity } == scores)
        }
    }

    /// InputMask's documented prefix example.
    @Test func prefixScores() throws {
        let plus7 = try Mask("+7 [000] [000]")
        let eight = try Mask("8 [000] [000]")
        let score = { (mask: Mask, text: String) in AffinityStrategy.prefix.score(of: mask, for: MaskInput(text: text)).affinity }
        #expect(score(plus7, "+7 12 345") == 5)
        #expect(score(eight, "+7 12 345") == 0)
        #expect(score(plus7, "8 12 345") == 0)
        #expect(score(eight, "8 12 345") == 4)
    }

    /// InputMask's documented whole-string example. For "1.234" its comment
    /// says 3, but its algorithm (which we follow) gives 2: four digits pass
    /// (+4), the early dot is refused (−1) and the dot is inserted (−1).
    @Test func wholeStringScores() throws {
        let mask = try Mask("[00].[00]")
        #expect(mask.apply(MaskInput(text: "1234")).affinity == 3)
        #expect(mask.apply(MaskInput(text: "12.34")).affinity == 5)
        #expect(mask.apply(MaskInput(text: "1.234")).affinity == 2)
    }

    @Test func equalAlternativesPreferTheFirstListed() throws {
        let masks = try AffineMask(primary: "[0]", affine: ["[00]-", "[00]+"])
        #expect(masks.chosenIndex(for: MaskInput(text: "12")) == 0)
    }

    @Test func reportsTheFailingFormat() {
        #expect(throws: MaskError(reason: .unclosedBracket, offset: 0, format: "[00")) {
            try AffineMask(primary: "[00]", affine: ["[00"])
        }
    }
}
