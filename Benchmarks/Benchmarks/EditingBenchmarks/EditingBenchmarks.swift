import Benchmark
import Foundation
import Keystroke

/// One iteration types "41999998888" (11 keys) into a fresh field, so figures
/// per keystroke are the iteration's divided by 11.
let benchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .instructions, .mallocCountTotal],
        scalingFactor: .kilo
    )
    let keys = "41999998888".map { String($0) }

    // The mask alone with the caret at the end: the floor the editing model adds to.
    Benchmark("Editing.baseline.maskApply.11keys", configuration: configuration) { benchmark in
        let mask = try Mask("([00]) [00000]-[0000]")
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            var text = ""
            var caret = 0
            for key in keys {
                text += key
                let result = mask.apply(MaskInput(text: text, caret: caret + 1, gravity: .forward(autocomplete: true)))
                text = result.text
                caret = result.caret
            }
            blackHole(text)
        }
    }

    Benchmark("EditingState.insert.11keys", configuration: configuration) { benchmark in
        let empty = EditingState(formatter: try Mask("([00]) [00000]-[0000]"))
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            var field = empty
            for key in keys { blackHole(field.insert(key)) }
        }
    }

    // The same keys as a UITextField delegate reports them: an NSRange at the UTF-16
    // caret, and the UTF-16 selection read back to place the control's caret.
    Benchmark("EditingState.replaceCharacters.utf16.11keys", configuration: configuration) { benchmark in
        let empty = EditingState(formatter: try Mask("([00]) [00000]-[0000]"))
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            var field = empty
            for key in keys {
                let result = field.replaceCharacters(in: NSRange(location: field.utf16Caret, length: 0), with: key)
                blackHole(result.utf16Selection)
            }
        }
    }

    // Non-ASCII text, where offsets are converted by walking Characters: one key at the
    // end of 1,000 Characters of accented letters and emoji, by Character offset and by UTF-16.
    let longText = String(repeating: "José 🇧🇷 ", count: 125)
    Benchmark("EditingState.insert.nonASCII1000", configuration: configuration) { benchmark in
        let full = EditingState(formatter: try Format(id: "optional"), text: longText)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            var field = full
            blackHole(field.insert("a"))
        }
    }

    Benchmark("EditingState.replaceCharacters.utf16.nonASCII1000", configuration: configuration) { benchmark in
        let full = EditingState(formatter: try Format(id: "optional"), text: longText)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            var field = full
            let result = field.replaceCharacters(in: NSRange(location: field.utf16Caret, length: 0), with: "a")
            blackHole(result.utf16Selection)
        }
    }

    Benchmark("EditingState.deleteBackward.afterSeparator", configuration: configuration) { benchmark in
        let full = EditingState(formatter: try Mask("([00]) [00000]-[0000]"), text: "41999998888")
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            var field = full
            field.moveCaret(to: 11)
            blackHole(field.deleteBackward())
        }
    }

    // Field formats typed through the editing model: the formatter's keystroke plus the
    // model's bookkeeping (history snapshot, result, Character counts, refusal checks).
    for (id, value) in [("cpf", "52998224725"), ("credit-card", "4111111111111111")] {
        Benchmark("EditingState.insert.format.\(id).\(value.count)keys", configuration: configuration) { benchmark in
            let empty = EditingState(formatter: try Format(id: id))
            let strokes = value.map { String($0) }
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                var field = empty
                for key in strokes { blackHole(field.insert(key)) }
            }
        }
    }

    Benchmark("EditingState.insert.regexFilter.email", configuration: configuration) { benchmark in
        let email = try RegexFilter(#"[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}"#)
        let empty = EditingState(formatter: email)
        let address = "ab@example.com".map { String($0) }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            var field = empty
            for key in address { blackHole(field.insert(key)) }
        }
    }

    // 10 MB of digits pasted into an endless mask and into a full-length one.
    for (name, format) in [("endlessDigits", "[0…]"), ("phoneMask", "([00]) [00000]-[0000]")] {
        Benchmark(
            "EditingState.paste.10MB.\(name)",
            configuration: .init(metrics: [.wallClock, .mallocCountTotal], maxIterations: 5)
        ) { benchmark in
            let digits = String(repeating: "0123456789", count: 1_000_000)
            let empty = EditingState(formatter: try Mask(format))
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                var field = empty
                blackHole(field.paste(digits))
            }
        }
    }
}
