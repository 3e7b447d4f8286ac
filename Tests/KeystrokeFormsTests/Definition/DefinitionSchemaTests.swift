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
        #expect(Self.elementTypes.count == 11)
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
