import ArgumentParser
import KeystrokeBatch
import KeystrokeForms

/// The command line as the kernel passed it, checked and prepared before ArgumentParser reads it.
enum CommandLineArguments {
    /// The arguments after the program name, each checked to be UTF-8, with negative numbers made inputs.
    /// - Throws: An exit after naming the first argument that is not UTF-8 text, its position and the byte.
    static func prepared() throws(ExitCode) -> [String] {
        try checkUTF8()
        return inputsAfterSeparator(Array(CommandLine.arguments.dropFirst()))
    }

    /// Swift repairs bad bytes in `CommandLine.arguments` to U+FFFD, which formats would then
    /// drop in silence (`\xFF\xFE123` reads as `123`): the raw C strings are checked instead.
    private static func checkUTF8() throws(ExitCode) {
        var previous: String?
        for position in 1..<Int(CommandLine.argc) {
            // SAFETY: `position < argc`; each argument is a NUL-terminated C string alive for the process's life.
            guard let pointer = CommandLine.unsafeArgv[position] else { continue }
            var length = 0
            while pointer[length] != 0 { length += 1 }
            let bytes = UnsafeRawBufferPointer(start: pointer, count: length)
            guard let offset = firstInvalidUTF8Offset(in: bytes) else {
                previous = String(decoding: bytes, as: UTF8.self)
                continue
            }
            let after = previous.map { " (after '\(Diagnostics.shortened($0))')" } ?? ""
            // SAFETY: `offset < length`: an invalid sequence starts at one of the argument's bytes.
            throw Diagnostics.failure(
                "argument \(position)\(after) is not UTF-8 text: byte \\x\(hexByte(bytes[offset])) at offset \(offset)")
        }
    }

    /// The subcommands whose positional inputs may be negative numbers.
    private static let takingInputs: Set<String> = ["format", "validate", "type", "mask"]
    /// Their options that take a value (the next argument is that value, not an input).
    private static let optionsWithValues: Set<String> = ["--initial", "--caret", "--affine"]

    /// `format number:en-US:min=-10 -5 --json` as `format --json -- number:en-US:min=-10 -5`: ArgumentParser
    /// reads `-5` as a short option, so when an input looks like a negative number, the options
    /// go first and the inputs after `--`, in their order.
    static func inputsAfterSeparator(_ arguments: [String]) -> [String] {
        guard let subcommand = arguments.first, takingInputs.contains(subcommand), !arguments.contains("--"),
              arguments.dropFirst().contains(where: isNegativeNumber)
        else { return arguments }
        var options: [String] = [], inputs: [String] = []
        var index = 1
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("-"), !isNegativeNumber(argument) else {
                inputs.append(argument)
                continue
            }
            options.append(argument)
            if optionsWithValues.contains(argument), index < arguments.count {
                options.append(arguments[index])
                index += 1
            }
        }
        return [subcommand] + options + ["--"] + inputs
    }

    /// `-5`, `-1.5`, `-1,5`, `-.5`: a minus sign and digits with decimal or group marks.
    static func isNegativeNumber(_ argument: String) -> Bool {
        let rest = argument.utf8.dropFirst()
        return argument.utf8.first == UInt8(ascii: "-") && rest.contains(where: { (0x30...0x39).contains($0) })
            && rest.allSatisfy { (0x30...0x39).contains($0) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: ",") }
    }
}
