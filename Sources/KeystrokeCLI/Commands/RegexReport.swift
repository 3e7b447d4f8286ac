import Foundation
import KeystrokeForms
import PCRE2

/// What `keystroke regex` found, in text or JSON.
struct RegexReport {
    struct Group {
        let number: Int
        let name: String?
        let text: String?
        let range: [Int]?

        /// Unset groups and names are explicit nulls.
        var output: FormOutput {
            [
                "number": .number(Decimal(number)), "name": name.map(FormOutput.string) ?? .null,
                "text": text.map(FormOutput.string) ?? .null, "range": range.map(RegexReport.output) ?? .null,
            ]
        }
    }

    struct FirstMatch {
        let text: String
        let range: [Int]
        let utf8Range: [Int]
        let groups: [Group]

        var output: FormOutput {
            [
                "text": .string(text), "range": RegexReport.output(range), "utf8Range": RegexReport.output(utf8Range),
                "groups": .array(groups.map(\.output)),
            ]
        }
    }

    let pattern: String
    let subject: String
    let matches: Bool
    let partial: String
    let firstMatch: FirstMatch?
    let jit: Bool

    init(pattern compiled: Pattern, subject: String) throws(PCRE2Error) {
        pattern = compiled.source
        self.subject = subject
        matches = try compiled.matches(subject)
        partial = switch try compiled.partialMatch(subject) {
        case .complete: "complete"
        case .partial: "partial"
        case .none: "none"
        }
        jit = compiled.usesJIT
        var names: [Int: String] = [:]
        for (name, numbers) in compiled.groupNames {
            for number in numbers { names[number] = name }
        }
        firstMatch = try compiled.firstMatch(in: subject).map { match in
            FirstMatch(
                text: String(match.value),
                range: [match.characterRange.lowerBound, match.characterRange.upperBound],
                utf8Range: [match.utf8Range.lowerBound, match.utf8Range.upperBound],
                groups: (1..<(match.captureCount + 1)).map { number in
                    Group(
                        number: number, name: names[number], text: match[number].map(String.init),
                        range: match.range(at: number).map { range in
                            let lower = subject.distance(from: subject.startIndex, to: range.lowerBound)
                            return [lower, lower + subject[range].count]
                        })
                })
        }
    }

    var text: String {
        var lines = [
            "pattern:     \(pattern)",
            "whole match: \(matches ? "yes" : "no")",
            "partial:     \(partial)",
        ]
        if let firstMatch {
            lines.append("first match: \"\(firstMatch.text)\" at \(firstMatch.range[0])..<\(firstMatch.range[1])")
            for group in firstMatch.groups {
                let label = group.name.map { "group \(group.number) (\($0))" } ?? "group \(group.number)"
                lines.append("  \(label): " + (group.text.map { "\"\($0)\"" } ?? "unset"))
            }
        } else {
            lines.append("first match: none")
        }
        return lines.joined(separator: "\n")
    }

    /// One line of JSON with sorted keys; no `firstMatch` key when nothing matched.
    var json: String {
        var members: [String: FormOutput] = [
            "pattern": .string(pattern), "subject": .string(subject), "matches": .bool(matches),
            "partial": .string(partial), "jit": .bool(jit),
        ]
        members["firstMatch"] = firstMatch?.output
        return FormOutput.object(members).jsonString
    }

    /// The error as one line of JSON with sorted keys, for `--json`; no offsets when PCRE2 gives none.
    static func errorJSON(_ error: PCRE2Error) -> String {
        var members: [String: FormOutput] = [
            "error": .string(error.description), "kind": .string(error.kind.description),
            "code": .number(Decimal(error.code)), "message": .string(error.message),
        ]
        members["offset"] = error.offset.map { .number(Decimal($0)) }
        members["characterOffset"] = error.characterOffset.map { .number(Decimal($0)) }
        return FormOutput.object(members).jsonString
    }

    /// A range's bounds as a JSON array.
    static func output(_ bounds: [Int]) -> FormOutput { .array(bounds.map { .number(Decimal($0)) }) }
}
