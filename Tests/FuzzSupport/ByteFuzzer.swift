import Foundation
import Keystroke
import KeystrokeForms

/// Turns arbitrary bytes (from libFuzzer or a corpus file) into a fuzz case and
/// runs it. Every byte string is a valid case; byte 0 picks the mode:
///
/// - 0, 1: a mask (left-to-right, right-to-left) compiled from a length-prefixed
///   source, then an edit script of 32-bit step codes (little-endian);
/// - 2: a format id, length-prefixed, then step codes;
/// - 3: by byte 0 / 6 modulo 3, a JSON form definition (the rest of the bytes),
///   loaded and validated; a `keystroke batch` JSON Lines input; or a
///   `keystroke batch --csv` input (see ``BatchFuzzer``);
/// - 4: catalog subject number byte 1, then step codes;
/// - 5: a literal case: byte 1 even for a format id, odd for a mask, the
///   length-prefixed source, then literal steps (op byte; texts length-prefixed),
///   stable across catalog changes, so regression inputs stay meaningful.
///
/// Malformed sources must fail with a typed error; nothing may crash or hang.
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
        switch mode % 6 {
        case 0, 1:
            let source = Self.text(&rest)
            return runMask(source, rightToLeft: mode % 6 == 1, codes: Self.codes(rest))
        case 2:
            let source = Self.text(&rest)
            guard let subject = formatSubject(source) else { return nil }
            return ScriptRunner(subject: subject).run(subject.script(Self.codes(rest)))
        case 3:
            switch mode / 6 % 3 {
            case 0: return runForm(String(decoding: rest, as: UTF8.self))
            case 1: return BatchFuzzer.runLines(rest)
            default: return BatchFuzzer.runCSV(rest)
            }
        case 4:
            let subject = subjects[Int(rest.popFirst() ?? 0) % subjects.count]
            return ScriptRunner(subject: subject).run(subject.script(Self.codes(rest)))
        default:
            let isMask = (rest.popFirst() ?? 0) % 2 == 1
            let source = Self.text(&rest)
            let subject = isMask ? maskSubject(source, rightToLeft: false) : formatSubject(source)
            guard let subject else { return nil }
            return ScriptRunner(subject: subject).run(Self.literalSteps(rest))
        }
    }

    /// A subject for a format id, or nil when the id does not resolve.
    func formatSubject(_ id: String) -> FuzzSubject? {
        guard let format = try? Format(id: id) else { return nil }
        return FuzzSubject(name: "format \(EditStep.quoted(id))", formatter: format, format: format,
                           alphabet: Alphabet(characters: "0123456789aZ-./"))
    }

    /// A subject for a mask source, or nil when it does not compile.
    func maskSubject(_ source: String, rightToLeft: Bool) -> FuzzSubject? {
        guard let mask = try? Mask(source, rightToLeft: rightToLeft) else { return nil }
        let characters = String(source.filter { !"[]{}\\…".contains($0) }) + "0123456789aZ"
        var subject = FuzzSubject(name: "mask \(EditStep.quoted(source))", formatter: mask, alphabet: Alphabet(characters: characters))
        subject.checksDeletion = mask.totalValueLength > 0
        subject.checksConformance = !mask.optionalSlotMayTakeNextLiteral
        return subject
    }

    /// Compiles a mask from fuzzed text and, when it compiles, edits it; a
    /// compile error must point inside the format.
    func runMask(_ source: String, rightToLeft: Bool, codes: [UInt32]) -> Violation? {
        do {
            _ = try Mask(source, rightToLeft: rightToLeft)
        } catch {
            guard error.offset >= 0, error.offset <= source.count else {
                return Violation(subject: "mask \(EditStep.quoted(source))", invariant: "mask error offset inside the format",
                                 detail: "\(error)", script: [])
            }
            return nil
        }
        guard let subject = maskSubject(source, rightToLeft: rightToLeft) else { return nil }
        return ScriptRunner(subject: subject).run(subject.script(codes))
    }

    /// Loads a JSON form definition; errors are fine, crashes and hangs are not.
    func runForm(_ json: String) -> Violation? {
        guard let form = try? FormGroup(definitionJSON: json) else { return nil }
        _ = form.validateAll()
        return nil
    }

    /// A length-prefixed UTF-8 text (invalid bytes become U+FFFD).
    static func text(_ bytes: inout ArraySlice<UInt8>) -> String {
        guard let length = bytes.popFirst() else { return "" }
        let text = bytes.prefix(Int(length))
        bytes = bytes.dropFirst(Int(length))
        return String(decoding: text, as: UTF8.self)
    }

    /// Literal steps: an op byte, then a length-prefixed text for typing,
    /// pasting and setting, two bytes for a selection, one for a caret move;
    /// UTF-16 replacements and reconciliations take a signed location byte
    /// (-128 for `NSNotFound`), a signed length byte and a text.
    public static func literalSteps(_ bytes: ArraySlice<UInt8>) -> [EditStep] {
        var bytes = bytes
        var steps: [EditStep] = []
        while let op = bytes.popFirst() {
            let edit: Edit
            switch op % 13 {
            case 0: edit = .insert(text(&bytes))
            case 1: edit = .paste(text(&bytes))
            case 2: edit = .setText(text(&bytes))
            case 3: edit = .backspace(1)
            case 4: edit = .deleteForward(1)
            case 5:
                let lower = Int(bytes.popFirst() ?? 0), upper = Int(bytes.popFirst() ?? 0)
                edit = .select(lower..<max(lower, upper))
            case 6: edit = .caret(Int(bytes.popFirst() ?? 0))
            case 7: edit = .cut
            case 8: edit = .undo
            case 9: edit = .redo
            case 10, 11:
                let location = Int(Int8(bitPattern: bytes.popFirst() ?? 0))
                let range = NSRange(
                    location: location == -128 ? NSNotFound : location, length: Int(Int8(bitPattern: bytes.popFirst() ?? 0))
                )
                guard op % 13 == 10 else {
                    steps.append(.reconcileUTF16(location: range.location, length: range.length, text(&bytes)))
                    continue
                }
                edit = .replaceCharacters(range, text(&bytes))
            default:
                steps.append(.compose(text(&bytes)))
                continue
            }
            steps.append(.edit(edit))
        }
        return steps
    }

    /// The bytes of a literal case (mode 5), for writing regression inputs.
    /// - Parameters:
    ///   - source: A format id, or a mask format when `isMask`.
    ///   - isMask: Whether `source` is a mask.
    ///   - steps: The steps; texts longer than 255 bytes are cut, counts and
    ///     offsets above 255 clamped, a repeated deletion written once per press.
    public static func literalCase(_ source: String, isMask: Bool, steps: [EditStep]) -> [UInt8] {
        func text(_ text: String) -> [UInt8] {
            let bytes = Array(text.utf8.prefix(255))
            return [UInt8(bytes.count)] + bytes
        }
        func utf16Range(_ location: Int, _ length: Int) -> [UInt8] {
            let location = location == NSNotFound ? -128 : min(max(location, -127), 127)
            return [UInt8(bitPattern: Int8(location)), UInt8(bitPattern: Int8(clamping: length))]
        }
        var bytes: [UInt8] = [5, isMask ? 1 : 0] + text(source)
        for step in steps {
            switch step {
            case .edit(.insert(let value)): bytes += [0] + text(value)
            case .edit(.paste(let value)): bytes += [1] + text(value)
            case .edit(.setText(let value)): bytes += [2] + text(value)
            case .edit(.backspace(let count)): bytes += Array(repeating: 3, count: min(max(count, 0), 255))
            case .edit(.deleteForward(let count)): bytes += Array(repeating: 4, count: min(max(count, 0), 255))
            case .edit(.select(let range)):
                bytes += [5, UInt8(clamping: range.lowerBound), UInt8(clamping: range.upperBound)]
            case .edit(.caret(let offset)): bytes += [6, UInt8(clamping: offset)]
            case .edit(.cut): bytes.append(7)
            case .edit(.undo): bytes.append(8)
            case .edit(.redo): bytes.append(9)
            case .edit(.replaceCharacters(let range, let value)):
                bytes += [10] + utf16Range(range.location, range.length) + text(value)
            case .edit(.reconcile(let value, _)):
                // Written as the whole text replaced; the control's selection is not kept.
                bytes += [11, 0, 127] + text(value)
            case .reconcileUTF16(let location, let length, let value): bytes += [11] + utf16Range(location, length) + text(value)
            case .compose(let value): bytes += [12] + text(value)
            }
        }
        return bytes
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
