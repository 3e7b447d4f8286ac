import Testing

@Test func cliTestsBuild() {
    #expect(1 + 1 == 2)
}
