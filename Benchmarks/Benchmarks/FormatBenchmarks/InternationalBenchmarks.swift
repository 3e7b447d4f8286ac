import Benchmark
import Foundation
import Keystroke

// Typing and validating the international formats.
// Typing: one iteration types a whole value key by key: each keystroke is the
// formatter's `apply` on the text the previous keystroke left plus the new key
// (the inputs are prepared first, so only the formatter is timed); divide by
// the keystrokes named in the benchmark's name for the cost of one.
// Validating: one iteration validates 1,000 stored values (generated valid ones).

/// The inputs a user typing `keys` one at a time hands the formatter.
private func keystrokes(_ keys: String, into format: some InputFormatter) -> [MaskInput] {
    var inputs: [MaskInput] = []
    var text = ""
    for key in keys {
        text.append(key)
        let input = MaskInput(text: text, caret: text.count, gravity: .forward(autocomplete: false))
        inputs.append(input)
        text = format.apply(input).text
    }
    return inputs
}

/// Reproducible pseudo-random digits and picks (a linear congruential sequence).
private struct DigitSequence {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }
    mutating func digits(_ count: Int) -> String {
        String((0..<count).map { _ in Character(String(next(10))) })
    }
}

/// 1,000 valid 16-digit card numbers of mixed brands.
private func cardNumbers() -> [String] {
    var random = DigitSequence(state: 1)
    let prefixes = ["4", "51", "2221", "6011", "3528", "5067", "6362970", "606282"]
    return (0..<1000).map { index in
        let prefix = prefixes[index % prefixes.count]
        let payload = prefix + random.digits(15 - prefix.count)
        return payload + String(Luhn.checkDigit(for: payload) ?? 0)
    }
}

/// 1,000 valid codici fiscali.
private func fiscalCodes() -> [String] {
    var random = DigitSequence(state: 2)
    let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ"), months = Array("ABCDEHLMPRST")
    return (0..<1000).map { _ in
        var code = String((0..<6).map { _ in letters[random.next(26)] })
        code += random.digits(2)
        code.append(months[random.next(12)])
        code += String(1 + random.next(28) + 40 * random.next(2)).leftPadded()
        code.append(letters[random.next(26)])
        code += random.digits(3)
        code.append(FiscalCode.checkCharacter(for: code) ?? "?")
        return code
    }
}

private extension String {
    func leftPadded() -> String { count == 1 ? "0" + self : self }
}

/// Benchmarks of the international formats.
func internationalBenchmarks() {
    let fast = Benchmark.Configuration.storedValues
    // A thousand typed values per sample, as in the Brazilian benchmarks: with one, the harness's
    // own per-sample work (16 mallocs) was counted against a 3-key value.
    let typingConfiguration = Benchmark.Configuration(
        metrics: [.wallClock, .throughput, .mallocCountTotal, .instructions],
        warmupIterations: 10, scalingFactor: .kilo, maxDuration: .seconds(2), maxIterations: 1_000)

    let typing: [(String, any InputFormatter, String)] = [
        ("credit-card", CreditCardFormat(), "4111111111111111"),
        ("credit-card amex", CreditCardFormat(), "378282246310005"),
        ("fiscal-code", FiscalCodeFormat(), "rssmra85t10a562s"),
        ("phone", PhoneFormat(), "+5541999998888"),
        ("card-expiry", CardExpiryFormat(), "1229"),
        ("cvv", CVVFormat(), "123"),
        ("email", EmailFormat(), "ana.maria@example.com"),
    ]
    for (name, format, keys) in typing {
        Benchmark("Format.international.typing \(name) (\(keys.count) keys)", configuration: typingConfiguration) { benchmark in
            let inputs = keystrokes(keys, into: format)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                for input in inputs { blackHole(format.apply(input)) }
            }
        }
    }

    // `phone` as a field types it: with a typing memory (one per typed value, as a new field
    // has), so that a digit typed at the end is the only one read. The entry above reads the
    // whole text at every key, as `apply` alone does.
    Benchmark("Format.international.typing phone with memory (14 keys)", configuration: typingConfiguration) { benchmark in
        let phone = PhoneFormat()
        let inputs = keystrokes("+5541999998888", into: phone)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            var memory = phone.makeTypingState()
            for input in inputs { blackHole(phone.apply(input, state: &memory)) }
        }
    }

    Benchmark("Format.international.validate credit-card (1000 values)", configuration: fast) { benchmark in
        let card = CreditCardFormat()
        let numbers = cardNumbers()
        precondition(numbers.allSatisfy { (try? card.validate($0)) != nil })
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            for number in numbers { blackHole(try? card.validate(number)) }
        }
    }

    // The display text of a validated card is laid out when read: this one reads it too.
    Benchmark("Format.international.validate+text credit-card (1000 values)", configuration: fast) { benchmark in
        let card = CreditCardFormat()
        let numbers = cardNumbers()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            for number in numbers { blackHole(try? card.validate(number).text) }
        }
    }

    Benchmark("Format.international.isValid credit-card (1000 values)", configuration: fast) { benchmark in
        let card = CreditCardFormat()
        let numbers = cardNumbers()
        precondition(numbers.allSatisfy { card.isValid($0) })
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            for number in numbers { blackHole(card.isValid(number)) }
        }
    }

    Benchmark("Format.international.validate fiscal-code (1000 values)", configuration: fast) { benchmark in
        let format = FiscalCodeFormat()
        let codes = fiscalCodes()
        precondition(codes.allSatisfy { (try? format.validate($0)) != nil })
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            for code in codes { blackHole(try? format.validate(code)) }
        }
    }

    Benchmark("Format.international.isValid fiscal-code (1000 values)", configuration: fast) { benchmark in
        let codes = fiscalCodes()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            for code in codes { blackHole(FiscalCode.isValid(code)) }
        }
    }

    Benchmark("Format.international.Luhn.isValid (1000 values)", configuration: fast) { benchmark in
        let numbers = cardNumbers()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            for number in numbers { blackHole(Luhn.isValid(number)) }
        }
    }
}
