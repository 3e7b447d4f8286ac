import Benchmark
import Keystroke

/// Benchmarks of the currency, date and password formats: one keystroke each,
/// measured as the `apply` that follows it (text after the edit → new text).
func moneyAndDateBenchmarks() {
    let keystroke = Benchmark.Configuration(metrics: [.wallClock, .instructions, .mallocCountTotal], scalingFactor: .kilo)

    // Typing "123456" into an empty pt-BR field: R$ 0,01 … R$ 1.234,56, six keystrokes per iteration.
    Benchmark("Format.currency.pt-BR.type6", configuration: keystroke) { benchmark, format in
        let start = format.apply(MaskInput(text: "")).text
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            var text = start
            for key in ["1", "2", "3", "4", "5", "6"] {
                text = format.apply(MaskInput(text: text + key)).text
            }
            blackHole(text)
        }
    } setup: {
        try CurrencyFormat(locale: "pt-BR", currencyCode: "BRL")
    }

    // One keystroke into a long Indian-grouped amount in hi-IN (3;2 grouping).
    oneKeystroke("Format.currency.hi-IN.keystroke", configuration: keystroke) {
        let format = try CurrencyFormat(locale: "hi-IN", currencyCode: "INR")
        return (format, MaskInput(text: format.layOut("1234567.89") + "1"))
    }

    // Backspace after the euro sign in de-DE: the cash register deletes the digit before it itself.
    Benchmark("Format.currency.de-DE.backspaceSymbol", configuration: keystroke) { (benchmark, input: (CurrencyFormat, String)) in
        let (format, text) = input
        let caret = text.count
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(format.applyDeletion(.backward(caret: caret), to: text))
        }
    } setup: {
        let format = try CurrencyFormat(locale: "de-DE", currencyCode: "EUR")
        return (format, format.layOut("1234.56"))
    }

    typeAndBackspace("EditingState.currency.de-DE.type+backspace", formatID: "currency:de-DE:EUR", text: "123456",
                     configuration: keystroke)

    // Making a format: resolving the locale's CLDR layout from the shipped data (index built once, before).
    Benchmark("Format.currency.create", configuration: .init(metrics: [.wallClock, .mallocCountTotal])) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try? CurrencyFormat(locale: "de-CH", currencyCode: "CHF"))
        }
    } setup: {
        _ = try? CurrencyFormat(locale: "pt-BR", currencyCode: "BRL")
    }

    // Typing "31051990" into dd/MM/yyyy, eight keystrokes per iteration.
    Benchmark("Format.date.type8", configuration: keystroke) { benchmark, format in
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            var text = ""
            for key in ["3", "1", "0", "5", "1", "9", "9", "0"] {
                text = format.apply(MaskInput(text: text + key)).text
            }
            blackHole(text)
        }
    } setup: {
        try DateFormat()
    }

    // The same eight keys through the field model, with the date's impossible-key check on each.
    Benchmark("EditingState.date.type8", configuration: keystroke) { (benchmark, format: Format) in
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            var field = EditingState(formatter: format)
            for key: Character in ["3", "1", "0", "5", "1", "9", "9", "0"] { field.insert(key) }
            blackHole(field.text)
        }
    } setup: {
        try Format(id: "date")
    }

    // A locale's date and time typed key by key through the field model: de-DE `31.05.1990`
    // (the CLDR short date widened) and en-US `03:45 PM` (the marker typed by its first letter).
    for (name, id, keys) in [("date.de-DE.type8", "date:locale=de-DE", "31051990"), ("time.en-US.type5", "time:en-US", "0345p"),
                             ("time.de-DE.type4", "time:de-DE", "2359")] {
        Benchmark("EditingState.\(name)", configuration: keystroke) { (benchmark, format: Format) in
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                var field = EditingState(formatter: format)
                for key in keys { field.insert(key) }
                blackHole(field.value)
            }
        } setup: {
            try Format(id: id)
        }
    }

    Benchmark("Format.date.validate", configuration: keystroke) { benchmark, format in
        for _ in benchmark.scaledIterations {
            blackHole(try? format.validate("31/05/1990"))
        }
    } setup: {
        try DateFormat(minimumAge: 18, today: { GregorianDate(year: 2026, month: 11, day: 21)! })
    }

    oneKeystroke("Format.password.keystroke", configuration: keystroke) {
        (try PasswordFormat(), MaskInput(text: "Secret#4"))
    }
}

/// A digit and a Backspace through the field model, as a text field drives them: two keystrokes
/// per iteration, on a field with no undo history.
func typeAndBackspace(_ name: String, formatID: String, text: String, configuration: Benchmark.Configuration) {
    Benchmark(name, configuration: configuration) { (benchmark, start: EditingState) in
        var field = start
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            field.insert("7")
            blackHole(field.deleteBackward())
        }
    } setup: {
        EditingState(formatter: try Format(id: formatID), text: text, historyLimit: 0)
    }
}

/// A benchmark of one `apply`: the formatter and its input are made in setup.
func oneKeystroke(_ name: String, configuration: Benchmark.Configuration,
                          setup: @escaping @Sendable () throws -> (any FieldFormat, MaskInput)) {
    Benchmark(name, configuration: configuration) { benchmark, prepared in
        let (format, input) = prepared
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(format.apply(input))
        }
    } setup: {
        try setup()
    }
}
