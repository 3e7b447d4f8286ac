@testable import Keystroke
import KeystrokeFuzzSupport
import KeystrokeTestSupport
import Testing

/// A field that says it is complete holds a whole value of its format: typed and pasted at
/// random, every complete field's text reads strictly with no error of length, form or calendar.
/// Rule errors stay possible (a check digit, a Brazilian area code, an expired card), as the
/// field shows a value whole before it judges it.
@Suite struct CompleteFieldTests {
    /// The codes that say a text is not a whole value of its format at all.
    static func saysIncomplete(_ code: String) -> Bool {
        code.hasSuffix(".length") || code.hasSuffix(".format") || code.hasSuffix(".incomplete")
            || code == "date.invalid" || code == "time.invalid"
    }

    @Test(arguments: FuzzCatalog.formatIDs)
    func aCompleteFieldReadsStrictly(id: String) throws {
        let subject = try #require(try FuzzCatalog.subject(named: id))
        let format = try #require(subject.format)
        var random = SeededGenerator(seed: UInt64(truncatingIfNeeded: id.utf8.reduce(7) { $0 &* 31 &+ Int($1) }))
        var complete = 0
        for _ in 0..<800 {
            let field = EditingState.randomlyTyped(subject, using: &random)
            guard field.isComplete, !field.text.isEmpty else { continue }
            complete += 1
            do {
                _ = try format.validate(field.text)
            } catch {
                #expect(!Self.saysIncomplete(error.code), "\(id): complete field \(field.text.debugDescription): \(error)")
            }
        }
        // Every catalog format completes now and then, or the property says nothing about it.
        #expect(complete > 0, "\(id): no complete field in 800 random ones")
    }
}
