import Testing
import KeystrokeForms

/// A form owns its elements, and links between elements (actions, `requiredWhen`,
/// dependencies) do not: once the last reference to a form goes, every element goes with it.
@Suite struct FormLifetimeTests {
    private struct Weak: @unchecked Sendable {
        weak var element: (any FormElement)?
        let path: String
    }

    /// Weak references to `root` and every element under it, with their paths.
    private static func everything(under root: any FormElement, path: String = "$") -> [Weak] {
        var found = [Weak(element: root, path: path)]
        for (index, child) in root.children.enumerated() {
            found += everything(under: child, path: "\(path)/\(index):\(child.name)")
        }
        return found
    }

    private static func survivors(_ build: () throws -> FormGroup) rethrows -> (count: Int, alive: [String]) {
        let references = try everything(under: build())
        return (references.count, references.filter { $0.element != nil }.map(\.path))
    }

    @Test func aCheckboxThatShowsAFieldRequiredWhenItIsSelectedIsFreed() {
        let (count, alive) = Self.survivors {
            let student = Checkbox(name: "student", isSelected: true)
            let school = TextInput(name: "school", format: TestFormat.nonEmpty)
            let again = TextInput(name: "again", format: TestFormat.nonEmpty)
            student.actions = [.visibility([school]), .editing([again])]
            school.requiredWhen = student
            school.dependencies = [.fill(again)]
            again.dependencies = [.equal(school)]
            let form = FormGroup(name: "f", elements: [student, school, again])
            _ = form.validateAll()
            return form
        }
        #expect(count == 4)
        #expect(alive == [])
    }

    /// The shape libFuzzer's seed run found leaking: links inside a list's items.
    @Test func aDefinitionWithListsAndLinksIsFreedAfterFillingAndValidating() throws {
        let (count, alive) = try Self.survivors {
            let form = try FormGroup(definitionJSON: #"""
                {"elements": [
                  {"key": "phones", "type": "list", "item": {"type": "text"}, "minItems": 2, "maxItems": 3},
                  {"key": "dependants", "type": "list", "minItems": 1, "item": {"type": "group", "elements": [
                    {"key": "student", "type": "checkbox", "default": true,
                     "actions": [{"type": "visibility", "targets": ["school"]}]},
                    {"key": "school", "type": "text", "requiredWhen": "student",
                     "dependencies": [{"type": "fill", "target": "name"}]},
                    {"key": "name", "type": "text", "dependencies": [{"type": "equal", "target": "school"}]}
                  ]}}
                ]}
                """#)
            try form.fill(answersJSON: #"""
                {"phones": ["1", "2"], "dependants": [{"student": true, "school": "A"}, {"student": false}]}
                """#)
            _ = form.validateAll()
            return form
        }
        #expect(count == 1 + 1 + 2 + 1 + 2 * 4)
        #expect(alive == [])
    }

    @Test func everyElementTypeOfADefinitionIsFreed() throws {
        let (count, alive) = try Self.survivors {
            let form = try FormGroup(definitionJSON: FormDefinitionTests.booking)
            _ = form.validateAll()
            return form
        }
        #expect(count > 12)
        #expect(alive == [])
    }

    @Test func aLinkDoesNotKeepItsTargetAlive() {
        let field = TextInput(name: "field", format: TestFormat.nonEmpty, text: "x")
        var dependency: Dependency?
        var action: CheckboxAction?
        do {
            let other = TextInput(name: "other", format: TestFormat.nonEmpty)
            let box = Checkbox(name: "box", isSelected: true)
            dependency = .fill(other)
            action = .visibility([other])
            field.requiredWhen = box
            #expect(dependency?.target === other)
            #expect(action?.targets.count == 1)
            #expect(field.requiredWhen === box)
        }
        #expect(dependency?.target == nil)
        #expect(dependency?.kind == .fill)
        #expect(action?.targets.isEmpty == true)
        #expect(field.requiredWhen == nil)
        // With its target gone a dependency asks nothing; the field still validates.
        field.dependencies = [dependency].compactMap { $0 }
        #expect(FormGroup(name: "f", elements: [field]).validateAll().errors.isEmpty)
    }
}
