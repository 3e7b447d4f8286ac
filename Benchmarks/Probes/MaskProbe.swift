// Instruction counts for issue 3's keystroke target, under callgrind (see mask-callgrind.sh).
// Does exactly what the MaskBenchmarks "Mask.typing phone-br 11 keys" benchmark does,
// `rounds` times; the script subtracts a 1-round run to remove start-up costs.
import Keystroke

let rounds = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 1 : 1
let mask = try Mask("([00]) [00000]-[0000]")
let keys = "41999998888".map { String($0) }
var total = 0
for _ in 0..<rounds {
    var text = ""
    var caret = 0
    for key in keys {
        let result = mask.apply(MaskInput(text: text + key, caret: caret + 1, gravity: .forward(autocomplete: true)))
        text = result.text
        caret = result.caret
    }
    total &+= text.utf8.count
}
print(total)
