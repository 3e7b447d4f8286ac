// Instruction counts for the free-form numbers' keystroke and validation figures, under callgrind
// (see number-callgrind.sh). Each case does what its NumberBenchmarks benchmark does (one key
// handed over by `applyInsertion`, one `apply` after a deletion, or one `validate`), `rounds`
// times; the script subtracts a 1-round run to remove start-up costs.
import Keystroke

let which = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : ""
let rounds = CommandLine.arguments.count > 2 ? Int(CommandLine.arguments[2]) ?? 1 : 1
var total = 0

/// The keystroke cases: a format id, the text before the key, the key and its Character offset
/// (the end when nil), handed over as the editing model does (`applyInsertion`).
let keystrokes: [String: (String, String, String, Int?)] = [
    "number-de-DE-key": ("number:de-DE:min=-1000000000", "-1.234.567,8", "9", nil),
    "number-en-IN-key": ("number:en-IN", "12,34,567", "8", nil),
    "number-en-US-key": ("number:en-US", "1,234,567.2", "5", nil),
    "number-ar-EG-key": ("number:ar-EG", "\u{661}\u{66C}\u{662}\u{663}\u{664}", "5", nil),
    "number-hi-IN-key": ("number:hi-IN", "12,34,567", "8", nil),
    "percent-fr-FR-key": ("percent:fr-FR", "12,5\u{A0}%", "6", 4),
    "percent-de-DE-key": ("percent:de-DE", "1.234\u{A0}%", "5", 5),
    "amount-pt-BR-key": ("amount:pt-BR:BRL", "R$\u{A0}1.234,5", "6", nil),
    "amount-hi-IN-key": ("amount:hi-IN:INR", "₹12,34,567.5", "6", nil),
    "amount-de-DE-key": ("amount:de-DE:EUR", "1.234\u{A0}€", "5", 5),
]

/// The deletion cases: a format id and the text and caret `apply` gets after the deletion.
let deletions: [String: (String, MaskInput)] = [
    "number-de-DE-backspace": ("number:de-DE", MaskInput(text: "1234.567", caret: 4, gravity: .backward(autoskip: false))),
]

/// The validation cases: a format id and the text validated.
let validations: [String: (String, String)] = [
    "number-de-DE-stored": ("number:de-DE", "1234567.89"),
    "number-en-US-stored": ("number:en-US", "1234567.89"),
    "number-ar-EG-stored": ("number:ar-EG", "1234567.89"),
    "number-hi-IN-stored": ("number:hi-IN", "1234567.89"),
    "percent-fr-FR-stored": ("percent:fr-FR", "12.5"),
    "amount-pt-BR-stored": ("amount:pt-BR:BRL", "1234.56"),
    "amount-hi-IN-stored": ("amount:hi-IN:INR", "1234567.5"),
    "number-de-DE-text": ("number:de-DE", "1.234.567,89"),
    "amount-pt-BR-text": ("amount:pt-BR:BRL", "R$\u{A0}1.234,56"),
    // As keyboards type them: an ASCII space where the layout has U+00A0 or U+202F.
    "amount-pt-BR-spaced": ("amount:pt-BR:BRL", "R$ 12.345,67"),
    "number-fr-FR-spaced": ("number:fr-FR", "1 234 567,89"),
    "percent-de-DE-spaced": ("percent:de-DE", "12,5 %"),
]

if let (id, text, key, offset) = keystrokes[which] {
    let format = try! Format(id: id)
    let at = offset ?? text.count
    let index = text.index(text.startIndex, offsetBy: at)
    let insertion = Insertion(inserted: key, range: at..<at, text: text, edited: String(text[..<index]) + key + String(text[index...]), isPaste: false)
    for _ in 0..<rounds { total &+= format.applyInsertion(insertion)!.result.caret }
} else if let (id, input) = deletions[which] {
    let format = try! Format(id: id)
    for _ in 0..<rounds { total &+= format.apply(input).caret }
} else if let (id, text) = validations[which] {
    let format = try! Format(id: id)
    for _ in 0..<rounds { if let valid = try? format.validate(text) { total &+= valid.value.utf8.count } }
} else {
    print("cases: " + (keystrokes.keys.sorted() + deletions.keys.sorted() + validations.keys.sorted()).joined(separator: " "))
}
if total == 42 { print(total) }
