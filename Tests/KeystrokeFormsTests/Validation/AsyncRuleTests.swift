import Synchronization
import Testing
import KeystrokeForms

/// A gate an async rule waits on, opened by the test.
final class Gate: Sendable {
    private let continuation = Mutex<CheckedContinuation<Void, Never>?>(nil)
    private let opened = Mutex(false)

    func wait() async {
        await withCheckedContinuation { continuation in
            let alreadyOpen = opened.withLock { opened in
                if !opened { self.continuation.withLock { $0 = continuation } }
                return opened
            }
            if alreadyOpen { continuation.resume() }
        }
    }

    func open() {
        opened.withLock { $0 = true }
        continuation.withLock { $0.take() }?.resume()
    }
}

@Suite struct AsyncRuleTests {
    static let taken = AsyncRule(code: "username.taken") { name in
        await Task.yield()
        return name == "admin" ? .invalid(message: "That name is taken.") : .valid
    }

    @Test func fieldAsyncValidationReportsValidAndInvalid() async {
        let username = TextInput(name: "username", format: TestFormat.letters, text: "ana")
        username.asyncRules = [Self.taken]
        #expect(await username.validateAsync() == .valid)
        #expect(username.validationState == .valid)

        username.setText("admin")
        #expect(await username.validateAsync() == .invalid(message: "That name is taken."))
        #expect(username.validationState == .error("That name is taken."))
    }

    @Test func synchronousFailuresComeFirst() async {
        let username = TextInput(name: "username", format: TestFormat.letters)
        username.asyncRules = [Self.taken]
        #expect(await username.validateAsync(language: .brazilianPortuguese) == .invalid(message: "Este campo é obrigatório."))
    }

    @Test func aNewerValidationCancelsTheOlderOne() async {
        let (started, gate) = (Gate(), Gate())
        let username = TextInput(name: "username", format: TestFormat.letters, text: "ana")
        username.asyncRules = [
            AsyncRule { _ in
                started.open()
                await gate.wait()
                return .valid
            }
        ]
        let first = Task { await username.validateAsync() }
        await started.wait()
        username.asyncRules = [Self.taken]
        let second = await username.validateAsync()
        gate.open()
        #expect(await first.value == .cancelled)
        #expect(second == .valid)
    }

    @Test func cancellingTheCallerCancelsTheRule() async {
        let (started, gate) = (Gate(), Gate())
        let field = TextInput(name: "f", format: TestFormat.letters, text: "ana")
        field.asyncRules = [AsyncRule { _ in
            started.open()
            await gate.wait()
            return .valid
        }]
        let task = Task { await field.validateAsync() }
        await started.wait()
        task.cancel()
        gate.open()
        #expect(await task.value == .cancelled)
    }

    @Test func formAsyncValidationReportsAndRemovesInvalidFields() async {
        let username = TextInput(name: "username", format: TestFormat.letters, text: "admin")
        username.asyncRules = [Self.taken]
        let city = TextInput(name: "city", format: TestFormat.letters, text: "Recife")
        let form = FormGroup(name: "f", elements: [FormGroup(name: "account", elements: [username]), city])

        let result = await form.validateAllAsync()
        #expect(result.errors.map(\.path) == ["account.username"])
        #expect(result.errors.map(\.code) == ["username.taken"])
        #expect(result.output == ["account": [:], "city": "Recife"])
        #expect(!result.isCancelled)
    }

    @Test func wholeFormValidatorsRunOnValidOutput() async {
        let city = TextInput(name: "city", format: TestFormat.letters, text: "Atlantis")
        let form = FormGroup(name: "f", elements: [city])
        form.asyncValidators = [{ output in
            output["city"] == "Atlantis" ? .invalid(message: "We do not deliver there.") : .valid
        }]
        let result = await form.validateAllAsync()
        #expect(result.errors.map(\.code) == ["form.invalid"])
        #expect(result.errors.first?.message == "We do not deliver there.")
        #expect(result.errors.first?.element === form)

        city.setText("Recife")
        #expect(await form.validateAllAsync().isValid)
    }

    @Test func cancelledRulesMarkTheResult() async {
        let field = TextInput(name: "f", format: TestFormat.letters, text: "ana")
        field.asyncRules = [AsyncRule { _ in .cancelled }]
        let result = await FormGroup(name: "form", elements: [field]).validateAllAsync()
        #expect(result.isCancelled)
        #expect(!result.isValid)
    }
}
