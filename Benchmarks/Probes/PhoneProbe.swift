// Callgrind probe for `phone`: types every number of a list digit by digit (`type`) or validates
// each (`validate`), after a warm-up that loads and compiles what the loop will use, so that
// `--toggle-collect='*measuredLoop*'` counts the steady state. See phone-callgrind.sh.
#if canImport(Glibc)
import Glibc
#endif
import Keystroke

let arguments = CommandLine.arguments
guard arguments.count == 3, let rounds = Int(arguments[2]) else {
    print("usage: probe type|validate ROUNDS < NUMBERS")
    exit(2)
}
let typing = arguments[1] == "type"
// One number a line on standard input.
var numbers: [String] = []
while let line = readLine(), !line.isEmpty { numbers.append(line) }
let phone = PhoneFormat()
var sink = 0

/// One typing memory for the typing loop, as a field keeps one: each new number clears it.
var memory = phone.makeTypingState()

@inline(never) func measuredLoop(_ rounds: Int) {
    for _ in 0..<rounds {
        for number in numbers {
            if typing {
                var text = ""
                for digit in number {
                    text.append(digit)
                    let input = MaskInput(text: text, caret: text.count, gravity: .forward(autocomplete: true))
                    text = phone.apply(input, state: &memory).text
                }
                sink &+= text.utf8.count
            } else if (try? phone.validate("+" + number)) != nil {
                sink &+= 1
            }
        }
    }
}

measuredLoop(1)
measuredLoop(rounds)
print(sink)
