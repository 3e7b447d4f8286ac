import Logging
import Synchronization
import Testing
import KeystrokeForms

/// Collects log records.
final class LogRecorder: Sendable {
    let records = Mutex<[(level: Logger.Level, message: String)]>([])

    var logger: Logger {
        var logger = Logger(label: "test") { _ in RecordingHandler(recorder: self) }
        logger.logLevel = .trace
        return logger
    }
}

struct RecordingHandler: LogHandler {
    let recorder: LogRecorder
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .trace

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        recorder.records.withLock { $0.append((event.level, "\(event.message)")) }
    }
}

@Suite struct FormLoggingTests {
    @Test func formsAreSilentByDefault() {
        let form = FormGroup(name: "f", elements: [])
        #expect(form.logger.handler is SwiftLogNoOpLogHandler)
    }

    @Test func verboseLoggingReportsRunsAndFailures() {
        let recorder = LogRecorder()
        let form = FormGroup(name: "f", elements: [TextInput(name: "city", format: TestFormat.nonEmpty)])
        form.logger = recorder.logger
        _ = form.validateAll()
        let records = recorder.records.withLock { $0 }
        #expect(records.map(\.message) == ["validation failed", "form validated"])
        #expect(records.allSatisfy { $0.level == .debug })
    }

    @Test func duplicateNamesAreWarnings() {
        let recorder = LogRecorder()
        let form = FormGroup(name: "f", elements: [
            TextInput(name: "x", format: TestFormat.nonEmpty, text: "1"),
            TextInput(name: "x", format: TestFormat.nonEmpty, text: "2"),
        ])
        var logger = recorder.logger
        logger.logLevel = .warning
        form.logger = logger
        #expect(form.validateAll().output == ["x": "2"])
        #expect(recorder.records.withLock { $0.map(\.level) } == [.warning])
    }

    @Test func loggerFactoryUsesTheLevel() {
        #expect(FormLogging.logger(level: .warning).logLevel == .warning)
    }
}
