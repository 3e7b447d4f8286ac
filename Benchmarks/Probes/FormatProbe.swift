// Instruction counts for issue 4's validation and typing figures, under callgrind (see
// format-callgrind.sh). Each case does what its FormatBenchmarks or EditingBenchmarks
// benchmark does, `rounds` times; the script subtracts a 1-round run to remove start-up costs.
import Keystroke

let which = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : ""
let rounds = CommandLine.arguments.count > 2 ? Int(CommandLine.arguments[2]) ?? 1 : 1
var total = 0

/// Reproducible random numbers (SplitMix64).
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// 1,000 valid 16-digit card numbers of the benchmark's brands.
func cardNumbers() -> [String] {
    var random = SplitMix(state: 1)
    let prefixes = ["4", "51", "2221", "6011", "3528", "5067", "6362970", "606282"]
    return (0..<1000).map { index in
        let prefix = prefixes[index % prefixes.count]
        let payload = prefix + String((prefix.count..<15).map { _ in Character(String(random.next() % 10)) })
        return payload + String(Luhn.checkDigit(for: payload) ?? 0)
    }
}

/// Validates each stored value `rounds` times, reading the value (and the text when asked).
func validate(_ format: some FieldFormat, _ values: [String], readingText: Bool = false) {
    for _ in 0..<rounds {
        for value in values {
            if let valid = try? format.validate(value) { total &+= readingText ? valid.text.utf8.count : valid.value.utf8.count }
        }
    }
}

/// Types `keys` into a fresh field `rounds` times, through the editing model or the format alone.
func type(_ id: String, _ keys: String, throughEditingState: Bool) {
    let format = try! Format(id: id)
    let strokes = keys.map { String($0) }
    let empty = EditingState(formatter: format)
    for _ in 0..<rounds {
        if throughEditingState {
            var field = empty
            for key in strokes { total &+= field.insert(key).caret }
        } else {
            var text = ""
            for key in strokes {
                text = format.apply(MaskInput(text: text + key, caret: text.count + 1, gravity: .forward(autocomplete: true))).text
            }
            total &+= text.utf8.count
        }
    }
}

/// Types `keys` `rounds` times through `applyJudging` alone: the layout and its verdict in one call,
/// which is how a format that judges every layout (`regex:`) lays a key out for the editing model.
func typeJudging(_ id: String, _ keys: String) {
    let format = try! Format(id: id)
    let strokes = keys.map { String($0) }
    for _ in 0..<rounds {
        var text = ""
        for key in strokes {
            text = format.applyJudging(MaskInput(text: text + key, caret: text.count + 1, gravity: .forward(autocomplete: true))).result.text
        }
        total &+= text.utf8.count
    }
}

/// Types `keys` `rounds` times through `applyInsertion` alone, each key at the end: what a format
/// that types by its own rule (`number:`, `percent:`, `amount:`) does for the editing model.
func typeByInsertion(_ id: String, _ keys: String) {
    let format = try! Format(id: id)
    let strokes = keys.map { String($0) }
    for _ in 0..<rounds {
        var text = ""
        var count = 0
        for key in strokes {
            let insertion = Insertion(inserted: key, range: count..<count, text: text, edited: text + key, isPaste: false)
            let laidOut = format.applyInsertion(insertion)!.result
            text = laidOut.text
            count = laidOut.text.count
        }
        total &+= text.utf8.count
    }
}

/// A key typed in the middle of a field holding `text`, then a Backspace, `rounds` times: the
/// editing model's splice and deletion walk, which typing at the end skips.
func typeAndBackspaceInTheMiddle(_ id: String, _ text: String, _ key: String) {
    var field = EditingState(formatter: try! Format(id: id), text: text, historyLimit: 0)
    let middle = field.text.count / 2
    for _ in 0..<rounds {
        field.moveCaret(to: middle)
        total &+= field.insert(key).caret
        total &+= field.deleteBackward().caret
    }
}

/// A key and a Backspace on a field holding `text`, `rounds` times: what a text field's
/// steady typing costs, as `EditingBenchmarks`' type+backspace cases measure it.
func typeAndBackspace(_ id: String, _ text: String, _ key: String) {
    var field = EditingState(formatter: try! Format(id: id), text: text, historyLimit: 0)
    for _ in 0..<rounds {
        total &+= field.insert(key).caret
        total &+= field.deleteBackward().caret
    }
}

/// A field holding `text` emptied by Backspace from the end, `rounds` times: every deletion
/// at the end, after separators too.
func eraseByBackspace(_ id: String, _ text: String) {
    let full = EditingState(formatter: try! Format(id: id), text: text, historyLimit: 0)
    for _ in 0..<rounds {
        var field = full
        while !field.text.isEmpty { total &+= field.deleteBackward().caret }
    }
}

var random = SplitMix(state: 3)
switch which {
case "card-validate": validate(CreditCardFormat(), cardNumbers())
case "card-first-use":
    // A process's first card number: the brand tables are built on the way.
    for _ in 0..<rounds where (try? CreditCardFormat().validate("4111 1111 1111 1111")) != nil { total &+= 1 }
case "card-validate-text": validate(CreditCardFormat(), cardNumbers(), readingText: true)
case "card-isvalid":
    let numbers = cardNumbers()
    for _ in 0..<rounds { for number in numbers where CreditCardFormat().isValid(number) { total &+= 1 } }
case "luhn":
    let numbers = cardNumbers()
    for _ in 0..<rounds { for number in numbers where Luhn.isValid(number) { total &+= 1 } }
case "cnpj-validate":
    validate(try! Format(id: "cnpj"), (0..<1000).map { CNPJ.random(alphanumeric: $0.isMultiple(of: 2), using: &random) })
case "cpf-validate": validate(try! Format(id: "cpf"), (0..<1000).map { _ in CPF.random(using: &random) })
case "cpf-validate-text": validate(try! Format(id: "cpf"), (0..<1000).map { _ in CPF.random(using: &random) }, readingText: true)
case "cnpj-validate-text":
    validate(try! Format(id: "cnpj"), (0..<1000).map { CNPJ.random(alphanumeric: $0.isMultiple(of: 2), using: &random) }, readingText: true)
case "edit-cpf": type("cpf", "52998224725", throughEditingState: true)
case "apply-cpf": type("cpf", "52998224725", throughEditingState: false)
case "edit-card": type("credit-card", "4111111111111111", throughEditingState: true)
case "apply-card": type("credit-card", "4111111111111111", throughEditingState: false)
// The formats whose strings are built by ASCIIWriter: typing, and validation of 1,000 values.
case "edit-cep": type("cep", "80010000", throughEditingState: true)
case "edit-phone-br": type("phone-br", "41999998888", throughEditingState: true)
case "apply-phone": type("phone", "+5541999998888", throughEditingState: false)
case "edit-phone": type("phone", "+5541999998888", throughEditingState: true)
case "apply-phone-memory":
    // The format's own as-you-type path, with a new typing memory for each number, as each
    // round of `edit-phone` types into a new field.
    let phone = PhoneFormat()
    let strokes = "+5541999998888".map { String($0) }
    for _ in 0..<rounds {
        var memory = phone.makeTypingState()
        var text = ""
        for key in strokes {
            text = phone.apply(
                MaskInput(text: text + key, caret: text.count + 1, gravity: .forward(autocomplete: true)), state: &memory
            ).text
        }
        total &+= text.utf8.count
    }
case "edit-postal-gb": type("postal-code:GB", "SW1A1AA", throughEditingState: true)
case "apply-postal-gb": type("postal-code:GB", "SW1A1AA", throughEditingState: false)
case "edit-iban": type("iban", "DE89370400440532013000", throughEditingState: true)
case "apply-iban": type("iban", "DE89370400440532013000", throughEditingState: false)
case "vat-validate":
    // As BankingAndTaxBenchmarks' validation: 1,000 stored numbers of twelve countries.
    let samples = ["DE914180630", "ATU86091390", "BE0068689064", "FRH0585417926", "ESX6342608J", "IT45773580183",
                   "NL721239535B16", "PL9825634807", "SE246518629001", "GB980780684", "CHE142549367MWST", "NO250302436MVA"]
    validate(Format.vat, (0..<1000).map { samples[$0 % samples.count] })
case "currency-validate-spaced":
    // A BRL amount as keyboards type it: an ASCII space where the layout has U+00A0.
    validate(try! Format(id: "currency:pt-BR:BRL"), (0..<1000).map { "R$ \($0 + 1).345,67" })
case "postal-validate":
    // As AddressBenchmarks' validation: 1,000 stored codes of eight countries.
    let samples = [("GB", "SW1A 1AA"), ("CA", "K1A 0B1"), ("NL", "1234 AB"), ("BR", "01310-100"),
                   ("US", "95014"), ("US", "22162-1010"), ("JP", "154-0023"), ("DE", "10115")]
    let formats = samples.map { (try! Format.postalCode(region: $0.0), $0.1) }
    for _ in 0..<rounds {
        for index in 0..<1000 {
            let (format, code) = formats[index % formats.count]
            if let valid = try? format.validate(code) { total &+= valid.value.utf8.count }
        }
    }
case "edit-phone-mixed":
    // `+` first, regions mixed: one fresh field per number, as a text field drives it.
    for number in ["+5541999998888", "+12015550123", "+442070313000", "+4915123456789", "+81312345678",
                   "+33142685300", "+390612345678", "+61412345678"] {
        type("phone", number, throughEditingState: true)
    }
case "edit-currency": type("currency:pt-BR:BRL", "123456789", throughEditingState: true)
case "edit-date": type("date", "24112026", throughEditingState: true)
case "apply-date": type("date", "24112026", throughEditingState: false)
case "edit-time": type("time:en-US", "0345p", throughEditingState: true)
case "apply-time": type("time:en-US", "0345p", throughEditingState: false)
case "edit-time-24": type("time:de-DE", "2359", throughEditingState: true)
case "edit-vat": type("vat", "BE0068689", throughEditingState: true)
case "apply-vat": type("vat", "BE0068689", throughEditingState: false)
case "cep-validate": validate(try! Format(id: "cep"), (0..<1000).map { String(10_000_000 + $0 * 89_989) }, readingText: true)
case "phone-br-validate":
    validate(try! Format(id: "phone-br"), (0..<1000).map { "4199\(String(1_000_000 + $0 * 8_999))" }, readingText: true)
case "date-validate":
    validate(try! Format(id: "date"), (0..<1000).map { "\(10 + $0 % 18)/\(10 + $0 % 3)/\(1950 + $0 % 60)" }, readingText: true)
case "currency-validate":
    validate(try! Format(id: "currency:pt-BR:BRL"), (0..<1000).map { "\($0 * 7_919).\(10 + $0 % 90)" }, readingText: true)
case "edit-expiry": type("card-expiry", "1228", throughEditingState: true)
case "edit-fiscal-code": type("fiscal-code", "RSSMRA85T10A562S", throughEditingState: true)
case "edit-email": type("email", "ana.souza@example.com", throughEditingState: true)
case "fiscal-code-validate":
    validate(try! Format(id: "fiscal-code"), (0..<1000).map { $0 % 2 == 0 ? "RSSMRA85T10A562S" : "rssmra85t10a562s" })
case "email-validate":
    validate(try! Format(id: "email"), (0..<1000).map { "user\($0)@example.com" })
case let name where name.split(separator: name.contains("\t") ? "\t" : "@", omittingEmptySubsequences: false).count == 3:
    // `edit@ID@KEYS` and `apply@ID@KEYS` (or with tabs, for keys holding `@`): any format typed
    // through the editing model or alone.
    let parts = name.split(separator: name.contains("\t") ? "\t" : "@", omittingEmptySubsequences: false).map(String.init)
    if parts[0] == "middle" {
        // `middle@ID@TEXT`: a digit typed in the middle of TEXT and deleted again.
        typeAndBackspaceInTheMiddle(parts[1], parts[2], "7")
        break
    }
    if parts[0] == "pair" {
        // `pair@ID@TEXT`: a digit typed after TEXT and deleted again.
        typeAndBackspace(parts[1], parts[2], "7")
        break
    }
    if parts[0] == "erase" {
        // `erase@ID@TEXT`: TEXT deleted by Backspace from the end.
        eraseByBackspace(parts[1], parts[2])
        break
    }
    if parts[0] == "insertion" {
        // `insertion@ID@KEYS`: typed through `applyInsertion` alone.
        typeByInsertion(parts[1], parts[2])
        break
    }
    if parts[0] == "judge" {
        // `judge@ID@KEYS`: typed through `applyJudging` alone.
        typeJudging(parts[1], parts[2])
        break
    }
    guard parts[0] == "edit" || parts[0] == "apply" else {
        fatalError("edit@ID@KEYS, apply@ID@KEYS, judge@ID@KEYS, insertion@ID@KEYS, pair@ID@TEXT, middle@ID@TEXT or erase@ID@TEXT")
    }
    type(parts[1], parts[2], throughEditingState: parts[0] == "edit")
default:
    print("""
        edit@ID@KEYS, apply@ID@KEYS, judge@ID@KEYS, insertion@ID@KEYS, pair@ID@TEXT, middle@ID@TEXT, erase@ID@TEXT, or the cases: card-validate card-validate-text card-isvalid luhn cnpj-validate cpf-validate edit-cpf apply-cpf \
        edit-card apply-card edit-cep edit-phone-br edit-phone apply-phone-memory edit-phone-mixed postal-validate vat-validate edit-postal-gb apply-postal-gb edit-iban apply-iban edit-currency edit-date cep-validate phone-br-validate \
        date-validate currency-validate edit-expiry edit-fiscal-code edit-email fiscal-code-validate email-validate
        """)
}
print(total)
