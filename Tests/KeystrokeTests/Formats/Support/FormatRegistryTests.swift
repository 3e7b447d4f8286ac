import Testing
import Keystroke

@Test func unknownFormatIdThrows() {
    #expect(throws: FormatError.self) { try Format(id: "no-such-format") }
}
