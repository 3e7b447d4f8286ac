import Foundation
@testable import KeystrokeForms
import Testing

/// A ``FormValidator`` fills its per-request forms without laying out each answer's display. Its
/// replies must be the ones a form filled the usual way gives, and a field read later must show
/// its answer laid out.
@Suite struct AnswersWithoutDisplayTests {
    static let serveLoad = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Benchmarks/Scripts/serve-load")

    static let dependencies = #"""
        {"elements": [
          {"key": "email", "type": "text", "format": "email"},
          {"key": "confirm", "type": "text", "dependencies": [{"type": "equal", "target": "email"}]},
          {"key": "newsletter", "type": "checkbox"},
          {"key": "city", "type": "text", "requiredWhen": "newsletter"},
          {"key": "country", "type": "choice", "choices": ["BR", "US", "NL"]},
          {"key": "address", "type": "address", "regionFrom": "country"},
          {"key": "born", "type": "date", "showPattern": "dd/MM/yyyy", "outputPattern": "yyyy-MM-dd"},
          {"key": "phones", "type": "list", "item": {"type": "text", "format": "phone:BR"}, "maxItems": 2}
        ]}
        """#

    static let dependencyBodies = [
        #"{"email":"ana@example.com","confirm":"ana@example.com","newsletter":true,"city":"Curitiba","born":"1990-05-31"}"#,
        #"{"email":"ana@example.com","confirm":"ana@example.org","newsletter":true,"born":"31/05/1990"}"#,
        #"{"email":" ana@example.com","confirm":"ana@example.com ","born":"1990-02-30","phones":["41999998888","+5541999998888x"]}"#,
        #"{"country":"US","address":{"street_address":"1 Main St","city":"Springfield","country_area":"CA","postal_code":"10001"}}"#,
        #"{"country":"US","address":{"street_address":"1 Main St","city":"Mountain View","country_area":"CA","postal_code":"94043"}}"#,
        #"{"country":"NL","address":{"street_address":"Dam 1","city":"Amsterdam","postal_code":"1012 jS"}}"#,
        #"{"country":"BR","address":{"postal_code":"80010-000","city":"Curitiba","country_area":"PR","street_address":"Rua XV","city_area":"Centro"}}"#,
        #"{"email":"","confirm":null,"city":"   ","phones":[]}"#,
    ]

    /// The reply of a form filled the usual way, each answer laid out as it arrives.
    static func displayedReply(definition: String, body: String, language: String?) throws -> ValidationReply {
        let form = try FormGroup(definitionJSON: definition)
        form.language = Language.negotiated(acceptLanguage: language, default: form.language)
        try form.fill(answersJSON: body)
        return ValidationReply(form.validateAll())
    }

    static func cases() throws -> [(definition: String, body: String)] {
        let signUp = try String(contentsOf: serveLoad.appendingPathComponent("signup30.json"), encoding: .utf8)
        let answers = try String(contentsOf: serveLoad.appendingPathComponent("answers30.json"), encoding: .utf8)
        #expect(answers.contains(#""cpf":""#) && answers.contains(#""company":true"#))
        let broken = [
            answers,
            answers.replacingOccurrences(of: #""cpf":""#, with: #""cpf":"1"#),
            answers.replacingOccurrences(of: #""company":true"#, with: #""company":false"#),
            answers.replacingOccurrences(of: #""cep":""#, with: #""cep":" "#),
            answers.replacingOccurrences(of: #""firstName":""#, with: #""firstName":"4"#),
        ]
        return broken.map { (signUp, $0) } + dependencyBodies.map { (dependencies, $0) }
    }

    @Test func repliesAreTheDisplayedForms() async throws {
        for (definition, body) in try Self.cases() {
            let validator = try FormValidator(definitionJSON: definition)
            for language in [nil, "pt-BR", "it"] {
                let reply = validator.validateWithoutAsyncRules(body: Array(body.utf8), acceptLanguage: language)
                let displayed = try Self.displayedReply(definition: definition, body: body, language: language)
                #expect(reply.status == displayed.status, "\(body)")
                #expect(String(decoding: reply.body, as: UTF8.self) == String(decoding: displayed.body, as: UTF8.self), "\(body)")
                let asynchronous = await validator.validate(body: Array(body.utf8), acceptLanguage: language)
                #expect(asynchronous.body == reply.body, "\(body)")
            }
        }
        // The cases reach both answers: valid sign-ups and refused ones.
        let statuses = try Self.cases().map { try FormValidator(definitionJSON: $0.definition)
            .validateWithoutAsyncRules(body: Array($0.body.utf8), acceptLanguage: nil).status }
        #expect(statuses.contains(200) && statuses.contains(422))
    }

    @Test func aFieldReadLaterShowsItsAnswerAndKeepsItsValidation() throws {
        let form = try FormGroup(definitionJSON: #"{"elements": [{"key": "cpf", "type": "text", "format": "cpf"}]}"#)
        try TextInput.$displaysAnswers.withValue(false) { try form.fill(answersJSON: #"{"cpf":"52998224725"}"#) }
        let cpf = try #require(form.element(at: "cpf") as? TextInput)
        #expect(form.validateAll().isValid)
        #expect(cpf.validationState == .valid)
        #expect(cpf.text == "529.982.247-25")
        #expect(cpf.editingState.value == "52998224725")
        #expect(cpf.validationState == .valid)
        // Typing after it edits the laid-out answer.
        cpf.deleteBackward()
        #expect(cpf.text == "529.982.247-2")
        #expect(!form.validateAll().isValid)
    }

    /// An edit before any read lays the answer out first, then edits it.
    @Test func anEditFirstEditsTheLaidOutAnswer() throws {
        let form = try FormGroup(definitionJSON: #"{"elements": [{"key": "cpf", "type": "text", "format": "cpf"}]}"#)
        try TextInput.$displaysAnswers.withValue(false) { try form.fill(answersJSON: #"{"cpf":"52998224725"}"#) }
        let cpf = try #require(form.element(at: "cpf") as? TextInput)
        #expect(cpf.deleteBackward().text == "529.982.247-2")
        #expect(cpf.text == "529.982.247-2")
        #expect(cpf.editingState.value == "5299822472")
    }
}
