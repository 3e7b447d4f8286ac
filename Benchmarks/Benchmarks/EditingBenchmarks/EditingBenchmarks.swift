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
    // model's bookkeeping (history snapshot, result, Character counts, refusal checks). Every
    // kind of built-in format, as `Probes/typing-ratios.sh` counts them (issue 24's 300 ns a
    // key; `phone`, typed with `+` first, 400 ns).
    let typed: [(String, String)] = [
        ("cpf", "52998224725"), ("cnpj", "12abc34501de35"), ("cep", "80010000"), ("phone-br", "41999998888"),
        ("phone", "+5541999998888"), ("credit-card", "4111111111111111"), ("card-expiry", "1228"), ("cvv", "123"),
        ("fiscal-code", "RSSMRA85T10A562S"), ("email", "ana.souza@example.com"), ("iban", "DE89370400440532013000"),
        ("bic", "DEUTDEFF500"), ("vat", "BE0068689"), ("vat:DE", "136695976"), ("postal-code:GB", "SW1A1AA"),
        ("postal-code:US", "950141234"), ("postal-code:BR", "01310100"), ("date", "24112026"),
        ("date:locale=de-DE", "31051990"), ("date:locale=en-US", "05311990"), ("date:locale=ja", "19900531"),
        ("date:MM/yyyy", "122030"), ("time:en-US", "0345p"), ("time:de-DE", "2359"),
        ("currency:pt-BR:BRL", "123456789"), ("currency:en-US:USD", "123456"), ("number:en-US", "1234567.25"),
        ("percent:de-DE", "12,5"), ("amount:en-US:USD", "1234.5"), ("name", "Ana Maria"), ("username", "ana_maria"),
        ("password", "s3cret-Pass"), ("pin4", "1234"), ("letters", "abcdef"), ("numbers", "123456"),
        ("regex:[0-9]{3}-[0-9]{2}", "123-45"),
    ]
    for (id, value) in typed {
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
