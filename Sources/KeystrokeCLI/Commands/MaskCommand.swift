import KeystrokeBatch
import ArgumentParser
import Keystroke

/// `keystroke mask 'MASK' TEXT`: applies an InputMask-notation mask to a text.
struct MaskCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mask",
        abstract: "Apply an InputMask-notation mask to a text.",
        discussion: """
            Prints the formatted text with the caret shown as `|`, the extracted value,
            whether the mask is complete, and the affinity (how well the text fits).
            Notation: [0] digit, [9] optional digit, [A] letter, [a] optional letter,
            [_] letter or digit, [-] optional letter or digit, {…} fixed characters
            that go into the value, other characters are separators.

            Exit status: 0, or 2 for bad usage or a mask that does not compile.

            Examples:
              $ keystroke mask '+7 ([000]) [000]-[00]-[00]' 9991234567
              +7 (999) 123-45-67|  value=9991234567  complete  affinity=2
              $ keystroke mask '[00]/[00]' 1 --autocomplete
              1|  value=1  incomplete  affinity=1
              $ keystroke mask '[00]/[00]' 0625 --json
              {"ok":true,"text":"06/25","caret":5,"value":"0625","complete":true,"affinity":3}
            """
    )

    @Argument(help: "The mask, e.g. '+1 ([000]) [000]-[0000]'.")
    var mask: String

    @Argument(help: "The text to format.")
    var text: String

    @Option(parsing: .unconditional, help: "The caret offset in characters (default: the end of TEXT).")
    var caret: Int?

    @Flag(help: "Backward caret gravity (as after a deletion).")
    var backward = false

    @Flag(help: "Forward gravity: append the separators that follow the caret at the end.")
    var autocomplete = false

    @Flag(help: "Backward gravity: remove the separators just before the caret.")
    var autoskip = false

    @Option(name: .customLong("affine"), help: "An alternative mask; repeat for several. The best fit wins.")
    var affine: [String] = []

    @Flag(name: .customLong("rtl"), help: "Apply the mask from the end of the text.")
    var rightToLeft = false

    @Flag(help: "Print a JSON object, as `batch` does.")
    var json = false

    func validate() throws {
        if autocomplete && backward { throw ArgumentParser.ValidationError("--autocomplete goes with forward gravity, not --backward.") }
        if autoskip && !backward { throw ArgumentParser.ValidationError("--autoskip goes with --backward.") }
        if let caret, caret < 0 { throw ArgumentParser.ValidationError("--caret must be 0 or more.") }
    }

    func run() throws {
        let request = MaskRequest(mask: mask, affine: affine, rightToLeft: rightToLeft)
        let formatter: any InputFormatter
        do {
            formatter = try request.formatter()
        } catch {
            throw Diagnostics.failure(error.message)
        }
        let gravity: CaretGravity = backward ? .backward(autoskip: autoskip) : .forward(autocomplete: autocomplete)
        let result = formatter.apply(MaskInput(text: text, caret: caret, gravity: gravity))
        let output = ByteWriter(descriptor: Platform.standardOutput)
        if json {
            output.writeMaskResult(result)
        } else {
            output.append(text: "\(TextWithCaret(result.text, caret: result.caret))  value=\(result.value)  ")
            output.append(text: "\(result.isComplete ? "complete" : "incomplete")  affinity=\(result.affinity)\n")
        }
        try output.flush()
    }
}
