import Keystroke
import KeystrokeFuzzSupport
import PropertyBased
import Testing

/// Random edit scripts on every built-in format and a set of masks, affine,
/// right-to-left, custom-notation and regex fields; the invariants are
/// ``ScriptRunner``'s. A failure reports the shrunk script and the seed.
@Suite("Edit script fuzzing")
struct EditScriptTests {
    @Test("Every catalog subject builds")
    func catalogBuilds() throws {
        let subjects = try FuzzCatalog.subjects()
        #expect(subjects.map(\.name) == FuzzCatalog.names)
    }

    @Test("Random edit scripts keep every invariant", .shrinking, arguments: FuzzCatalog.names)
    func randomScripts(name: String) async throws {
        let subject = try #require(try FuzzCatalog.subject(named: name))
        let runner = ScriptRunner(subject: subject, stepTimeLimit: FuzzSettings.stepTimeLimit)
        let codes = Gen<UInt32>.value(in: 0...UInt32.max).array(of: 0...FuzzSettings.maxSteps)
        await propertyCheck(count: FuzzSettings.scriptsPerSubject, input: codes) { codes in
            if let violation = runner.run(subject.script(codes)) {
                Issue.record("\(violation)\n  codes: \(codes)")
            }
        }
    }

    @Test("Random text-control edits keep every invariant", .shrinking, arguments: FuzzCatalog.names)
    func randomUTF16Scripts(name: String) async throws {
        let subject = try #require(try FuzzCatalog.subject(named: name))
        let runner = ScriptRunner(subject: subject, stepTimeLimit: FuzzSettings.stepTimeLimit)
        // Even codes become UTF-16 steps (slot 8): replacements over random, often
        // invalid NSRanges, reconciliations and compositions, between ordinary steps.
        let codes = Gen<UInt32>.value(in: 0...UInt32.max).array(of: 0...FuzzSettings.maxSteps)
            .map { codes in codes.map { $0 & 1 == 0 ? $0 & ~0xF | 8 : $0 } }
        // An eighth of the scripts, to keep `swift test` near a minute; the ordinary
        // scripts above hold UTF-16 steps too, and KEYSTROKE_FUZZ_SCRIPTS raises both.
        await propertyCheck(count: max(1, FuzzSettings.scriptsPerSubject / 8), input: codes) { codes in
            if let violation = runner.run(subject.script(codes)) {
                Issue.record("\(violation)\n  codes: \(codes)")
            }
        }
    }

    @Test("Typing a valid value key by key ends complete and valid", arguments: FuzzCatalog.names)
    func typingValidValues(name: String) throws {
        let subject = try #require(try FuzzCatalog.subject(named: name))
        for value in subject.validValues where !value.isEmpty {
            var state = ScriptRunner(subject: subject).makeState()
            if let format = subject.format {
                let expected = try format.validate(value)
                let keys = format.rawValue(of: value)
                for key in keys { state.insert(String(key)) }
                #expect(state.isComplete, "\(name): typing \(keys) gives \(state.text)")
                let typed = try format.validate(state.text)
                #expect(typed == expected, "\(name): typing \(keys)")
            } else {
                for key in value { state.insert(String(key)) }
                #expect(state.isComplete, "\(name): typing \(value) gives \(state.text)")
            }
        }
    }

    /// A megabyte (`FuzzSettings.pasteBytes`) of the field's own characters mixed with adversarial ones.
    static let megabyte: String = {
        let unit = "0123456789👨‍👩‍👧\u{301}a\u{200F}０-/ "
        return String(repeating: unit, count: max(1, FuzzSettings.pasteBytes / unit.utf8.count))
    }()

    @Test("Megabyte pastes and sets finish and keep the invariants", arguments: FuzzCatalog.names)
    func megabytePastes(name: String) throws {
        let subject = try #require(try FuzzCatalog.subject(named: name))
        let runner = ScriptRunner(subject: subject, stepTimeLimit: FuzzSettings.stepTimeLimit)
        // Two megabyte edits per subject: each costs up to a second in a debug build.
        let script: [EditStep] = [.insert("1"), .paste(Self.megabyte), .caret(1), .setText(Self.megabyte), .undo].map(EditStep.edit)
        if let violation = runner.run(script) {
            Issue.record("\(violation)")
        }
    }
}
