import Foundation
import Testing

/// `keystroke serve` end to end: the built binary on a free loopback port, driven over HTTP
/// with good and bad requests of every kind; the server must stay healthy after each.
@Suite("keystroke serve")
struct ServeCommandTests {
    static let definition = """
        {"elements": [
          {"key": "name", "type": "text", "title": "Name", "format": "name"},
          {"key": "address", "type": "group", "elements": [{"key": "cep", "type": "text", "title": "CEP", "format": "cep"}]},
          {"key": "phones", "type": "list", "item": {"type": "text", "format": "phone:BR"}, "minItems": 1, "maxItems": 3}
        ]}
        """
    static let valid = #"{"name":"Ana Souza","address":{"cep":"80010-000"},"phones":["+55 41 99999-8888"]}"#
    static let invalid = #"{"name":"Ana Souza","address":{"cep":"800"},"phones":["+55 41 99999-8888","+55 41 9"]}"#

    /// Asserts the server still answers a new connection's health check.
    static func expectHealthy(_ server: ServeProcess) throws {
        let health = try server.connect().exchange("GET", "/health")
        #expect(health.status == 200 && health.text == #"{"status":"ok"}"#, "\(health.text)")
    }

    @Test("POST /validate: 200 with the output, 422 with every error and index paths")
    func validates() throws {
        let server = try ServeProcess(definition: Self.definition)
        let client = try server.connect()
        let ok = try client.exchange("POST", "/validate", body: Self.valid)
        #expect(ok.status == 200)
        #expect(ok.headers["content-type"] == "application/json; charset=utf-8")
        #expect(ok.text == #"{"valid":true,"output":{"address":{"cep":"80010000"},"name":"Ana Souza","phones":["+5541999998888"]}}"#)
        let bad = try client.exchange("POST", "/validate", body: Self.invalid)
        #expect(bad.status == 422)
        let errors = try bad.errors()
        #expect(errors.map(\.path) == ["address.cep", "phones[1]"], "\(bad.text)")
        #expect(errors.first?.code == "cep.length")
        let tooMany = try client.exchange("POST", "/validate", body: #"{"phones":["+5541999998888","+5541999998888","+5541999998888","+5541999998888"]}"#)
        #expect(try tooMany.errors().contains { $0.path == "phones" && $0.code == "list.tooMany" }, "\(tooMany.text)")
        let unknown = try client.exchange("POST", "/validate", body: #"{"nickname":"x"}"#)
        #expect(unknown.status == 422)
        #expect(try unknown.errors().map(\.code) == ["answer.invalid"])
        #expect(try unknown.errors().map(\.path) == ["nickname"])
        let notObject = try client.exchange("POST", "/validate", body: "[1]")
        #expect(notObject.status == 422)
        #expect(try notObject.errors().map(\.path) == [""], "\(notObject.text)")
        // Strict reading: an over-long CEP is an error, never cut to fit.
        let long = try client.exchange("POST", "/validate", body: #"{"name":"Ana","address":{"cep":"80010-0000"},"phones":["41999998888"]}"#)
        #expect(try long.errors().first?.code == "cep.length", "\(long.text)")
    }

    @Test("Messages follow Accept-Language: it, pt-BR, q-values, English otherwise")
    func languages() throws {
        let server = try ServeProcess(definition: Self.definition)
        let client = try server.connect()
        func message(_ acceptLanguage: String?) throws -> String {
            let response = try client.exchange(
                "POST", "/validate", body: Self.invalid, headers: acceptLanguage.map { ["Accept-Language: \($0)"] } ?? [])
            return try #require(try response.errors().first).message
        }
        #expect(try message("it") == "Il CEP ha 8 cifre; questo ne ha 3.")
        #expect(try message("pt-BR") == "O CEP tem 8 dígitos; este tem 3.")
        #expect(try message("fr-CH, fr;q=0.9, pt;q=0.8, it;q=0.7") == "O CEP tem 8 dígitos; este tem 3.")
        #expect(try message("it;q=0.2, pt-BR;q=0.5") == "O CEP tem 8 dígitos; este tem 3.")
        #expect(try message("pt-BR;q=0, it;q=0.1") == "Il CEP ha 8 cifre; questo ne ha 3.")
        let english = try message(nil)
        #expect(english.contains("CEP"))
        #expect(try message("de-DE, de;q=0.9") == english)
        #expect(try message("it;q=abc") == english)
    }

    @Test("Bad bodies: 400 for malformed JSON, invalid UTF-8 and nesting past 64; 413 past the size limit")
    func badBodies() throws {
        let server = try ServeProcess(definition: Self.definition, options: ["--max-body-size", "4096"])
        let client = try server.connect()
        let malformed = try client.exchange("POST", "/validate", body: #"{"name": "Ana""#)
        #expect(malformed.status == 400)
        #expect(try malformed.errors().first?.code == "request.malformedJSON", "\(malformed.text)")
        #expect(try malformed.errors().first?.message.contains("line 1") == true)
        try client.send(HTTPTestClient.request("POST", "/validate", body: Array(#"{"name":"A"#.utf8) + [0xFF, 0xFE] + Array(#""}"#.utf8)))
        let utf8 = try client.readResponse()
        #expect(utf8.status == 400)
        #expect(try utf8.errors().first?.code == "request.notUTF8", "\(utf8.text)")
        #expect(try utf8.errors().first?.message.contains("\\xFF at offset 10") == true, "\(utf8.text)")
        let deep = try client.exchange("POST", "/validate", body: String(repeating: "[", count: 65) + String(repeating: "]", count: 65))
        #expect(deep.status == 400)
        #expect(try deep.errors().first?.code == "request.tooDeep", "\(deep.text)")
        // 64 levels is within the limit: read, then refused as answers (not an object).
        let sixtyFour = try client.exchange("POST", "/validate", body: String(repeating: "[", count: 64) + String(repeating: "]", count: 64))
        #expect(sixtyFour.status == 422, "\(sixtyFour.text)")
        #expect(try client.exchange("POST", "/validate", body: "").status == 400)
        // The connection is still usable after each 400.
        #expect(try client.exchange("POST", "/validate", body: Self.valid).status == 200)
        let large = try client.exchange("POST", "/validate", body: String(repeating: " ", count: 5000) + Self.valid)
        #expect(large.status == 413)
        #expect(try large.errors().first?.code == "request.tooLarge")
        #expect(large.headers["connection"] == "close")
        #expect(try client.isClosedByServer())
        try Self.expectHealthy(server)
    }

    @Test("Routes and framing: 404, 405 with Allow, 411, 431, 505, HEAD, query strings, Expect: 100-continue")
    func routes() throws {
        let server = try ServeProcess(definition: Self.definition, options: ["--max-header-size", "2048"])
        let client = try server.connect()
        let missing = try client.exchange("GET", "/nowhere")
        #expect(missing.status == 404)
        #expect(try missing.errors().first?.code == "request.notFound")
        let wrong = try client.exchange("GET", "/validate")
        #expect(wrong.status == 405 && wrong.headers["allow"] == "POST")
        let wrongHealth = try client.exchange("DELETE", "/health")
        #expect(wrongHealth.status == 405 && wrongHealth.headers["allow"] == "GET, HEAD")
        #expect(try client.exchange("GET", "/health?probe=1").status == 200)
        try client.send(HTTPTestClient.request("HEAD", "/health"))
        let head = try client.readResponse(isHEAD: true)
        #expect(head.status == 200 && head.headers["content-length"] == "15")
        try client.send(Array(HTTPTestClient.request("POST", "/validate", body: Array(Self.valid.utf8), headers: ["Expect: 100-continue"]).dropLast(Self.valid.utf8.count)))
        #expect(try client.readResponse().status == 100)
        try client.send(Self.valid)
        #expect(try client.readResponse().status == 200)

        let noLength = try server.connect()
        try noLength.send("POST /validate HTTP/1.1\r\nHost: x\r\n\r\n")
        #expect(try noLength.readResponse().status == 411)
        let chunked = try server.connect()
        try chunked.send("POST /validate HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n5\r\n{\"a\":\r\n0\r\n\r\n")
        let chunkedResponse = try chunked.readResponse()
        #expect(chunkedResponse.status == 411)
        #expect(try chunkedResponse.errors().first?.code == "request.lengthRequired")
        let bigHead = try server.connect()
        try bigHead.send("GET /health HTTP/1.1\r\nHost: x\r\nX-Filler: \(String(repeating: "a", count: 3000))\r\n\r\n")
        #expect(try bigHead.readResponse().status == 431)
        let version = try server.connect()
        try version.send("GET /health HTTP/2.0\r\nHost: x\r\n\r\n")
        #expect(try version.readResponse().status == 505)
        for garbage in ["GARBAGE\r\n\r\n", "GET /health HTTP/1.1\r\n\r\n", "GET /health HTTP/1.1\r\nHost x\r\n\r\n",
                        "POST /validate HTTP/1.1\r\nHost: x\r\nContent-Length: 1x\r\n\r\n", "\u{1}\u{2}\u{3}\r\n\r\n"] {
            let client = try server.connect()
            try client.send(garbage)
            #expect(try client.readResponse().status == 400, "\(garbage.debugDescription)")
        }
        try Self.expectHealthy(server)
    }

    @Test("Keep-alive: two requests on one connection, then two pipelined in one write")
    func keepAlive() throws {
        let server = try ServeProcess(definition: Self.definition)
        let client = try server.connect()
        let first = try client.exchange("POST", "/validate", body: Self.valid)
        #expect(first.status == 200 && first.headers["connection"] == "keep-alive")
        let second = try client.exchange("POST", "/validate", body: Self.invalid)
        #expect(second.status == 422 && second.headers["connection"] == "keep-alive")
        try client.send(HTTPTestClient.request("POST", "/validate", body: Array(Self.valid.utf8)) + HTTPTestClient.request("GET", "/health"))
        #expect(try client.readResponse().status == 200)
        #expect(try client.readResponse().text == #"{"status":"ok"}"#)
        let closing = try client.exchange("GET", "/health", headers: ["Connection: close"])
        #expect(closing.headers["connection"] == "close")
        #expect(try client.isClosedByServer())
        let old = try server.connect()
        try old.send("GET /health HTTP/1.0\r\n\r\n")
        #expect(try old.readResponse().headers["connection"] == "close")
    }

    @Test("Many connections at once: each gets its own answers, in order")
    func manyConnections() throws {
        let server = try ServeProcess(definition: Self.definition)
        let clients = try (0..<48).map { _ in try server.connect() }
        for round in 0..<3 {
            for (index, client) in clients.enumerated() {
                let body = (index + round).isMultiple(of: 2) ? Self.valid : Self.invalid
                try client.send(HTTPTestClient.request("POST", "/validate", body: Array(body.utf8)))
            }
            for (index, client) in clients.enumerated().reversed() {
                let expected = (index + round).isMultiple(of: 2) ? 200 : 422
                #expect(try client.readResponse().status == expected, "connection \(index), round \(round)")
            }
        }
        try Self.expectHealthy(server)
    }

    @Test("A client that pipelines thousands of requests and reads late gets every answer, in order")
    func pipelinedFlood() throws {
        let server = try ServeProcess(definition: Self.definition)
        let client = try server.connect()
        let count = 3000
        var flood: [UInt8] = []
        for index in 0..<count {
            let body = index.isMultiple(of: 3) ? Self.valid : Self.invalid
            flood += HTTPTestClient.request("POST", "/validate", body: Array(body.utf8))
        }
        // The answers (about 1 MB) fill the socket's buffers while nobody reads, so the server
        // must stop reading, write what it can and go on once the client reads again.
        let descriptor = client.descriptor
        let sent = DispatchSemaphore(value: 0)
        // A failed send leaves answers missing, which the reads below report.
        let sender = Thread { [flood] in
            try? HTTPTestClient.send(flood, on: descriptor)
            sent.signal()
        }
        sender.start()
        Thread.sleep(forTimeInterval: 0.5)
        var statuses: [Int] = []
        for _ in 0..<count { statuses.append(try client.readResponse().status) }
        #expect(statuses == (0..<count).map { $0.isMultiple(of: 3) ? 200 : 422 })
        #expect(sent.wait(timeout: .now() + 10) == .success)
        try Self.expectHealthy(server)
    }

    @Test("A client that sends requests and reads none of the answers is dropped after --send-timeout")
    func clientThatNeverReads() throws {
        let server = try ServeProcess(definition: Self.definition, options: ["--send-timeout", "1"])
        let client = try server.connect(receiveBuffer: 4096)
        var batch: [UInt8] = []
        for _ in 0..<200 { batch += HTTPTestClient.request("POST", "/validate", body: Array(Self.valid.utf8)) }
        // Once the answers fill the buffers the server stops reading, so these sends block until
        // the server gives up on the client and closes the connection, which makes a send fail.
        let descriptor = client.descriptor
        let refused = DispatchSemaphore(value: 0)
        let sender = Thread { [batch] in
            while HTTPTestClient.sendWhileOpen(batch, on: descriptor) {}
            refused.signal()
        }
        sender.start()
        #expect(refused.wait(timeout: .now() + 60) == .success, "the connection was never dropped")
        try Self.expectHealthy(server)
    }

    @Test("A slow, partial request times out with 408; the server stays healthy")
    func slowRequest() throws {
        let server = try ServeProcess(definition: Self.definition, options: ["--request-timeout", "1"])
        let slow = try server.connect()
        let started = Date()
        try slow.send("POST /validate HTTP/1.1\r\nHost: x\r\nContent-Le")
        Thread.sleep(forTimeInterval: 0.4)
        try slow.send("ngth: 20\r\n")   // a trickle does not reset the deadline
        // Meanwhile other clients are served.
        try Self.expectHealthy(server)
        let response = try slow.readResponse()
        #expect(response.status == 408)
        #expect(Date().timeIntervalSince(started) < 5)
        #expect(try slow.isClosedByServer())
        let partialBody = try server.connect()
        try partialBody.send(Array(HTTPTestClient.request("POST", "/validate", body: Array(Self.valid.utf8)).dropLast(10)))
        #expect(try partialBody.readResponse().status == 408)
        try Self.expectHealthy(server)
    }

    @Test("SIGTERM: stops accepting, finishes the request in flight, exits 0")
    func terminate() throws {
        let server = try ServeProcess(definition: Self.definition)
        let idle = try server.connect()
        #expect(try idle.exchange("GET", "/health").status == 200)
        let inFlight = try server.connect()
        let request = HTTPTestClient.request("POST", "/validate", body: Array(Self.valid.utf8))
        try inFlight.send(Array(request.dropLast(20)))
        Thread.sleep(forTimeInterval: 0.3)
        server.process.terminate()
        Thread.sleep(forTimeInterval: 0.3)
        #expect(server.process.isRunning, "exited with a request in flight")
        #expect(try idle.isClosedByServer(), "an idle kept-alive connection is closed at once")
        try inFlight.send(Array(request.suffix(20)))
        let response = try inFlight.readResponse()
        #expect(response.status == 200 && response.headers["connection"] == "close")
        #expect(try server.terminate() == 0)
        #expect(server.log.contains("stopped"), "\(server.log)")
    }

    @Test("Startup errors: a bad definition, a port in use")
    func startup() throws {
        let directory = try TemporaryDirectory()
        try #"{"elements":[{"key":"x","type":"nope"}]}"#.write(toFile: directory.path("bad.json"), atomically: true, encoding: .utf8)
        let bad = try Keystroke.run(["serve", "--form", directory.path("bad.json"), "--port", "0"])
        #expect(bad.status == 2 && bad.error.contains("bad.json: $.elements[0].type"), "\(bad.error)")
        let server = try ServeProcess(definition: Self.definition)
        try Self.definition.write(toFile: directory.path("form.json"), atomically: true, encoding: .utf8)
        let busy = try Keystroke.run(["serve", "--form", directory.path("form.json"), "--port", String(server.port)])
        #expect(busy.status == 2 && busy.error.contains("Address already in use"), "\(busy.error)")
    }
}
