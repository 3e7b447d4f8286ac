import Logging

/// Loggers for forms: silent unless you ask.
///
/// SwiftFormBuilder's levels map onto swift-log: `verbose` is `.debug`
/// (every validation run and failure), `warning` is `.warning` (misuse such as
/// selecting an unknown choice). Give a form a logger of your own:
///
/// ```swift
/// var logger = Logger(label: "signup.form")
/// logger.logLevel = .debug            // verbose; .warning for warnings only
/// form.logger = logger
/// ```
public enum FormLogging {
    /// The label of loggers made by ``logger(level:)``.
    public static let label = "keystroke.forms"

    /// A logger that discards everything: the default of every form.
    public static let silent = Logger(label: label, factory: { _ in SwiftLogNoOpLogHandler() })

    /// A logger through the process's logging system at `level`.
    /// - Parameter level: `.debug` for verbose, `.warning` for warnings only.
    public static func logger(level: Logger.Level) -> Logger {
        var logger = Logger(label: label)
        logger.logLevel = level
        return logger
    }
}
