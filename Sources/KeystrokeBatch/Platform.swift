#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#elseif canImport(Darwin)
import Darwin
#elseif os(Windows)
import ucrt
#endif

/// The few C library calls the command needs, behind Swift signatures.
///
/// This is the only file that imports the C library; everything else goes
/// through these wrappers so the `#if canImport` ladder lives in one place.
package enum Platform {
    /// Standard input.
    package static let standardInput: Int32 = 0
    /// Standard output.
    package static let standardOutput: Int32 = 1
    /// Standard error.
    package static let standardError: Int32 = 2
    /// `errno` for a missing file or folder.
    package static let noSuchFile: Int32 = ENOENT

    // MARK: - Files

    /// Reads up to `count` bytes into `buffer`, retrying when a signal interrupts.
    /// - Returns: The number of bytes read; 0 at end of input.
    package static func read(_ descriptor: Int32, into buffer: UnsafeMutableRawPointer, count: Int) throws(SystemError) -> Int {
        while true {
            let result = systemRead(descriptor, buffer, count)
            if result >= 0 { return result }
            if errno == EINTR { continue }
            throw SystemError(operation: "read", code: errno)
        }
    }

    /// Writes all of `bytes`, looping over short writes and interrupted calls.
    package static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) throws(SystemError) {
        guard var address = bytes.baseAddress else { return }
        var remaining = bytes.count
        while remaining > 0 {
            let written = systemWrite(descriptor, address, remaining)
            if written < 0 {
                if errno == EINTR { continue }
                throw SystemError(operation: "write", code: errno)
            }
            address += written
            remaining -= written
        }
    }

    /// Writes a string, ignoring failures (used for diagnostics on standard error).
    package static func write(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { try? writeAll(descriptor, UnsafeRawBufferPointer($0)) }
    }

    /// Opens a file for reading.
    package static func openForReading(_ path: String) throws(SystemError) -> Int32 {
        let descriptor = open(path, O_RDONLY)
        if descriptor < 0 { throw SystemError(operation: "open '\(path)'", code: errno) }
        return descriptor
    }

    /// Creates or truncates a file for writing.
    package static func openForWriting(_ path: String) throws(SystemError) -> Int32 {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        if descriptor < 0 { throw SystemError(operation: "create '\(path)'", code: errno) }
        return descriptor
    }

    /// Closes a descriptor opened by this type.
    package static func close(_ descriptor: Int32) {
        _ = systemClose(descriptor)
    }

    /// Closes a descriptor that was written, reporting the error a delayed write
    /// (a full disk, a network file system) can surface only here.
    package static func closeAfterWriting(_ descriptor: Int32) throws(SystemError) {
        if systemClose(descriptor) != 0 { throw SystemError(operation: "close", code: errno) }
    }

    /// Forces written data to the device, so a rename after it cannot leave an empty file.
    package static func synchronize(_ descriptor: Int32) throws(SystemError) {
        // Pipes and terminals cannot be synchronised (EINVAL); only files matter here.
        if fsync(descriptor) != 0, errno != EINVAL, errno != EROFS { throw SystemError(operation: "write", code: errno) }
    }

    // MARK: - File identity

    /// What `stat(2)` says about a file: enough to tell whether two names are one file.
    package struct FileStatus: Equatable, Sendable {
        /// The device the file is on.
        package var device: UInt64
        /// The file's inode number on that device.
        package var inode: UInt64
        /// Whether it is a regular file (not a device, pipe, socket or directory).
        package var isRegular: Bool
        /// The permission bits.
        package var permissions: UInt32

        /// Whether both describe the same file, whatever its names.
        package func isSameFile(as other: FileStatus) -> Bool {
            device == other.device && inode == other.inode
        }

        fileprivate init(_ status: stat) {
            device = UInt64(truncatingIfNeeded: status.st_dev)
            inode = UInt64(truncatingIfNeeded: status.st_ino)
            isRegular = (UInt32(status.st_mode) & UInt32(S_IFMT)) == UInt32(S_IFREG)
            permissions = UInt32(status.st_mode) & 0o7777
        }
    }

    /// The status of the file open on `descriptor`.
    package static func status(of descriptor: Int32) -> FileStatus? {
        var status = stat()
        return fstat(descriptor, &status) == 0 ? FileStatus(status) : nil
    }

    /// The status of the file `path` names, symbolic links followed; nil if there is none.
    package static func status(atPath path: String) -> FileStatus? {
        var status = stat()
        return stat(path, &status) == 0 ? FileStatus(status) : nil
    }

    /// The canonical absolute path of an existing file or folder (links and `..` resolved).
    package static func canonicalPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Creates a new, empty, uniquely named file `prefix…` for writing.
    /// - Returns: Its descriptor and path.
    package static func createTemporaryFile(prefix: String) throws(SystemError) -> (descriptor: Int32, path: String) {
        var template = Array((prefix + "XXXXXX").utf8CString)
        // `template` is never empty (it ends in XXXXXX and a NUL), so the base address exists.
        let descriptor = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.map { mkstemp($0) } ?? -1 }
        if descriptor < 0 { throw SystemError(operation: "create '\(prefix)XXXXXX'", code: errno) }
        return (descriptor, String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }

    /// Sets the permission bits of the file open on `descriptor`.
    package static func setPermissions(_ permissions: UInt32, of descriptor: Int32) {
        _ = fchmod(descriptor, mode_t(permissions))
    }

    /// The permission bits a new file gets: `rw-rw-rw-` less the process's umask.
    package static func newFilePermissions() -> UInt32 {
        let mask = umask(0o022)
        umask(mask)  // umask can only be read by setting it: put it back at once
        return 0o666 & ~UInt32(mask)
    }

    /// Gives the file `source` the name `target`, replacing what `target` named, in one step.
    package static func rename(_ source: String, to target: String) throws(SystemError) {
        if systemRename(source, target) != 0 { throw SystemError(operation: "rename to '\(target)'", code: errno) }
    }

    /// Removes the name `path` (a temporary file left by a failed run).
    package static func removeFile(_ path: String) {
        _ = unlink(path)
    }

    /// The offset of the first `byte` in `bytes`, using the C library's vectorised search.
    package static func firstIndex(of byte: UInt8, in bytes: UnsafeRawBufferPointer) -> Int? {
        guard let base = bytes.baseAddress, bytes.count > 0,
              let found = memchr(base, Int32(byte), bytes.count)
        else { return nil }
        return UnsafeRawPointer(found) - base
    }

    /// The C library's message for an `errno` value.
    package static func message(forErrno code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }

    // MARK: - Terminals

    /// Whether `descriptor` is a terminal.
    package static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }

    /// The terminal's size in rows and columns, if known.
    package static func terminalSize(_ descriptor: Int32) -> (rows: Int, columns: Int)? {
        var size = winsize()
        #if os(Linux) || os(Android)
        let request = UInt(TIOCGWINSZ)
        #else
        let request = TIOCGWINSZ
        #endif
        guard ioctl(descriptor, request, &size) == 0, size.ws_col > 0 else { return nil }
        return (Int(size.ws_row), Int(size.ws_col))
    }

    /// A saved terminal mode, restored with ``setTerminalMode(_:of:)``.
    package struct TerminalMode: @unchecked Sendable {
        // SAFETY: `termios` is a plain C struct of integers and arrays, copied by value.
        fileprivate var settings: termios
    }

    /// The current mode of the terminal on `descriptor`.
    package static func terminalMode(of descriptor: Int32) throws(SystemError) -> TerminalMode {
        var settings = termios()
        if tcgetattr(descriptor, &settings) != 0 { throw SystemError(operation: "tcgetattr", code: errno) }
        return TerminalMode(settings: settings)
    }

    /// `mode` changed to raw input: no echo, no line editing, no signals from keys,
    /// no CR-to-NL translation; output processing kept so `\n` still starts a line.
    package static func rawMode(from mode: TerminalMode) -> TerminalMode {
        var settings = mode.settings
        settings.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        settings.c_cflag |= tcflag_t(CS8)
        settings.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        withUnsafeMutableBytes(of: &settings.c_cc) { controls in
            controls[Int(VMIN)] = 1
            controls[Int(VTIME)] = 0
        }
        return TerminalMode(settings: settings)
    }

    /// Applies `mode` to the terminal on `descriptor` once pending output is written.
    @discardableResult
    package static func setTerminalMode(_ mode: TerminalMode, of descriptor: Int32) -> Bool {
        var settings = mode.settings
        return tcsetattr(descriptor, TCSAFLUSH, &settings) == 0
    }

    // MARK: - Signals

    /// Signals after which the demo must restore the terminal before exiting.
    package static let terminationSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    /// Stops the default action of `signal` so a dispatch source can observe it.
    package static func ignoreSignal(_ number: Int32) {
        _ = signal(number, SIG_IGN)
    }

    /// The signal sent when the terminal's size changes.
    package static let windowSizeSignal: Int32 = SIGWINCH

    // MARK: - Waiting

    /// A pipe's two ends: bytes written to `write` can be read from `read`.
    package static func makePipe() throws(SystemError) -> (read: Int32, write: Int32) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw SystemError(operation: "pipe", code: errno) }
        return (ends[0], ends[1])
    }

    /// Blocks until one of `descriptors` can be read; returns which can.
    package static func waitForInput(_ descriptors: [Int32]) throws(SystemError) -> [Bool] {
        var polled = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        while true {
            let result = poll(&polled, nfds_t(polled.count), -1)
            if result >= 0 { return polled.map { $0.revents != 0 } }
            if errno == EINTR { continue }
            throw SystemError(operation: "poll", code: errno)
        }
    }

    /// Ends the process at once with `status`.
    package static func exitNow(_ status: Int32) -> Never {
        exit(status)
    }
}

// Aliases so the wrappers above can share the C functions' names.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
private func systemClose(_ descriptor: Int32) -> Int32 { close(descriptor) }
private func systemRename(_ source: String, _ target: String) -> Int32 { rename(source, target) }

/// A failed system call: which call, and `errno`'s message.
package struct SystemError: Error, CustomStringConvertible {
    /// The call and its object, such as `open 'data.csv'`.
    package var operation: String
    /// The `errno` value.
    package var code: Int32

    package var description: String { "\(operation): \(Platform.message(forErrno: code))" }
}
