import Keystroke
import Testing

/// Typing a separator the field already shows before the caret changes nothing and is not
/// refused; any other key that changes nothing still is.
@Suite struct SeparatorRetypedTests {
    @Test(arguments: [("cpf", "529.", "."), ("date", "31/", "/"), ("time", "12:", ":"), ("phone-br", "(41) ", " "),
                      ("cnpj", "11.222.333/", "/")])
    func aSeparatorAlreadyShownIsNoRefusal(id: String, typed: String, separator: String) throws {
        var field = EditingState(formatter: try Format(id: id))
        for key in typed where key.isNumber { field.insert(String(key)) }
        try #require(field.text == typed, "\(id): \(field.text)")
        let result = field.insert(separator)
        #expect(result.refusal == nil && result.dropped.isEmpty && !result.wasApplied)
        #expect(field.text == typed && field.caret == typed.count)
    }

    @Test func otherKeysThatChangeNothingAreStillRefused() throws {
        var full = EditingState(formatter: try Format(id: "date"))
        for key in "31121990" { full.insert(String(key)) }
        #expect(full.insert("0").refusal?.reason == .full)
        #expect(full.insert("/").refusal != nil)  // the character before the caret is a digit
        var cpf = EditingState(formatter: try Format(id: "cpf"))
        for key in "529" { cpf.insert(String(key)) }
        #expect(cpf.text == "529.")
        #expect(cpf.insert("-").refusal != nil)  // not the separator shown
    }
}
