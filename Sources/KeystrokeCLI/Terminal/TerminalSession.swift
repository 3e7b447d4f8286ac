import KeystrokeBatch
import Dispatch

/// The terminal in raw mode for the interactive demo: keys in, frames out,
/// and the original mode restored on every way out.
///
/// Raw mode turns off echo, line editing and key signals, so Ctrl-C arrives
/// as a key. Signals sent from elsewhere (`kill`, a closed terminal) are
/// watched by dispatch sources that restore the terminal before exiting.
final class TerminalSession {
    private let input: Int32
    private let output: Int32
    private let original: Platform.TerminalMode
    private var signalSources: [any DispatchSourceSignal] = []
    private var isRestored = false

    /// Escape sequences: alternate screen on, cursor home.
    private static let enterScreen = "\u{1B}[?1049h\u{1B}[H"
    /// Alternate screen off, cursor shown.
    private static let leaveScreen = "\u{1B}[?25h\u{1B}[?1049l"

    /// Puts the terminal on `input` into raw mode.
    /// - Throws: ``SystemError`` when the terminal's mode cannot be read.
    init(input: Int32 = Platform.standardInput, output: Int32 = Platform.standardOutput) throws(SystemError) {
        self.input = input
        self.output = output
        original = try Platform.terminalMode(of: input)
        let restore = original
        for number in Platform.terminationSignals {
            Platform.ignoreSignal(number)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                Platform.write(Self.leaveScreen, to: output)
                Platform.setTerminalMode(restore, of: input)
                Platform.write("keystroke: interrupted\n", to: Platform.standardError)
                Platform.exitNow(128 + number)
            }
            source.resume()
            signalSources.append(source)
        }
        Platform.setTerminalMode(Platform.rawMode(from: original), of: input)
        write(Self.enterScreen)
    }

    deinit {
        restore()
    }

    /// Restores the original mode and screen; safe to call more than once.
    func restore() {
        guard !isRestored else { return }
        isRestored = true
        write(Self.leaveScreen)
        Platform.setTerminalMode(original, of: input)
        for source in signalSources { source.cancel() }
    }

    /// Waits for input and returns the keys it holds; empty at end of input.
    func readKeys() throws(SystemError) -> [Key] {
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 256, alignment: 1)
        defer { chunk.deallocate() }
        guard let base = chunk.baseAddress else { return [] }
        let count = try Platform.read(input, into: base, count: chunk.count)
        return KeyDecoder.keys(in: UnsafeRawBufferPointer(rebasing: chunk[0..<count]))
    }

    /// Writes text to the terminal.
    func write(_ text: String) {
        Platform.write(text, to: output)
    }

    /// The terminal's width in columns (80 when unknown).
    var columns: Int {
        Platform.terminalSize(output)?.columns ?? 80
    }
}
