import KeystrokeTestSupport
import Testing
@testable import Keystroke

/// A field keeps its formatter's typing memory (a phone number's as-you-type state): the memory
/// only saves work, so a field behaves exactly as one whose formatter reads the whole text after
/// every edit, and it belongs to the field, not to the format that fields share.
@Suite struct TypingMemoryTests {
    /// A phone format seen through a wrapper, so that its field keeps no memory and every edit
    /// reads the whole text: the reference the remembering field is held to.
    private struct Forgetful: InputFormatter {
        let base: PhoneFormat
        func apply(_ input: MaskInput) -> MaskResult { base.apply(input) }
        func refusal(of text: String) -> Refusal? { base.refusal(of: text) }
        var admitsEveryLayout: Bool { base.admitsEveryLayout }
        func completeValue(of value: String) -> String? { base.completeValue(of: value) }
    }

    @Test func aPhoneFieldKeepsMemoryAndAWrappedOneDoesNot() {
        #expect(EditingState(formatter: Format.phone).typingMemory != nil)
        #expect(EditingState(formatter: PhoneFormat()).typingMemory != nil)
        #expect(EditingState(formatter: Forgetful(base: PhoneFormat())).typingMemory == nil)
        #expect(EditingState(formatter: Format.cpf).typingMemory == nil)
    }

    @Test(arguments: ["phone", "phone:US", "phone:BR", "phone:GB"])
    func randomEditsGiveWhatReadingTheWholeTextGives(id: String) throws {
        let format = try #require(try Format(id: id).base as? PhoneFormat)
        var random = SeededGenerator(seed: UInt64(id.utf8.count) &* 7919)
        let pieces = ["+", "0", "1", "2", "4", "5", "7", "9", "55", "+44 20 7031 3000", " ", "-", "a", "٣"]
        for _ in 0..<60 {
            var remembering = EditingState(formatter: format)
            var forgetful = EditingState(formatter: Forgetful(base: format))
            var log: [String] = []
            for _ in 0..<30 {
                let choice = Int.random(in: 0..<100, using: &random)
                let results: (EditResult, EditResult)
                switch choice {
                case 0..<55:
                    let key = pieces[Int.random(in: 0..<8, using: &random)]
                    log.append("insert \(key)")
                    results = (remembering.insert(key), forgetful.insert(key))
                case 55..<70:
                    log.append("backspace")
                    results = (remembering.deleteBackward(), forgetful.deleteBackward())
                case 70..<78:
                    let piece = pieces.randomElement(using: &random)!
                    log.append("paste \(piece)")
                    results = (remembering.paste(piece), forgetful.paste(piece))
                case 78..<86:
                    let offset = Int.random(in: 0...remembering.text.count, using: &random)
                    log.append("caret \(offset)")
                    results = (remembering.moveCaret(to: offset), forgetful.moveCaret(to: offset))
                case 86..<92:
                    log.append("undo")
                    results = (remembering.undo(), forgetful.undo())
                case 92..<96:
                    log.append("redo")
                    results = (remembering.redo(), forgetful.redo())
                default:
                    let count = remembering.text.count
                    let lower = Int.random(in: 0...count, using: &random)
                    let upper = Int.random(in: lower...count, using: &random)
                    log.append("select \(lower)..<\(upper), delete")
                    _ = (remembering.select(lower..<upper), forgetful.select(lower..<upper))
                    results = (remembering.deleteBackward(), forgetful.deleteBackward())
                }
                #expect(results.0 == results.1, "\(id) after \(log)")
                #expect(remembering.value == forgetful.value, "\(id) after \(log)")
                if results.0 != results.1 { return }
            }
        }
    }

    @Test func fieldsSharingOneFormatTypedInTurnsKeepTheirOwnMemory() {
        let format = Format.phone
        var first = EditingState(formatter: format)
        var second = EditingState(formatter: format)
        let a = Array("+5541999998888").map(String.init)
        let b = Array("+442070313000").map(String.init)
        for index in 0..<max(a.count, b.count) {
            if index < a.count { first.insert(a[index]) }
            if index < b.count { second.insert(b[index]) }
        }
        #expect(first.text == "+55 41 99999-8888")
        #expect(first.value == "+5541999998888")
        #expect(first.isComplete)
        #expect(second.text == "+44 20 7031 3000")
        #expect(second.value == "+442070313000")
        #expect(second.isComplete)
    }

    @Test func aCopiedFieldTypesOnIndependently() {
        var field = EditingState(formatter: Format.phone)
        for key in "+1201" { field.insert(key) }
        var copy = field
        for key in "5550123" { field.insert(key) }
        for key in "4567890" { copy.insert(key) }
        #expect(field.text == "+1 201-555-0123")
        #expect(copy.text == "+1 201-456-7890")
        #expect(field.value == "+12015550123")
        #expect(copy.value == "+12014567890")
        // The template a new field starts from is untouched by both.
        var fresh = EditingState(formatter: Format.phone)
        let template = fresh
        for key in "+33" { fresh.insert(key) }
        var again = template
        var brandNew = EditingState(formatter: Format.phone)
        for key in "+4930123456" {
            #expect(again.insert(key) == brandNew.insert(key))
        }
    }

    @Test func oneFormatSharedByConcurrentFieldsTakesNoTurns() async {
        let format = Format.phone
        let numbers = ["+5541999998888", "+442070313000", "+12015550123", "+81312345678", "+4930123456", "+33142685300"]
        let texts = await withTaskGroup(of: (Int, String).self) { group in
            for task in 0..<24 {
                group.addTask {
                    var field = EditingState(formatter: format)
                    let number = numbers[task % numbers.count]
                    for _ in 0..<20 {
                        field.setText("")
                        for key in number { field.insert(key) }
                    }
                    return (task, field.value)
                }
            }
            var values: [Int: String] = [:]
            for await (task, value) in group { values[task] = value }
            return values
        }
        for (task, value) in texts {
            #expect(value == numbers[task % numbers.count], "task \(task)")
        }
        #expect(texts.count == 24)
    }
}
