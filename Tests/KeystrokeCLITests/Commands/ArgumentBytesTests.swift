import Foundation
import Testing

/// Arguments exactly as a shell passes them: bytes that are not UTF-8, pipes.
@Suite("keystroke: arguments as bytes")
struct ArgumentBytesTests {
    /// Runs `script` with `/bin/sh -c`, `$K` being the binary.
    static func shell(_ script: String) throws -> Keystroke.Run {
        let binary = try #require(Keystroke.binary, "the keystroke binary was not found")
        return try Keystroke.run(["-c", script], environment: ["K": binary.path, "PATH": "/usr/bin:/bin"], shell: true)
    }

    @Test(
        "An argument that is not UTF-8 is named with its position and byte, exit 2, before anything runs",
        arguments: [
            (#"$K format cpf "$(printf '\377\376123')""#, "argument 3 (after 'cpf') is not UTF-8 text: byte \\xFF at offset 0"),
            (#"$K validate optional "$(printf 'a\377b')""#, "argument 3 (after 'optional') is not UTF-8 text: byte \\xFF at offset 1"),
            (#"$K type cpf "$(printf '1\3772')""#, "argument 3 (after 'cpf') is not UTF-8 text: byte \\xFF at offset 1"),
            (#"$K "$(printf 'form\300')" x"#, "argument 1 is not UTF-8 text: byte \\xC0 at offset 4"),
        ])
    func invalidUTF8(script: String, message: String) throws {
        let run = try Self.shell(script)
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.error == "keystroke: \(message)\n")
    }

    @Test("Form answers through a pipe")
    func answersThroughAPipe() throws {
        let directory = try TemporaryDirectory()
        let definition = directory.path("form.json")
        try #"{"elements": [{"key": "cpf", "type": "text", "format": "cpf"}]}"#.write(toFile: definition, atomically: false, encoding: .utf8)
        let run = try Self.shell(#"printf '{"cpf":"123.456.789-09"}' | $K form "# + "'\(definition)' -")
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output == #"{"cpf":"12345678909"}"# + "\n")
    }

    @Test("type says what of --initial the field did not keep, and goes on")
    func initialDropped() throws {
        let run = try Keystroke.run(["type", "cpf", "1", "--initial", "abc"])
        #expect(run.status == 0)
        #expect(run.error == "keystroke: --initial 'abc': cpf does not take it; typing starts from an empty field\n")
        #expect(run.lines == ["1  1|              value=1         incomplete"])
        let kept = try Keystroke.run(["type", "cpf", "1", "--initial", "12a"])
        #expect(kept.error == "keystroke: --initial '12a': cpf dropped 'a'; typing starts from '12'\n")
    }
}
