import Keystroke
import KeystrokeForms

/// Turns arbitrary bytes (from libFuzzer or a corpus file) into a fuzz case and
/// runs it: an edit script on a catalog subject, an edit script on a mask or
/// format id decoded from the bytes, or a JSON form definition.
///
/// Layout: byte 0 picks the mode; for a mask or format id, byte 1 is the length
/// of the source text that follows; the remaining bytes are 32-bit step codes
/// (little-endian). Malformed sources must fail with a typed error, never crash.
public struct ByteFuzzer: Sendable {
    /// The catalog subjects, built once.
    public let subjects: [FuzzSubject]

    /// Builds the catalog.
    public init() throws {
        subjects = try FuzzCatalog.subjects()
    }

    /// Runs one input; returns the invariant it breaks, if any.
    /// - Parameter bytes: Any bytes.
    public func run(_ bytes: [UInt8]) -> Violation? {
        guard let mode = bytes.first else { return nil }
        var rest = bytes.dropFirst()
        switch Int(mode) % (subjects.count + 4) {
        case subjects.count:
            let (source, codes) = Self.split(&rest)
            return runMask(source, rightToLeft: false, codes: codes)
        case subjects.count + 1:
            let (source, codes) = Self.split(&rest)
            return runMask(source, rightToLeft: true, codes: codes)
        case subjects.count + 2:
            let (source, codes) = Self.split(&rest)
            guard let format = try? Format(id: source) else { return nil }
            let subject = FuzzSubject(name: "format \(source)", formatter: format, format: format, alphabet: Alphabet(characters: "0123456789a-./"))
            return ScriptRunner(subject: subject).run(subject.script(codes))
        case subjects.count + 3:
            return runForm(String(decoding: rest, as: UTF8.self))
        case let index:
            let subject = subjects[index]
            return ScriptRunner(subject: subject).run(subject.script(Self.codes(rest)))
        }
    }

    /// Compiles a mask from fuzzed text and, when it compiles, edits it.
    func runMask(_ source: String, rightToLeft: Bool, codes: [UInt32]) -> Violation? {
        let mask: Mask
        do {
            mask = try Mask(source, rightToLeft: rightToLeft)
        } catch {
            if error.offset < 0 || error.offset > source.count {
                return Violation(subject: "mask \(EditStep.quoted(source))", invariant: "mask error offset inside the format",
                                 detail: "\(error)", script: [])
            }
            return nil
        }
        let characters = String(source.filter { !"[]{}\\…".contains($0) }) + "0123456789aZ"
        let subject = FuzzSubject(name: "mask \(EditStep.quoted(source))", formatter: mask, alphabet: Alphabet(characters: characters))
        return ScriptRunner(subject: subject).run(subject.script(codes))
    }

    /// Loads a JSON form definition; errors are fine, crashes and hangs are not.
    func runForm(_ json: String) -> Violation? {
        guard let form = try? Form(definitionJSON: json) else { return nil }
        _ = form.validateAll()
        return nil
    }

    /// Splits a length-prefixed source text from the step codes after it.
    static func split(_ bytes: inout ArraySlice<UInt8>) -> (String, [UInt32]) {
        guard let length = bytes.popFirst() else { return ("", []) }
        let source = bytes.prefix(Int(length))
        bytes = bytes.dropFirst(Int(length))
        return (String(decoding: source, as: UTF8.self), codes(bytes))
    }

    /// Little-endian 32-bit codes; a short tail is zero-padded.
    static func codes(_ bytes: ArraySlice<UInt8>) -> [UInt32] {
        var codes: [UInt32] = []
        codes.reserveCapacity(bytes.count / 4 + 1)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            var code: UInt32 = 0
            for shift in 0..<4 where index + shift < bytes.endIndex {
                code |= UInt32(bytes[index + shift]) << (8 * shift)
            }
            codes.append(code)
            index += 4
        }
        return codes
    }
}
