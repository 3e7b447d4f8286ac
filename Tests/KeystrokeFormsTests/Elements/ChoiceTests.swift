import Synchronization
import Testing
import KeystrokeForms

@Suite struct ChoiceTests {
    let dishes = [
        ChoiceItem(id: "1", name: "Carbonara"), ChoiceItem(id: "2", name: "Amatriciana"),
        ChoiceItem(id: "3", name: "Gricia"),
    ]

    @Test func outputsTheSelectedIdAndDisplaysItsName() throws {
        let dish = Choice(name: "dish", items: dishes)
        #expect(dish.select(id: "2"))
        #expect(dish.displayText == "Amatriciana")
        #expect(dish.displayValue.value == "Amatriciana")
        #expect(try FormGroup(name: "f", elements: [dish]).validate() == ["dish": "2"])
    }

    @Test func mappingClosureReplacesTheId() throws {
        let dish = Choice(name: "dish", items: dishes)
        dish.outputMapping = { items in .string(items[0].name) }
        dish.select(id: "3")
        #expect(try FormGroup(name: "f", elements: [dish]).validate() == ["dish": "Gricia"])
    }

    @Test func unknownIdsAreRefused() {
        let dish = Choice(name: "dish", items: dishes)
        #expect(!dish.select(id: "9"))
        #expect(dish.selection == [nil])
        #expect(throws: FormDefinitionError(path: "$.dish", message: "no item with id '9' in 'dish'")) {
            try dish.fill(with: "9", at: "$.dish")
        }
    }

    @Test func selectionIsRequiredUnlessOptional() {
        let dish = Choice(name: "dish", items: dishes)
        let form = FormGroup(name: "f", elements: [dish])
        #expect(form.validateAll().errors.map(\.code) == ["required"])
        dish.isMandatory = false
        #expect(form.validateAll().output == ["dish": nil])
    }

    /// Neoform: a two-component expiry picker shown as "09/19" with the pattern "%@/%@".
    @Test func multipleComponentsUseTheDisplayPattern() throws {
        let months = (1...12).map { ChoiceItem(id: String(format2: $0)) }
        let years = (19...30).map { ChoiceItem(id: String($0)) }
        let expiry = Choice(name: "expiry", components: [months, years], displayPattern: "%@/%@")
        expiry.select(id: "09", component: 0)
        #expect(expiry.displayText == "09/")
        #expect(FormGroup(name: "f", elements: [expiry]).validateAll().errors.map(\.code) == ["required"])
        expiry.select(id: "19", component: 1)
        #expect(expiry.displayText == "09/19")
        #expect(try FormGroup(name: "f", elements: [expiry]).validate() == ["expiry": ["09", "19"]])
    }

    @Test func itemsLoadAsynchronouslyAndKeepValidSelections() async {
        let city = Choice(name: "city", items: [ChoiceItem(id: "cwb", name: "Curitiba")])
        city.select(id: "cwb")
        await city.loadItems {
            [[ChoiceItem(id: "cwb", name: "Curitiba"), ChoiceItem(id: "rec", name: "Recife")]]
        }
        #expect(city.items.count == 2)
        #expect(city.selection == [ChoiceItem(id: "cwb", name: "Curitiba")])
        #expect(!city.isLoading)

        await city.loadItems { [[ChoiceItem(id: "poa", name: "Porto Alegre")]] }
        #expect(city.selection == [nil])
        #expect(city.displayText == "")
    }

    @Test func failedLoadsKeepTheItems() async {
        struct Offline: Error {}
        let city = Choice(name: "city", items: dishes)
        await #expect(throws: Offline.self) {
            try await city.loadItems { () throws(Offline) -> [[ChoiceItem]] in throw Offline() }
        }
        #expect(city.items == dishes)
        #expect(!city.isLoading)
    }

    @Test func selectionCallbackRunsOnChange() {
        let dish = Choice(name: "dish", items: dishes)
        let count = Mutex(0)
        dish.onSelection = { _ in count.withLock { $0 += 1 } }
        dish.select(id: "1")
        dish.select(id: "1")
        dish.select(id: "2")
        #expect(count.withLock { $0 } == 2)
    }
}

extension String {
    fileprivate init(format2 value: Int) {
        self = value < 10 ? "0\(value)" : "\(value)"
    }
}
