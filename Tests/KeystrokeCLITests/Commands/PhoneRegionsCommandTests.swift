import Testing

@Suite("keystroke phone-regions")
struct PhoneRegionsCommandTests {
    @Test("Text: one region a line, named and sorted in the locale")
    func text() throws {
        let run = try Keystroke.run(["phone-regions", "--locale", "pt-BR"])
        #expect(run.status == 0)
        #expect(run.lines.count > 240)
        #expect(run.lines.contains { $0.hasPrefix("🇩🇪  DE  +49  Alemanha  ") })
    }

    @Test("--json: one object a line, with the example")
    func json() throws {
        let run = try Keystroke.run(["phone-regions", "--json"])
        #expect(run.status == 0)
        let objects = try run.lines.map(Keystroke.object)
        let brazil = try #require(objects.first { $0["id"] as? String == "BR" })
        #expect(brazil["name"] as? String == "Brazil")
        #expect(brazil["callingCode"] as? Int == 55)
        #expect(brazil["example"] as? String == "(11) 96123-4567")
    }

    @Test("An unknown locale: exit status 2 and why")
    func unknownLocale() throws {
        let run = try Keystroke.run(["phone-regions", "--locale", "xx-YY"])
        #expect(run.status == 2)
        #expect(run.error.contains("unknown locale 'xx-YY'"))
    }
}
