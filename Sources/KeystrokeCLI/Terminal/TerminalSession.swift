import KeystrokeBatch

/// The terminal in raw mode for the interactive demo: keys in, frames out,
/// and the original mode restored on every way out.
///
/// Raw mode turns off echo, line editing and key signals, so Ctrl-C arrives
/// as a key. Signals sent from elsewhere (`kill`, a closed terminal) are
/// taken by a ``SignalWatch`` that restores the terminal before exiting.
/// A size change (SIGWINCH) wakes the reader through a pipe, so the frame is
/// redrawn by the thread that draws it.
final class TerminalSession {
    /// What the terminal sent.
    enum Input {
        /// Keys typed or pasted.
        case keys([Key])
        /// The window changed size: redraw.
        case resized
        /// The terminal went away.
        case ended
    }

    private let input: Int32
    private let output: Int32
    private let original: Platform.TerminalMode
    private var signals: SignalWatch?
    private var isRestored = false
    private let resizePipe: (read: Int32, write: Int32)
    /// Bytes of a paste whose end marker has not arrived yet.
    private var pending: [UInt8] = []

    /// Escape sequences: alternate screen on, bracketed paste on, cursor home.
    private static let enterScreen = "\u{1B}[?1049h\u{1B}[?2004h\u{1B}[H"
    /// Bracketed paste off, alternate screen off, cursor shown.
    private static let leaveScreen = "\u{1B}[?2004l\u{1B}[?25h\u{1B}[?1049l"

    /// Puts the terminal on `input` into raw mode.
    /// - Throws: ``SystemError`` when the terminal's mode cannot be read.
    init(input: Int32 = Platform.standardInput, output: Int32 = Platform.standardOutput) throws(SystemError) {
        self.input = input
        self.output = output
        original = try Platform.terminalMode(of: input)
        resizePipe = try Platform.makePipe()
        let wake = resizePipe.write
        let restore = original
        // Watched before raw mode begins, so that no signal finds the terminal raw and unwatched.
        signals = SignalWatch(Platform.terminationSignals + [Platform.windowSizeSignal]) { number in
            if number == Platform.windowSizeSignal {
                Platform.write("r", to: wake)
                return
            }
            Platform.write(Self.leaveScreen, to: output)
            Platform.setTerminalMode(restore, of: input)
            Platform.write("keystroke: interrupted\n", to: Platform.standardError)
            Platform.exitNow(128 + number)
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
        // No handler runs once this returns: the pipe can close.
        signals?.cancel()
        Platform.close(resizePipe.read)
        Platform.close(resizePipe.write)
    }

    /// Waits for keys or a size change. A paste is handed over whole, once its end marker has arrived.
    func next() throws(SystemError) -> Input {
        // SAFETY: freed only by the `defer`; reads fill at most `chunk.count` bytes, and only those are copied.
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 4096, alignment: 1)
        defer { chunk.deallocate() }
        guard let base = chunk.baseAddress else { return .ended }
        while true {
            let ready = try Platform.waitForInput([input, resizePipe.read])
            if ready[1] {
                _ = try Platform.read(resizePipe.read, into: base, count: chunk.count)
                return .resized
            }
            let count = try Platform.read(input, into: base, count: chunk.count)
            if count == 0 {
                // Whatever paste was under way is all there is.
                defer { pending = [] }
                return pending.isEmpty ? .ended : .keys(KeyDecoder.keys(in: pending))
            }
            pending += chunk[0..<count]
            // Wait for a paste's end marker, unless the paste is absurdly long.
            let complete = pending.count > 1 << 24 ? pending.count : KeyDecoder.unfinishedPaste(in: pending) ?? pending.count
            guard complete > 0 else { continue }
            let keys = KeyDecoder.keys(in: pending[..<complete])
            pending.removeFirst(complete)
            return .keys(keys)
        }
    }

    /// The terminal's size (80×24 when unknown).
    var size: (rows: Int, columns: Int) {
        Platform.terminalSize(output) ?? (24, 80)
    }

    /// Writes text to the terminal.
    func write(_ text: String) {
        Platform.write(text, to: output)
    }

}
