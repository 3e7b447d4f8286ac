import Testing
@testable import Keystroke

/// A validated card number or CNPJ lays its display text out when read; it must behave
/// exactly as a value holding both strings.
@Suite struct ValidatedValueTests {
    @Test func laidOutTextEqualsTheStoredForm() throws {
        let card = try CreditCardFormat().validate("4111111111111111")
        let stored = ValidatedValue(text: "4111 1111 1111 1111", value: "4111111111111111")
        #expect(card.text == "4111 1111 1111 1111")
        #expect(card == stored)
        #expect(stored == card)
        #expect(Set([card, stored]).count == 1)
        #expect(card.hashValue == stored.hashValue)
        #expect(card != ValidatedValue(text: "4111111111111111", value: "4111111111111111"))
        #expect(card != ValidatedValue(text: "4111 1111 1111 1111", value: "4111 1111 1111 1111"))

        let cnpj = try CNPJFormat().validate("12abc34501de35")
        #expect(cnpj == ValidatedValue(text: "12.ABC.345/01DE-35", value: "12ABC34501DE35"))
        #expect(cnpj.description == #"ValidatedValue(text: "12.ABC.345/01DE-35", value: "12ABC34501DE35")"#)
        let children = Mirror(reflecting: cnpj).children.map { "\($0.label ?? ""): \($0.value)" }
        #expect(children == ["text: 12.ABC.345/01DE-35", "value: 12ABC34501DE35"])
    }

    /// Changing the value keeps the text it had; changing the text keeps the value.
    @Test func mutationKeepsTheOtherForm() throws {
        var card = try CreditCardFormat().validate("378282246310005")
        card.value = "X"
        #expect(card.text == "3782 822463 10005")
        #expect(card.value == "X")
        var other = try CreditCardFormat().validate("378282246310005")
        other.text = "shown"
        #expect(other.text == "shown")
        #expect(other.value == "378282246310005")
        #expect(other != (try CreditCardFormat().validate("378282246310005")))
    }

    /// Separators at or past the end are left out; one at offset 0 leads.
    @Test func separatorMarks() {
        let fours = SeparatorMarks((4, " "), (8, " "), (12, " "), (16, " "))
        #expect(fours.laidOut("123456789012") == "1234 5678 9012")
        #expect(fours.laidOut("1234567890123") == "1234 5678 9012 3")
        #expect(fours.laidOut("1234567890123456789") == "1234 5678 9012 3456 789")
        #expect(fours.laidOut("") == "")
        #expect(SeparatorMarks((0, "+")).laidOut("55") == "+55")
        #expect(SeparatorMarks.none.isEmpty)
        #expect(!fours.isEmpty)
    }

    /// A mask's separators, by the value offset each stands before: the display of a validated
    /// value is the typing layout's, several separators at one offset and one leading included.
    @Test func separatorMarksOfAMask() throws {
        let cpf = SeparatorMarks(laidOutBy: try Mask("[000].[000].[000]-[00]"))
        #expect(cpf == SeparatorMarks((3, "."), (6, "."), (9, "-")))
        #expect(cpf.laidOut("52998224725") == "529.982.247-25")
        let phone = try Mask("([00]) [00000]-[0000]")
        let marks = SeparatorMarks(laidOutBy: phone)
        #expect(marks.laidOut("41999998888") == "(41) 99999-8888")
        #expect(marks.laidOut("41999998888") == phone.apply(MaskInput(text: "41999998888")).text)
        #expect(SeparatorMarks(laidOutBy: try Mask("[0000]")).isEmpty)
    }
}
