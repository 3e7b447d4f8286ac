import Testing
import Keystroke

@Test func fuzzTargetBuilds() {
    let input = MaskInput(text: "abc")
    #expect(input.caret == 3)
}
