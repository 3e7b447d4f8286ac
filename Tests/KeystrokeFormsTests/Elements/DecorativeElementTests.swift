import Synchronization
import Testing
import KeystrokeForms

@Suite struct DecorativeElementTests {
    @Test func buttonsRunTheirActionOnlyWhenVisibleAndEnabled() {
        let taps = Mutex(0)
        let save = FormButton(name: "save", title: "Save") { taps.withLock { $0 += 1 } }
        save.tap()
        save.isEnabled = false
        save.tap()
        save.isEnabled = true
        save.isHidden = true
        save.tap()
        #expect(taps.withLock { $0 } == 1)
    }

    @Test func decorationsTakeNoAnswers() {
        let intro = StaticText(name: "intro", text: "Welcome")
        intro.text = "Hello"
        #expect(intro.title == "Hello")
        #expect(throws: FormDefinitionError(path: "$.intro", message: "'intro' is shown only and takes no answer")) {
            try intro.fill(with: "x", at: "$.intro")
        }
        #expect(Separator().isDiscardable)
    }
}
