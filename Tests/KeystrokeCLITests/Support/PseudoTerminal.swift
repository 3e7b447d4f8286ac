import Foundation
import Testing

/// Runs `keystroke demo` on a pseudo-terminal through Python's `pty` module, typing keys
/// into it as a person would, and reports the exit status and the terminal's mode.
enum PseudoTerminal {
    /// What the run showed.
    struct Report: Decodable {
        /// The exit status (128 + N when ended by signal N).
        var status: Int
        /// Whether the terminal was in raw mode (no canonical input, no echo) while the demo ran.
        var rawWhileRunning: Bool
        /// Whether the terminal's mode after exit equals its mode before.
        var restored: Bool
        /// Everything the demo wrote to the terminal.
        var output: String

        /// The last frame drawn: its lines without styling, and the cursor's 1-based row and column.
        var lastFrame: (lines: [String], cursor: (row: Int, column: Int))? {
            guard let frame = output.components(separatedBy: "\u{1B}[H\u{1B}[2J").last,
                  let move = frame.range(of: #"\x{1B}\[(\d+);(\d+)H"#, options: [.regularExpression, .backwards])
            else { return nil }
            let numbers = frame[move].dropFirst(2).dropLast().split(separator: ";").compactMap { Int($0) }
            let text = String(frame[..<move.lowerBound])
                .replacingOccurrences(of: #"\x{1B}\[[0-9;?]*[A-Za-z]"#, with: "", options: .regularExpression)
            return (text.replacingOccurrences(of: "\r", with: "").components(separatedBy: "\n"), (numbers[0], numbers[1]))
        }
    }

    /// How the run ends.
    enum Ending: String {
        /// After the keys, wait for the demo to exit by itself.
        case keys
        /// After the keys, send SIGTERM.
        case terminate
    }

    private static let driver = #"""
        import fcntl, json, os, pty, select, signal, struct, sys, termios, time

        binary, ending, size, chunks = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]
        master, slave = pty.openpty()

        def resize(text):
            columns, rows = (int(n) for n in text.split("x"))
            fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))

        if size:
            resize(size)
        before = termios.tcgetattr(slave)
        pid = os.fork()
        if pid == 0:
            os.setsid()
            for fd in (0, 1, 2):
                os.dup2(slave, fd)
            os.execv(binary, [binary, "demo"])
        output = b""

        def drain(seconds):
            global output
            end = time.time() + seconds
            while time.time() < end:
                ready, _, _ = select.select([master], [], [], 0.02)
                if ready:
                    try:
                        data = os.read(master, 65536)
                    except OSError:
                        return
                    if not data:
                        return
                    output += data

        deadline = time.time() + 20
        while b"Keystroke demo" not in output and time.time() < deadline:
            drain(0.05)
        attributes = termios.tcgetattr(slave)
        raw = not (attributes[3] & termios.ICANON) and not (attributes[3] & termios.ECHO)
        for chunk in chunks:
            if chunk.startswith("@resize:"):
                mark = len(output)
                resize(chunk[len("@resize:"):])
                os.kill(pid, signal.SIGWINCH)
                deadline = time.time() + 10  # wait for the redraw, however slow the build
                while output.count(b"\x1b[2J", mark) == 0 and time.time() < deadline:
                    drain(0.05)
            else:
                os.write(master, chunk.encode("utf-8").decode("unicode_escape").encode("latin-1"))
            drain(0.1)
        if ending == "terminate":
            os.kill(pid, signal.SIGTERM)
        status = None
        deadline = time.time() + 20
        while status is None and time.time() < deadline:
            drain(0.05)
            done, code = os.waitpid(pid, os.WNOHANG)
            if done:
                status = os.waitstatus_to_exitcode(code)
        if status is None:
            os.kill(pid, signal.SIGKILL)
            status = -1
        drain(0.2)
        status = 128 - status if status < 0 else status
        after = termios.tcgetattr(slave)
        print(json.dumps({"status": status, "rawWhileRunning": raw, "restored": after == before,
                          "output": output.decode("utf-8", "replace")}))
        """#

    /// Runs the demo, writing each of `chunks` (Python escapes such as `\t`, `\x03`) after the previous one is handled.
    /// A chunk `@resize:COLUMNSxROWS` resizes the terminal and sends SIGWINCH; `size` is the starting size.
    static func runDemo(typing chunks: [String], ending: Ending = .keys, size: String = "") throws -> Report {
        let binary = try #require(Keystroke.binary, "the keystroke binary was not found")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", driver, binary.path, ending.rawValue, size] + chunks
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return try JSONDecoder().decode(Report.self, from: data)
    }
}
