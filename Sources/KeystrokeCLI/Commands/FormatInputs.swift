import ArgumentParser

/// The arguments `format` and `validate` share: a format id, values, and `--json`.
struct FormatInputs: ParsableArguments {
    @Argument(help: "A format id such as cpf, phone-br, email, credit-card or currency:pt-BR:BRL.")
    var format: String

    @Argument(help: "The values, raw or formatted.")
    var inputs: [String]

    @Flag(help: "Print one JSON object per input, in the shape `batch` uses.")
    var json = false
}
