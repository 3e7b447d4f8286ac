// Instructions and mallocs per validation for issue 5's form target, under callgrind (see form-callgrind.sh).
// Validates the FormBenchmarks form (LargeForm.swift, compiled in) `rounds` times;
// the script subtracts a 1-round run to remove start-up costs.
import KeystrokeForms

@main
enum FormProbe {
    static func main() throws {
        let rounds = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 1 : 1
        let form = try LargeForm.make()
        var total = 0
        for _ in 0..<rounds {
            if case .object(let members) = try form.validate() { total &+= members.count }
        }
        print(total)
    }
}
