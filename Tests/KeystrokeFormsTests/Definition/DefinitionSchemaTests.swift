import Foundation
import Testing
import KeystrokeForms

/// The JSON Schema in `Schemas/` and the reader agree on the element and rule types.
@Suite struct DefinitionSchemaTests {
    static let schema: FormOutput? = {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Schemas/form-definition.schema.json")
        guard let data = try? Data(contentsOf: url) else { return nil }
        return try? FormOutput(jsonData: data)
    }()

    static var elementTypes: [String] {
        let refs = schema?["$defs"]?["element"]?["oneOf"]?.arrayValue ?? []
        return refs.compactMap { $0["$ref"]?.stringValue?.components(separatedBy: "/").last }
    }

    @Test func schemaIsValidJSONListingElementTypes() throws {
        let schema = try #require(Self.schema)
        #expect(schema["$schema"] == "https://json-schema.org/draft/2020-12/schema")
        #expect(Self.elementTypes.count == 13)
    }

    @Test func aListItemIsAnyTypeThatHoldsAValue() throws {
        let refs = try #require(Self.schema?["$defs"]?["listItem"]?["oneOf"]?.arrayValue)
        let itemTypes = refs.compactMap { $0["$ref"]?.stringValue?.components(separatedBy: "/").last }
        #expect(itemTypes == Self.elementTypes.filter { !["staticText", "separator", "button"].contains($0) })
        for type in itemTypes {
            let item = type == "text" ? #"{"type": "text"}"# : #"{"type": "\#(type)", "elements": [], "choices": [], "item": {"type": "text"}, "password": {}, "confirmation": {}}"#
            do {
                _ = try FormGroup(definitionJSON: #"{"elements": [{"key": "l", "type": "list", "item": \#(item)}]}"#)
            } catch {
                #expect(!error.message.contains("has none"), "\(type): \(error)")
            }
        }
    }

    @Test(arguments: elementTypes)
    func everySchemaTypeIsKnownToTheReader(type: String) {
        do {
            _ = try FormGroup(definitionJSON: #"{"elements": [{"type": "\#(type)"}]}"#)
        } catch {
            #expect(!error.message.contains("unknown element type"), "\(type): \(error)")
        }
    }
}
