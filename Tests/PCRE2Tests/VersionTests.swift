import Testing
import PCRE2

@Test func libraryVersionIsReported() {
    #expect(pcre2LibraryVersion.hasPrefix("10."))
}
