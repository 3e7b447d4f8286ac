import Benchmark
import Keystroke

// Validating stored IBANs, BICs and VAT numbers (valid ones, in their stored electronic form),
// and a keystroke through the editing model, as the other formats' type+backspace
// (StoredValues.swift).

/// 1,000 valid IBANs of a few countries, with their national check digits where checked.
private func ibans() -> [String] {
    thousand(of: [
        "DE89370400440532013000", "GB29NWBK60161331926819", "FR1420041010050500013M02606",
        "ES9121000418450200051332", "IT60X0542811101000000123456", "NL91ABNA0417164300",
        "BE68539007547034", "PL61109010140000071219812874",
    ])
}

/// 1,000 valid VAT numbers with their prefixes, of every kind of rule.
private func vatNumbers() -> [String] {
    thousand(of: [
        "DE914180630", "ATU86091390", "BE0068689064", "FRH0585417926", "ESX6342608J", "IT45773580183",
        "NL721239535B16", "PL9825634807", "SE246518629001", "GB980780684", "CHE142549367MWST", "NO250302436MVA",
    ])
}

/// Benchmarks of the banking and tax formats.
func bankingAndTaxBenchmarks() {
    let stored: [(String, Format, [String])] = [
        ("iban", .iban, ibans()), ("vat", .vat, vatNumbers()),
        ("bic", .bic, thousand(of: ["DEUTDEFF", "NWBKGB2L", "BNPAFRPPXXX", "UNCRITMM"])),
    ]
    for (name, format, values) in stored {
        Benchmark("Format.banking.validate \(name) (1000 values)", configuration: .storedValues) { benchmark in
            precondition(values.allSatisfy { (try? format.validate($0)) != nil })
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                for value in values { blackHole(try? format.validate(value)) }
            }
        }
    }

    typeAndBackspace("EditingState.iban.type+backspace", formatID: "iban", text: "DE89 3704 0044 05", configuration: .typeAndBackspace)
    typeAndBackspace("EditingState.vat.type+backspace", formatID: "vat", text: "BE 0068.689", configuration: .typeAndBackspace)
    typeAndBackspace("EditingState.vat-de.type+backspace", formatID: "vat:DE", text: "91418", configuration: .typeAndBackspace)
}
