import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Hummingbird
import KeystrokeForms
import KeystrokeHummingbird
import Testing

/// The integration on a real Hummingbird server on loopback, driven by URLSession.
@Suite("KeystrokeHummingbird")
struct KeystrokeHummingbirdTests {
    static let definition = """
        {"language": "pt-BR", "elements": [
          {"key": "name", "type": "text", "format": "name"},
          {"key": "address", "type": "group", "elements": [{"key": "cep", "type": "text", "format": "cep"}]},
          {"key": "phones", "type": "list", "item": {"type": "text", "format": "phone:BR"}, "minItems": 1, "maxItems": 3}
        ]}
        """

    /// A form built in Swift with an asynchronous uniqueness check.
    static let usernames = FormValidator {
        let username = TextInput(name: "username", format: Format.username)
        username.asyncRules = [AsyncRule(code: "username.taken") { name in
            try? await Task.sleep(for: .milliseconds(5))   // a lookup elsewhere
            return name == "ana" ? .invalid(message: "That name is taken.") : .valid
        }]
        return FormGroup(name: "account", elements: [username])
    }

    /// Runs `body` against a server with the routes the docs show, on a free port.
    static func withServer(_ body: @Sendable (URL) async throws -> Void) async throws {
        let signUp = try FormValidator(definitionJSON: definition)
        let router = Router()
        router.post("/validate") { request, context in
            try await signUp.reply(to: request, context: context)
        }
        router.post("/signup") { request, context -> Response in
            let output = try await signUp.validatedOutput(of: request, context: context)
            let cep = output["address"]?["cep"]?.stringValue ?? ""
            return Response(status: .created, body: ResponseBody(byteBuffer: ByteBuffer(string: cep)))
        }
        router.post("/accounts") { request, context -> HTTPResponse.Status in
            _ = try await usernames.validatedOutput(of: request, context: context)
            return .created
        }
        let (ports, continuation) = AsyncStream.makeStream(of: Int.self)
        let app = Application(
            router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)),
            onServerRunning: { channel in continuation.yield(channel.localAddress?.port ?? 0) },
            // Cancelling the server task at the end is logged as errors by Hummingbird: not this test's business.
            logger: FormLogging.silent)
        let server = Task { try await app.runService(gracefulShutdownSignals: []) }
        defer { server.cancel() }
        var iterator = ports.makeAsyncIterator()
        let port = try #require(await iterator.next())
        try await body(try #require(URL(string: "http://127.0.0.1:\(port)")))
    }

    static func post(_ base: URL, _ path: String, _ body: [UInt8], language: String? = nil) async throws -> (Int, [String: Any], String) {
        var request = URLRequest(url: base.appendingPathComponent(path))
        request.httpMethod = "POST"
        request.httpBody = Data(body)
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.setValue(language ?? "pt-BR", forHTTPHeaderField: "Accept-Language")
        let (data, response) = try await URLSession.shared.data(for: request)
        let status = try #require(response as? HTTPURLResponse).statusCode
        let text = String(decoding: data, as: UTF8.self)
        let json = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] ?? [:]
        return (status, json, text)
    }

    static func errors(_ json: [String: Any]) -> [[String: String]] {
        json["errors"] as? [[String: String]] ?? []
    }

    @Test("reply(to:): 200 with the output, 422 with index paths, messages by Accept-Language")
    func replies() async throws {
        try await Self.withServer { base in
            let valid = Array(#"{"name":"Ana Souza","address":{"cep":"80010-000"},"phones":["+55 41 99999-8888"]}"#.utf8)
            let (status, _, text) = try await Self.post(base, "validate", valid)
            #expect(status == 200)
            #expect(text == #"{"valid":true,"output":{"address":{"cep":"80010000"},"name":"Ana Souza","phones":["+5541999998888"]}}"#)
            let invalid = Array(#"{"name":"Ana","address":{"cep":"800"},"phones":["+55 41 99999-8888","+55 41 9"]}"#.utf8)
            let (badStatus, json, _) = try await Self.post(base, "validate", invalid, language: "it-IT,it;q=0.9,en;q=0.5")
            #expect(badStatus == 422)
            #expect(Self.errors(json).map { $0["path"] } == ["address.cep", "phones[1]"])
            #expect(Self.errors(json).first?["message"] == "Il CEP ha 8 cifre; questo ne ha 3.")
            let (_, portuguese, _) = try await Self.post(base, "validate", invalid, language: "pt-BR")
            #expect(Self.errors(portuguese).first?["message"] == "O CEP tem 8 dígitos; este tem 3.")
            // Strict: a CEP with a digit too many is an error, not cut to fit.
            let long = Array(#"{"name":"Ana","address":{"cep":"80010-0000"},"phones":["41999998888"]}"#.utf8)
            let (_, longJSON, _) = try await Self.post(base, "validate", long)
            #expect(Self.errors(longJSON).first?["code"] == "cep.length")
        }
    }

    @Test("Unreadable bodies: 400 with a code; answers that do not fit: 422")
    func badBodies() async throws {
        try await Self.withServer { base in
            for (body, status, code) in [
                (Array(#"{"name":"#.utf8), 400, "request.malformedJSON"),
                ([0x7B, 0x22, 0xFF, 0x22, 0x3A, 0x31, 0x7D], 400, "request.notUTF8"),
                (Array((String(repeating: "[", count: 65) + String(repeating: "]", count: 65)).utf8), 400, "request.tooDeep"),
                (Array(#"{"nickname":"x"}"#.utf8), 422, "answer.invalid"),
            ] as [([UInt8], Int, String)] {
                let (answered, json, text) = try await Self.post(base, "validate", body)
                #expect(answered == status, "\(text)")
                #expect(Self.errors(json).first?["code"] == code, "\(text)")
            }
        }
    }

    @Test("validatedOutput(of:): the handler gets the normalized output; a failure is answered 422")
    func validatedOutput() async throws {
        try await Self.withServer { base in
            let valid = Array(#"{"name":"Ana Souza","address":{"cep":"80010-000"},"phones":["41999998888"]}"#.utf8)
            let (status, _, text) = try await Self.post(base, "signup", valid)
            #expect(status == 201 && text == "80010000")
            let (badStatus, json, _) = try await Self.post(base, "signup", Array(#"{"name":"Ana"}"#.utf8), language: "en")
            #expect(badStatus == 422)
            #expect(json["valid"] as? Bool == false)
            #expect(Self.errors(json).map { $0["path"] } == ["address.cep", "phones[0]"])
        }
    }

    @Test("Asynchronous rules run on the server")
    func asyncRules() async throws {
        try await Self.withServer { base in
            let (taken, json, _) = try await Self.post(base, "accounts", Array(#"{"username":"ana"}"#.utf8))
            #expect(taken == 422)
            #expect(Self.errors(json).first?["code"] == "username.taken")
            #expect(Self.errors(json).first?["message"] == "That name is taken.")
            let (free, _, _) = try await Self.post(base, "accounts", Array(#"{"username":"bia"}"#.utf8))
            #expect(free == 201)
        }
    }
}
