import ArgumentParser
import KeystrokeBatch

/// The checks that keep an output from overwriting the input or the other output.
///
/// Files are compared by device and inode, not by name, so a second name, a hard
/// link or a symbolic link to the input is caught as surely as the same name.
enum OutputSafety {
    /// Refuses a standard stream redirected to the input file (`keystroke batch in.jsonl >> in.jsonl`).
    static func refuseStandardStream(
        _ descriptor: Int32, named name: String, isInput input: Platform.FileStatus?, inputName: String
    ) throws(ExitCode) {
        guard let input, input.isRegular, let status = Platform.status(of: descriptor), status.isRegular,
              status.isSameFile(as: input)
        else { return }
        throw Diagnostics.failure("\(name) is the input file \(inputName); it would be overwritten while it is read")
    }

    /// The identity of output `path`, after checking that it is not the input.
    static func identity(
        of path: String, option: String, input: Platform.FileStatus?, inputName: String
    ) throws(ExitCode) -> OutputFile.Identity {
        guard let identity = OutputFile.identity(ofPath: path) else {
            throw Diagnostics.failure("\(option) '\(path)': its folder does not exist")
        }
        if let input, identity.isFile(input) {
            throw Diagnostics.failure(
                "\(option) '\(path)' is the input file \(inputName) (same device and inode); write the output to another file")
        }
        return identity
    }
}
