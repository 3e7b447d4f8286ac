import KeystrokeForms
import KeystrokeTestSupport
import Testing

@Suite("Language.negotiated(acceptLanguage:default:)")
struct AcceptLanguageTests {
    @Test("Headers and the language they choose", arguments: [
        ("it", Language.italian),
        ("pt-BR", .brazilianPortuguese),
        ("PT-br", .brazilianPortuguese),
        ("pt", .brazilianPortuguese),
        ("pt-PT", .brazilianPortuguese),
        ("it-CH", .italian),
        ("en-GB,en;q=0.9", .english),
        ("fr-CH, fr;q=0.9, it;q=0.8, en;q=0.5", .italian),
        ("it;q=0.2, pt-BR;q=0.5", .brazilianPortuguese),
        ("it;q=0.5, pt-BR;q=0.5", .italian),
        ("it;q=0.500, pt-BR;q=0.501", .brazilianPortuguese),
        ("pt-BR;q=0, pt, it;q=0.1", .italian),
        ("pt;q=0", .english),
        ("de", .english),
        ("de, *;q=0.1", .italian),
        ("*", .italian),
        ("it;q=1.5", .english),
        ("it;q=abc, pt", .brazilianPortuguese),
        ("it;q=0.1234", .english),
        ("it ; q=0.9", .italian),
        ("i t", .english),
        (",,", .italian),
        ("", .italian),
        (" \t, ", .italian),
        ("\u{00A0}, \u{2003}", .italian),
        ("\u{00A0}it", .english),
        ("pt-BR;q=0, *", .italian),
        ("it;q=0, *", .english),
    ] as [(String, Language)])
    func negotiates(header: String, expected: Language) {
        #expect(Language.negotiated(acceptLanguage: header, default: .italian) == expected)
    }

    @Test("A lone tag chooses what the same tag with q=1 chooses")
    func loneTagAgreesWithRanges() {
        var generator = SeededGenerator(seed: 27)
        let pieces = ["pt", "PT", "br", "BR", "it", "IT", "en", "ch", "de", "-", "1", "x", "q"]
        var chosen: Set<Language> = []
        for _ in 0..<2_000 {
            let tag = (0..<Int(1 + generator.next() % 4)).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
            let lone = Language.negotiated(acceptLanguage: tag, default: .italian)
            #expect(lone == Language.negotiated(acceptLanguage: tag + ";q=1", default: .italian), "\(tag)")
            chosen.insert(lone)
        }
        #expect(chosen == [.english, .italian, .brazilianPortuguese])
    }

    @Test("No header: the form's own language")
    func noHeader() {
        #expect(Language.negotiated(acceptLanguage: nil, default: .brazilianPortuguese) == .brazilianPortuguese)
    }
}
