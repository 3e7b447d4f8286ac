import ArgumentParser
import KeystrokeBatch
@_spi(KeystrokeInternal) import KeystrokeForms
import Logging

/// `keystroke serve --form FILE`: validates answers over HTTP, for backends not written in Swift.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Validate answers against a JSON form definition over HTTP.",
        discussion: """
            A small HTTP/1.1 server on loopback by default. POST /validate takes the
            answers (a JSON object keyed like the form's output) and answers 200
            {"valid":true,"output":{…}} or 422 {"valid":false,"errors":[{"path":…,
            "code":…,"message":…}]}, the messages in the request's Accept-Language
            (en, it, pt-BR; English for others; the form's language without one).
            GET /health answers 200 {"status":"ok"}.

            A body that is not UTF-8, not JSON or nested deeper than 64 levels is
            400; past --max-body-size, 413; a POST without Content-Length (or with
            Transfer-Encoding: chunked), 411; a head past --max-header-size, 431; a
            request not whole within --request-timeout, 408; an unknown path, 404;
            a wrong method, 405. Every error body has the 422 shape, code request.….
            Connections are kept alive. SIGTERM or SIGINT stops accepting, lets the
            requests in flight finish, and exits 0. The bound address is printed on
            standard output (--port 0 picks a free port); logs go to standard error.

            Exit status: 0 after SIGTERM or SIGINT; 2 for bad usage, a definition
            that does not build a form, or an address that cannot be bound.

            Examples:
              $ keystroke serve --form signup.json --port 8080
              listening on http://127.0.0.1:8080
              $ curl -s localhost:8080/validate -H 'Accept-Language: it' -d '{"name":"Ana"}'
            """
    )

    @Option(help: "The form definition (JSON).")
    var form: String

    @Option(help: "The address to listen on: a name or a numeric IPv4 or IPv6 address.")
    var host = "127.0.0.1"

    @Option(help: "The TCP port; 0 picks a free one.")
    var port: UInt16 = 8080

    @Option(help: "The largest request body in bytes.")
    var maxBodySize = 1 << 20

    @Option(help: "The largest request head (request line and header fields) in bytes.")
    var maxHeaderSize = 16 << 10

    @Option(help: "Seconds a request may take to arrive whole, from its first byte.")
    var requestTimeout = 10

    @Option(help: "Seconds a kept-alive connection may wait for its next request.")
    var idleTimeout = 60

    @Option(help: "Seconds an answer may wait for a client that reads none of it; then the connection is closed.")
    var sendTimeout = 10

    @Option(help: "Connections served at once; more are answered 503.")
    var maxConnections = 256

    @Option(help: "Log level: trace, debug, info, notice, warning, error or critical.")
    var logLevel = "info"

    func validate() throws {
        guard maxBodySize > 0, maxHeaderSize >= 256, requestTimeout > 0, idleTimeout > 0, sendTimeout > 0, maxConnections > 0 else {
            throw ValidationError("--max-body-size, --request-timeout, --idle-timeout, --send-timeout and --max-connections must be positive, --max-header-size at least 256")
        }
        guard Logger.Level(rawValue: logLevel) != nil else {
            throw ValidationError("--log-level must be one of \(Logger.Level.allCases.map(\.rawValue).joined(separator: ", "))")
        }
    }

    func run() throws {
        let validator: FormValidator
        do {
            validator = try FormValidator(definitionJSON: try FormCommand.read(form))
        } catch let error as FormDefinitionError {
            throw Diagnostics.failure("\(form): \(error)")
        }
        let level = Logger.Level(rawValue: logLevel) ?? .info
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = level
            return handler
        }
        let logger = Logger(label: "keystroke.serve")
        var settings = HTTPServer.Settings()
        settings.maximumBodySize = maxBodySize
        settings.maximumHeaderSize = maxHeaderSize
        settings.requestTimeout = .seconds(requestTimeout)
        settings.idleTimeout = .seconds(idleTimeout)
        settings.sendTimeout = .seconds(sendTimeout)
        settings.maximumConnections = maxConnections
        let routes = ServeRoutes(validator: validator)
        let server: HTTPServer
        do throws(SystemError) {
            server = try HTTPServer(host: host, port: port, settings: settings, logger: logger) { routes.respond(to: $0) }
        } catch {
            throw Diagnostics.failure(error.description)
        }
        Platform.ignoreBrokenPipes()
        // Watched before the address is announced and before any connection thread starts.
        _ = SignalWatch(Platform.stopSignals) { _ in server.requestStop() }
        Platform.write("listening on http://\(server.listener.authority)\n", to: Platform.standardOutput)
        logger.info("listening", metadata: ["address": "\(server.listener.authority)", "form": "\(form)"])
        server.run()
    }
}
