import Benchmark
import Keystroke

/// Benchmarks of the free-form numbers: one keystroke each (the key as the editing model hands it
/// over, `applyInsertion`), and validating a stored value or the field's text.
func numberBenchmarks() {
    let metrics = Benchmark.Configuration(metrics: [.wallClock, .instructions, .mallocCountTotal], scalingFactor: .kilo)

    // A fraction digit typed at the end of a grouped de-DE number (the keystroke path: the text
    // before the key is checked against its rendering, then the key is applied).
    oneNumberKey("Format.number.de-DE.keystroke", configuration: metrics, "number:de-DE:min=-1000000000", "-1.234.567,8", "9")

    // A digit into Indian 3;2 grouping, where a separator moves.
    oneNumberKey("Format.number.en-IN.keystroke", configuration: metrics, "number:en-IN", "12,34,567", "8")

    // A digit typed before a percent suffix (the caret before "\u{A0}%").
    oneNumberKey("Format.percent.fr-FR.keystroke", configuration: metrics, "percent:fr-FR", "12,5\u{A0}%", "6", at: 4)

    // A cent typed into a pt-BR amount.
    oneNumberKey("Format.amount.pt-BR.keystroke", configuration: metrics, "amount:pt-BR:BRL", "R$\u{A0}1.234,5", "6")

    // Other locales: en-US grouping, Arabic-Indic digits (ar-EG), an Indian-grouped amount (hi-IN).
    oneNumberKey("Format.number.en-US.keystroke", configuration: metrics, "number:en-US", "1,234,567.2", "5")
    oneNumberKey("Format.number.ar-EG.keystroke", configuration: metrics, "number:ar-EG", "\u{661}\u{66C}\u{662}\u{663}\u{664}", "5")
    oneNumberKey("Format.amount.hi-IN.keystroke", configuration: metrics, "amount:hi-IN:INR", "₹12,34,567.5", "6")

    // Backspace after a separator removed it: the text is read leniently.
    oneKeystroke("Format.number.de-DE.backspace", configuration: metrics) {
        (try Format(id: "number:de-DE"), MaskInput(text: "1234.567", caret: 4, gravity: .backward(autoskip: false)))
    }

    // Backspace as the number's own deletion: the digit before a group separator, laid out again.
    Benchmark("Format.number.de-DE.applyDeletion", configuration: metrics) { (benchmark, format: Format) in
        for _ in benchmark.scaledIterations {
            blackHole(format.applyDeletion(.backward(caret: 2), to: "1.234.567"))
        }
    } setup: {
        try Format(id: "number:de-DE")
    }

    typeAndBackspace("EditingState.number.de-DE.type+backspace", formatID: "number:de-DE", text: "1234567",
                     configuration: metrics)

    // Validating a stored (ASCII) value and the field's own text.
    for (name, id, text) in [
        ("Format.number.de-DE.validateStored", "number:de-DE", "1234567.89"),
        ("Format.number.de-DE.validateText", "number:de-DE", "1.234.567,89"),
        ("Format.amount.pt-BR.validateText", "amount:pt-BR:BRL", "R$\u{A0}1.234,56"),
        ("Format.percent.fr-FR.validateStored", "percent:fr-FR", "12.5"),
        ("Format.number.en-US.validateStored", "number:en-US", "1234567.89"),
        ("Format.number.ar-EG.validateStored", "number:ar-EG", "1234567.89"),
        ("Format.amount.pt-BR.validateStored", "amount:pt-BR:BRL", "1234.56"),
        ("Format.amount.hi-IN.validateStored", "amount:hi-IN:INR", "1234567.50"),
    ] {
        Benchmark(name, configuration: metrics) { benchmark, format in
            for _ in benchmark.scaledIterations {
                blackHole(try? format.validate(text))
            }
        } setup: {
            try Format(id: id)
        }
    }
}

/// One key typed into a number field as the editing model hands it over (`applyInsertion`): `key`
/// at Character offset `offset` of `text` (its end by default).
func oneNumberKey(_ name: String, configuration: Benchmark.Configuration, _ id: String, _ text: String, _ key: String, at offset: Int? = nil) {
    Benchmark(name, configuration: configuration) { (benchmark, prepared: (Format, Insertion)) in
        let (format, insertion) = prepared
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(format.applyInsertion(insertion))
        }
    } setup: {
        let at = offset ?? text.count
        let index = text.index(text.startIndex, offsetBy: at)
        let edited = String(text[..<index]) + key + String(text[index...])
        return (try Format(id: id), Insertion(inserted: key, range: at..<at, text: text, edited: edited, isPaste: false))
    }
}
