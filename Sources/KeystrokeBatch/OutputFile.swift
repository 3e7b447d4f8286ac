/// A file the command writes, which takes its name only once the run has succeeded.
///
/// A regular file is written under a temporary name in the same folder and
/// renamed over the target by ``commit()``, so a run that fails (a full disk, a
/// read error, an interrupted write) leaves an existing file as it was, and the
/// input is never truncated before it is read. A device or pipe (`/dev/null`,
/// `/dev/stdout`, a FIFO) is written in place: it cannot be replaced.
///
/// ```swift
/// let output = try OutputFile(path: "clean.csv")
/// // … write to output.descriptor …
/// try output.commit()   // or output.discard() when the run failed
/// ```
package final class OutputFile {
    /// Which file a name refers to, so two names for one file can be told apart from two files.
    package enum Identity: Equatable {
        /// An existing file, by device and inode (hard links and symbolic links share it).
        case existing(Platform.FileStatus)
        /// A file still to be created, by the canonical path it will have.
        case new(path: String)

        /// Whether the file open on a descriptor with `status` is this one, a regular file.
        /// (Devices and pipes are shared on purpose: two outputs to `/dev/null` lose nothing.)
        package func isFile(_ status: Platform.FileStatus) -> Bool {
            guard case .existing(let mine) = self else { return false }
            return mine.isRegular && mine.isSameFile(as: status)
        }

        /// Whether both name the same regular file.
        package func isSameFile(as other: Identity) -> Bool {
            switch (self, other) {
            case (.existing(let left), .existing): other.isFile(left)
            case (.new(let left), .new(let right)): left == right
            default: false
            }
        }
    }

    /// The name as the user gave it, for messages.
    package let name: String
    /// The file it will be, checked before anything is written.
    package let identity: Identity
    /// Where to write.
    package let descriptor: Int32
    /// The name the temporary file gets on commit; nil when writing in place.
    private let target: String?
    /// The temporary file's name while the run writes it; nil when writing in place.
    package let temporaryPath: String?
    /// Open for writing, written and closed, or renamed (or discarded).
    private var stage = Stage.open

    private enum Stage {
        case open, written, done
    }

    /// The identity of the file `path` names or will name, without creating or changing anything.
    package static func identity(ofPath path: String) -> Identity? {
        if let status = Platform.status(atPath: path) { return .existing(status) }
        let (folder, file) = split(path)
        guard let canonicalFolder = Platform.canonicalPath(folder) else { return nil }
        return .new(path: join(canonicalFolder, file))
    }

    /// Prepares `path` for writing: a temporary file beside it, or the device itself.
    /// - Throws: ``SystemError`` naming the file when its folder cannot take a new file.
    package init(path: String) throws(SystemError) {
        name = path
        let existing = Platform.status(atPath: path)
        if let existing, !existing.isRegular {
            identity = .existing(existing)
            descriptor = try Platform.openForWriting(path)
            target = nil
            temporaryPath = nil
            return
        }
        let (folder, file) = Self.split(path)
        // Write through a symbolic link: the link stays and the file it points to is replaced.
        let resolved = existing != nil ? Platform.canonicalPath(path) : Platform.canonicalPath(folder).map { Self.join($0, file) }
        guard let resolved else { throw SystemError(operation: "create '\(path)'", code: Platform.noSuchFile) }
        identity = existing.map(Identity.existing) ?? .new(path: resolved)
        let (resolvedFolder, resolvedFile) = Self.split(resolved)
        let temporary: (descriptor: Int32, path: String)
        do {
            temporary = try Platform.createTemporaryFile(prefix: Self.join(resolvedFolder, ".\(resolvedFile).keystroke-"))
        } catch {
            throw SystemError(operation: "create '\(path)'", code: error.code)  // the user's name, not the temporary one
        }
        Platform.setPermissions(existing?.permissions ?? Platform.newFilePermissions(), of: temporary.descriptor)
        descriptor = temporary.descriptor
        temporaryPath = temporary.path
        target = resolved
    }

    deinit {
        discard()
    }

    /// Ends the writing: synchronises and closes the file, leaving the target as it was,
    /// so several outputs can all be written before any takes its name.
    /// - Throws: The failed call (a full disk can surface only here); the temporary file is removed.
    package func finishWriting() throws(SystemError) {
        guard stage == .open else { return }
        stage = .written
        do {
            if temporaryPath != nil { try Platform.synchronize(descriptor) }
            try Platform.closeAfterWriting(descriptor)
        } catch {
            stage = .done
            if let temporaryPath { Platform.removeFile(temporaryPath) }
            throw error
        }
    }

    /// Makes the written file the target: finishes it if needed and renames it over the old one.
    /// - Throws: The failed call; the temporary file is removed and the target left as it was.
    package func commit() throws(SystemError) {
        try finishWriting()
        guard stage == .written else { return }
        stage = .done
        guard let temporaryPath, let target else { return }
        do {
            try Platform.rename(temporaryPath, to: target)
        } catch {
            Platform.removeFile(temporaryPath)
            throw error
        }
    }

    /// Abandons the run's output: closes and removes the temporary file, leaving the target as it was.
    package func discard() {
        if stage == .open { Platform.close(descriptor) }
        if stage != .done, let temporaryPath { Platform.removeFile(temporaryPath) }
        stage = .done
    }

    /// The folder and file name of `path` (`.` for a bare name).
    private static func split(_ path: String) -> (folder: String, file: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let folder = path[..<slash]
        return (folder.isEmpty ? "/" : String(folder), String(path[path.index(after: slash)...]))
    }

    private static func join(_ folder: String, _ file: String) -> String {
        folder.hasSuffix("/") ? folder + file : folder + "/" + file
    }
}
