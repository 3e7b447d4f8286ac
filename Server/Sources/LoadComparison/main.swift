// The Hummingbird servers that Benchmarks/Scripts/serve-load.sh runs beside `keystroke serve`:
//   POST /decode    decodes the sign-up answers into a Codable struct and nothing more;
//   POST /validate  validates them with KeystrokeHummingbird (the same form as keystroke serve).
// Usage: LoadComparison --form signup30.json [--port 8081]
import Foundation
import Hummingbird
import KeystrokeForms
import KeystrokeHummingbird

/// The 30 answers of Benchmarks/Scripts/serve-load/signup30.json, as a decode-only handler reads them.
struct SignUp: Codable, Sendable {
    struct Address: Codable, Sendable {
        var cep, street, number, complement, district, city, state, country: String
    }
    struct Notification: Codable, Sendable {
        var email, sms, push: Bool
    }
    var firstName, lastName, email, username, password, birthDate, cpf: String
    var phones: [String]
    var address: Address
    var notification: Notification
    var plan: String
    var company: Bool
    var cnpj, income, card, expiry, cvv, fiscalCode: String
    var terms: Bool
}

var arguments = CommandLine.arguments.dropFirst().makeIterator()
var formPath = "Benchmarks/Scripts/serve-load/signup30.json"
var port = 8081
while let argument = arguments.next() {
    switch argument {
    case "--form": formPath = arguments.next() ?? formPath
    case "--port": port = arguments.next().flatMap(Int.init) ?? port
    default: fatalError("usage: LoadComparison --form FILE [--port N]")
    }
}
let definition = try String(contentsOfFile: formPath, encoding: .utf8)
let signUp = try FormValidator(definitionJSON: definition)

let router = Router()
router.get("/health") { _, _ in HTTPResponse.Status.ok }
router.post("/decode") { request, context -> HTTPResponse.Status in
    _ = try await request.decode(as: SignUp.self, context: context)
    return .ok
}
router.post("/validate") { request, context in
    try await signUp.reply(to: request, context: context)
}
let requestedPort = port
let app = Application(
    router: router, configuration: .init(address: .hostname("127.0.0.1", port: requestedPort)),
    onServerRunning: { channel in
        // Unbuffered, so the script reading the port sees it at once.
        FileHandle.standardOutput.write(Data("listening on http://127.0.0.1:\(channel.localAddress?.port ?? requestedPort)\n".utf8))
    })
try await app.runService()
