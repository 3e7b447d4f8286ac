import KeystrokeBatch
import ArgumentParser
import Keystroke
@_spi(KeystrokeInternal) import KeystrokeForms

/// `keystroke demo`: an interactive form in the terminal, masked keystroke by keystroke.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Fill in an interactive form in the terminal, masked as you type.",
        discussion: """
            Fields: phone, CPF, card number (with its brand), expiry, an amount in reais,
            an Italian fiscal code, email, a password with its checklist, and how to
            contact you. Tab or Enter moves to the next field, Shift-Tab back; errors
            show under a field when you leave it; Enter on the last field submits and
            prints the form's JSON. Ctrl-C quits; the terminal is restored either way.

            Without a terminal, give the keys with --script (same notation as `type`,
            plus ⇥ for Tab, ⏎ for Enter, \\x03 for Ctrl-C) or --script-file (raw bytes).

            Exit status: 0 when submitted, 1 when a script ends before submitting, 2 for
            bad usage or no terminal, 130 on Ctrl-C.

            Examples:
              $ keystroke demo
              $ keystroke demo --script-file Examples/demo-keys.txt
              {"phone":"41999998888","cpf":"12345678909",…
              $ keystroke demo --script '41999998888⇥12345678909' --show-screen
              $ keystroke demo --script '4199⇥' --show-screen --size 50x15
            """
    )

    @Option(help: "Keys to play instead of reading the terminal.")
    var script: String?

    @Option(help: "A file of raw key bytes to play instead of reading the terminal.")
    var scriptFile: String?

    @Flag(help: "Scripted mode: print the last screen (plain text) before the output.")
    var showScreen = false

    @Option(help: "With --show-screen: the screen as COLUMNSxROWS (default 80 columns, every row).")
    var size: String?

    /// The `--size` screen: columns and, when given, rows.
    private var screenSize: (columns: Int, rows: Int?) {
        guard let size else { return (80, nil) }
        let parts = size.split(separator: "x").compactMap { Int($0) }
        return (parts.first ?? 80, parts.count > 1 ? parts[1] : nil)
    }

    func validate() throws {
        if script != nil && scriptFile != nil {
            throw ArgumentParser.ValidationError("Give --script or --script-file, not both.")
        }
        if showScreen && script == nil && scriptFile == nil {
            throw ArgumentParser.ValidationError("--show-screen needs --script or --script-file.")
        }
        if let size {
            let parts = size.split(separator: "x", omittingEmptySubsequences: false).map { Int($0) }
            guard showScreen, (1...2).contains(parts.count), parts.allSatisfy({ ($0 ?? 0) >= 10 }) else {
                throw ArgumentParser.ValidationError("--size takes COLUMNSxROWS (each 10 or more) and goes with --show-screen.")
            }
        }
    }

    func run() throws {
        var form: DemoForm
        do {
            form = try DemoForm.standard()
        } catch {
            throw Diagnostics.failure("the demo's formats are not available: \(error)")
        }
        if let keys = try scriptedKeys() {
            return try runScript(keys, form: &form)
        }
        guard Platform.isTerminal(Platform.standardInput) else {
            throw Diagnostics.failure(
                "demo needs a terminal, and standard input is not one; use --script KEYS to run it without one")
        }
        try runInteractive(form: &form)
    }

    private func scriptedKeys() throws(ExitCode) -> [Key]? {
        if let script { return KeyScript.keys(script) }
        guard let scriptFile else { return nil }
        let (bytes, isTruncated): ([UInt8], Bool)
        do throws(SystemError) {
            let descriptor = scriptFile == "-" ? Platform.standardInput : try Platform.openForReading(scriptFile)
            defer { if descriptor != Platform.standardInput { Platform.close(descriptor) } }
            (bytes, isTruncated) = try Platform.readAll(descriptor, limit: 1 << 20)
        } catch {
            throw Diagnostics.failure(error.description)
        }
        if isTruncated { throw Diagnostics.failure("--script-file '\(scriptFile)' is over 1 MiB, far more keys than a form needs") }
        return KeyDecoder.keys(in: bytes)
    }

    private func runScript(_ keys: [Key], form: inout DemoForm) throws {
        var outcome = DemoForm.Outcome.editing
        for key in keys where outcome == .editing {
            outcome = form.handle(key)
        }
        if outcome == .editing { outcome = form.submit() }  // the script's end submits, like Ctrl-D
        let output = ByteWriter(descriptor: Platform.standardOutput)
        if showScreen {
            let renderer = DemoRenderer(styled: false, columns: screenSize.columns, rows: screenSize.rows)
            for line in renderer.frame(form).lines { output.append(text: line.trailingSpacesRemoved + "\n") }
        }
        try finish(outcome, form: form, output: output)
    }

    private func runInteractive(form: inout DemoForm) throws {
        var outcome = DemoForm.Outcome.editing
        do {
            let terminal = try TerminalSession()
            defer { terminal.restore() }
            input: while outcome == .editing {
                let size = terminal.size
                terminal.write(DemoRenderer(styled: true, columns: size.columns, rows: size.rows).terminalOutput(form))
                switch try terminal.next() {
                case .resized:
                    continue
                case .ended:  // the terminal went away: submit what there is
                    outcome = form.submit()
                    break input
                case .keys(let keys):
                    for key in keys where outcome == .editing {
                        outcome = form.handle(key)
                    }
                }
            }
        } catch {
            throw Diagnostics.failure(error.description)
        }
        try finish(outcome, form: form, output: ByteWriter(descriptor: Platform.standardOutput))
    }

    private func finish(_ outcome: DemoForm.Outcome, form: DemoForm, output: ByteWriter) throws {
        switch outcome {
        case .submitted:
            output.append(jsonObject: form.output)
            output.append(UInt8(ascii: "\n"))
            try output.flush()
        case .cancelled:
            try output.flush()
            throw Diagnostics.failure("cancelled", status: 130)
        case .editing:
            try output.flush()
            for field in form.fields {
                if let error = field.error { Diagnostics.report("\(field.name): \(error.code): \(error.message.controlCharactersShown)") }
            }
            throw ExitCode(1)
        }
    }
}
