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
            // SAFETY: relies on the caller's `buffer` having `count` writable bytes; `read` fills at most that.
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
        // SAFETY: `write` takes at most `remaining` bytes, so `address` stays within `bytes` as it moves on.
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
        // SAFETY: the bytes are written during the closure that lends them, and not kept.
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
        // SAFETY: `realpath` returned a malloc'd C string, copied by `String(cString:)` before the `defer` frees it.
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Creates a new, empty, uniquely named file `prefix…` for writing.
    /// - Returns: Its descriptor and path.
    package static func createTemporaryFile(prefix: String) throws(SystemError) -> (descriptor: Int32, path: String) {
        var template = Array((prefix + "XXXXXX").utf8CString)
        // `template` is never empty (it ends in XXXXXX and a NUL), so the base address exists.
        // SAFETY: `mkstemp` rewrites only the X's of the NUL-terminated template, during the closure.
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
        // SAFETY: `memchr` reads only the `bytes.count` bytes at `base`, and `found` is one of them.
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
        // SAFETY: `VMIN` and `VTIME` are indices of `c_cc`, an array of `NCCS` control bytes.
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

    /// Signals that ask a server to stop: `kill`'s default and Ctrl-C.
    package static let stopSignals: [Int32] = [SIGTERM, SIGINT]

    /// The signal sent when the terminal's size changes.
    package static let windowSizeSignal: Int32 = SIGWINCH

    /// Blocks `numbers` in the calling thread and in every thread it starts later: one sent
    /// to the process then waits, pending, for ``takeSignal(_:)`` instead of acting or being lost.
    package static func blockSignals(_ numbers: [Int32]) {
        var set = signalSet(numbers)
        _ = pthread_sigmask(SIG_BLOCK, &set, nil)
    }

    /// Waits until one of `numbers`, blocked by ``blockSignals(_:)``, is pending; takes it and returns it.
    package static func takeSignal(_ numbers: [Int32]) -> Int32 {
        var set = signalSet(numbers)
        var number: Int32 = 0
        while sigwait(&set, &number) != 0 {}
        return number
    }

    private static func signalSet(_ numbers: [Int32]) -> sigset_t {
        var set = sigset_t()
        sigemptyset(&set)
        for number in numbers { sigaddset(&set, number) }
        return set
    }

    // MARK: - Waiting

    /// A pipe's two ends: bytes written to `write` can be read from `read`.
    package static func makePipe() throws(SystemError) -> (read: Int32, write: Int32) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw SystemError(operation: "pipe", code: errno) }
        return (ends[0], ends[1])
    }

    /// Blocks until one of `descriptors` can be read; returns which can.
    package static func waitForInput(_ descriptors: [Int32]) throws(SystemError) -> [Bool] {
        try waitForInput(descriptors, timeout: -1)
    }

    /// Blocks until one of `descriptors` can be read, or `milliseconds` pass (-1: no limit).
    /// - Returns: Which can be read (all false after a timeout); a hung-up or failed socket counts as readable.
    package static func waitForInput(_ descriptors: [Int32], timeout milliseconds: Int32) throws(SystemError) -> [Bool] {
        var polled = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        while true {
            let result = poll(&polled, nfds_t(polled.count), milliseconds)
            if result >= 0 { return polled.map { $0.revents != 0 } }
            if errno == EINTR { continue }
            throw SystemError(operation: "poll", code: errno)
        }
    }

    /// Ends the process at once with `status`.
    package static func exitNow(_ status: Int32) -> Never {
        exit(status)
    }

    // MARK: - Sockets

    /// A socket listening for TCP connections, and the address it is bound to.
    package struct Listener: Sendable {
        /// The listening socket.
        package var descriptor: Int32
        /// The bound address as a URL's authority: `127.0.0.1:8080`, `[::1]:8080`.
        package var authority: String
    }

    /// Opens a TCP socket listening on `host` (a name or a numeric address) and `port` (0: any free port).
    package static func listen(host: String, port: UInt16, backlog: Int32 = 128) throws(SystemError) -> Listener {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV
        #if os(Linux) || os(Android)
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        #else
        hints.ai_socktype = SOCK_STREAM
        #endif
        var found: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(host, String(port), &hints, &found)
        guard status == 0, let first = found else {
            let reason = status == 0 ? "no address" : String(cString: gai_strerror(status))
            throw SystemError(operation: "resolve '\(host)'", code: 0, detail: reason)
        }
        // SAFETY: the list `getaddrinfo` made is read only through `first`, before the `defer` frees it.
        defer { freeaddrinfo(found) }
        let descriptor = socket(first.pointee.ai_family, first.pointee.ai_socktype, first.pointee.ai_protocol)
        if descriptor < 0 { throw SystemError(operation: "socket", code: errno) }
        var yes: Int32 = 1
        _ = setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        guard bind(descriptor, first.pointee.ai_addr, first.pointee.ai_addrlen) == 0 else {
            let code = errno
            _ = systemClose(descriptor)
            throw SystemError(operation: "bind \(host):\(port)", code: code)
        }
        guard systemListen(descriptor, backlog) == 0 else {
            let code = errno
            _ = systemClose(descriptor)
            throw SystemError(operation: "listen", code: code)
        }
        return Listener(descriptor: descriptor, authority: boundAuthority(of: descriptor) ?? "\(host):\(port)")
    }

    /// `host:port` of the socket's local address, the host numeric and bracketed when IPv6.
    private static func boundAuthority(of descriptor: Int32) -> String? {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        var host = [CChar](repeating: 0, count: Int(NI_MAXHOST))
        var service = [CChar](repeating: 0, count: Int(NI_MAXSERV))
        // SAFETY: `sockaddr_storage` fits any socket address; `getsockname` is told its size in `length`.
        let status = withUnsafeMutablePointer(to: &storage) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
                guard getsockname(descriptor, address, &length) == 0 else { return Int32(-1) }
                return getnameinfo(
                    address, length, &host, socklen_t(host.count), &service, socklen_t(service.count),
                    NI_NUMERICHOST | NI_NUMERICSERV)
            }
        }
        guard status == 0 else { return nil }
        let name = String(decoding: host.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let number = String(decoding: service.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return (name.contains(":") ? "[\(name)]" : name) + ":" + number
    }

    /// Accepts a connection on `listener`, made non-blocking, with Nagle's delay off.
    /// - Returns: The connection, or nil when there was none after all (another accept took it,
    ///   or the client went away first).
    package static func accept(_ listener: Int32) throws(SystemError) -> Int32? {
        while true {
            let descriptor = systemAccept(listener, nil, nil)
            if descriptor >= 0 {
                // Linux's accepted sockets do not inherit O_NONBLOCK from the listener; Darwin's do.
                setNonBlocking(descriptor)
                var yes: Int32 = 1
                _ = setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &yes, socklen_t(MemoryLayout<Int32>.size))
                #if canImport(Darwin)
                _ = setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
                #endif
                return descriptor
            }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK, ECONNABORTED, EPROTO: return nil
            default: throw SystemError(operation: "accept", code: errno)
            }
        }
    }

    /// Reads what a non-blocking `descriptor` has now, up to `count` bytes into `buffer`.
    /// - Returns: The number of bytes read (0: the peer closed its side), or nil when none have arrived.
    package static func readAvailable(
        _ descriptor: Int32, into buffer: UnsafeMutableRawPointer, count: Int
    ) throws(SystemError) -> Int? {
        while true {
            // SAFETY: relies on the caller's `buffer` having `count` writable bytes; `read` fills at most that.
            let result = systemRead(descriptor, buffer, count)
            if result >= 0 { return result }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK: return nil
            default: throw SystemError(operation: "read", code: errno)
            }
        }
    }

    /// Writes what a non-blocking `descriptor` takes now of `bytes`.
    /// - Returns: The number of bytes written; 0 when its send buffer is full.
    package static func writeAvailable(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) throws(SystemError) -> Int {
        guard let address = bytes.baseAddress, !bytes.isEmpty else { return 0 }
        while true {
            // SAFETY: `write` reads at most `bytes.count` bytes from `address`, the start of `bytes`.
            let written = systemWrite(descriptor, address, bytes.count)
            if written >= 0 { return written }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK: return 0
            default: throw SystemError(operation: "write", code: errno)
            }
        }
    }

    /// What a descriptor in a ``PollSet`` waits for, or is ready for.
    package struct Readiness: OptionSet, Sendable {
        package let rawValue: UInt8
        package init(rawValue: UInt8) { self.rawValue = rawValue }
        /// Bytes can be read (or the peer closed).
        package static let input = Readiness(rawValue: 1)
        /// Bytes can be written.
        package static let output = Readiness(rawValue: 2)
    }

    /// Descriptors waited on together with `poll`, kept from one wait to the next so that an
    /// event loop does not allocate for each.
    package struct PollSet {
        private var entries: [pollfd] = []

        /// An empty set.
        package init() {}

        /// How many descriptors the set holds.
        package var count: Int { entries.count }

        /// Empties the set, keeping its storage.
        package mutating func removeAll() {
            entries.removeAll(keepingCapacity: true)
        }

        /// Adds `descriptor`, waiting for `interest`.
        package mutating func append(_ descriptor: Int32, waitingFor interest: Readiness) {
            var events: Int16 = 0
            if interest.contains(.input) { events |= Int16(POLLIN) }
            if interest.contains(.output) { events |= Int16(POLLOUT) }
            entries.append(pollfd(fd: descriptor, events: events, revents: 0))
        }

        /// Blocks until a descriptor is ready or `milliseconds` pass (-1: no limit).
        package mutating func wait(timeout milliseconds: Int32) throws(SystemError) {
            while true {
                let result = poll(&entries, nfds_t(entries.count), milliseconds)
                if result >= 0 { return }
                if errno == EINTR { continue }
                throw SystemError(operation: "poll", code: errno)
            }
        }

        /// What the descriptor at `index` is ready for after ``wait(timeout:)``. A hang-up or an
        /// error counts as both, so that the next read or write reports it.
        package func readiness(at index: Int) -> Readiness {
            let events = entries[index].revents
            if events & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 { return [.input, .output] }
            var ready: Readiness = []
            if events & Int16(POLLIN) != 0 { ready.insert(.input) }
            if events & Int16(POLLOUT) != 0 { ready.insert(.output) }
            return ready
        }
    }

    /// Makes `descriptor` non-blocking (a listener polled before each accept, a served connection).
    package static func setNonBlocking(_ descriptor: Int32) {
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    }

    /// Stops SIGPIPE from ending the process: a write to a connection the client closed fails with EPIPE instead.
    package static func ignoreBrokenPipes() {
        _ = signal(SIGPIPE, SIG_IGN)
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
private func systemListen(_ descriptor: Int32, _ backlog: Int32) -> Int32 { listen(descriptor, backlog) }
private func systemAccept(_ descriptor: Int32, _ address: UnsafeMutablePointer<sockaddr>?, _ length: UnsafeMutablePointer<socklen_t>?) -> Int32 {
    accept(descriptor, address, length)
}

/// A failed system call: which call, and `errno`'s message.
package struct SystemError: Error, CustomStringConvertible {
    /// The call and its object, such as `open 'data.csv'`.
    package var operation: String
    /// The `errno` value (0 when `detail` says what failed instead).
    package var code: Int32
    /// The failure in words, when it is not an `errno` (a name that does not resolve).
    package var detail: String?

    /// A failure of `operation` with `errno` `code`, or described by `detail`.
    package init(operation: String, code: Int32, detail: String? = nil) {
        self.operation = operation
        self.code = code
        self.detail = detail
    }

    package var description: String { "\(operation): \(detail ?? Platform.message(forErrno: code))" }
}
