import Foundation
import Keystroke
import KeystrokeFuzzSupport
import Testing

/// Replays the libFuzzer corpus and the regression inputs of fixed crashes
/// (Tests/Fuzz/corpus, Tests/Fuzz/regressions) in every `swift test`.
@Suite("Fuzz corpus replay")
struct CorpusReplayTests {
    /// Tests/Fuzz, found from this file's path.
    static let fuzzDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fuzz")

    static func inputs(_ folder: String) -> [URL] {
        let directory = fuzzDirectory.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map { directory.appendingPathComponent($0) }
    }

    @Test("Corpus and regression inputs keep every invariant", arguments: ["corpus", "regressions"])
    func replay(folder: String) throws {
        let fuzzer = try ByteFuzzer()
        let files = Self.inputs(folder)
        #expect(!files.isEmpty, "no inputs in Tests/Fuzz/\(folder)")
        for file in files {
            let bytes = try [UInt8](Data(contentsOf: file))
            if let violation = fuzzer.run(bytes) {
                Issue.record("\(file.lastPathComponent): \(violation)")
            }
        }
    }

    @Test("Literal cases encode and decode the same steps")
    func literalRoundTrip() {
        let edits: [Edit] = [
            .insert("1"), .paste("👨‍👩‍👧"), .setText(""), .backspace(1), .deleteForward(1), .select(2..<5), .caret(3), .cut,
            .undo, .redo, .replaceCharacters(NSRange(location: NSNotFound, length: 3), "1"),
            .replaceCharacters(NSRange(location: -2, length: -1), ""),
        ]
        let steps = edits.map(EditStep.edit) + [.reconcileUTF16(location: 4, length: 2, "🇧🇷"), .compose("山田")]
        let bytes = ByteFuzzer.literalCase("cpf", isMask: false, steps: steps)
        #expect(ByteFuzzer.literalSteps(bytes.dropFirst(2 + 1 + 3)) == steps)
    }
}
