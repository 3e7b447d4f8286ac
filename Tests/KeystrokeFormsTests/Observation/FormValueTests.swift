import Synchronization
import Testing
import KeystrokeForms

@Suite struct FormValueTests {
    @Test func concurrentChangesAreSafeAndEachRealChangeIsSeenOnce() async {
        let box = Checkbox(name: "box")
        let changes = Mutex(0)
        box.selectionValue.addObserver { _ in changes.withLock { $0 += 1 } }
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<1000 {
                group.addTask { box.isSelected = index.isMultiple(of: 2) }
            }
        }
        let count = changes.withLock { $0 }
        #expect(count >= 1 && count <= 1000)
    }

    @Test func observersMayChangeOtherElements() {
        let source = TextInput(name: "a", format: TestFormat.nonEmpty)
        let mirror = TextInput(name: "b", format: TestFormat.nonEmpty)
        source.textValue.addObserver { mirror.setText($0.uppercased()) }
        source.setText("curitiba")
        #expect(mirror.text == "CURITIBA")
    }

    @Test func observersMayReadTheirOwnElement() {
        let box = Checkbox(name: "box")
        let seen = Mutex<Bool?>(nil)
        box.selectionValue.addObserver { _ in seen.withLock { $0 = box.isSelected } }
        box.isSelected = true
        #expect(seen.withLock { $0 } == true)
    }
}

@Suite struct ConcurrentFormTests {
    @Test func validatingWhileEditingFromOtherTasksIsSafe() async {
        let fields = (0..<20).map { TextInput(name: "f\($0)", format: TestFormat.nonEmpty, text: "x") }
        let form = FormGroup(name: "form", elements: [FormGroup(name: "inner", elements: fields)])
        await withTaskGroup(of: Int.self) { group in
            for round in 0..<50 {
                group.addTask {
                    fields[round % fields.count].setText(round.isMultiple(of: 2) ? "" : "y\(round)")
                    return 0
                }
                group.addTask { form.validateAll().errors.count }
            }
            for await count in group { #expect(count <= fields.count) }
        }
        for field in fields { field.setText("z") }
        #expect(form.validateAll().isValid)
    }
}
