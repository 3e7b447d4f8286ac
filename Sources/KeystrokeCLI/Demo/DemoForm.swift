import Keystroke
import KeystrokeForms

/// The demo's form: its fields, the focus, and what each key does.
///
/// Tab, Enter and ↓ move to the next field (Enter on the last one submits),
/// Shift-Tab and ↑ to the previous one, in every field, checkboxes included (← and →
/// move between the boxes); Space toggles a checkbox; Ctrl-C cancels; Ctrl-D
/// submits. Leaving a field shows its error under it.
struct DemoForm {
    /// What a key led to.
    enum Outcome: Equatable {
        /// Keep going.
        case editing
        /// Every field is valid and the user submitted.
        case submitted
        /// The user pressed Ctrl-C.
        case cancelled
    }

    /// The fields in order.
    private(set) var fields: [DemoField]
    /// The focused field's index.
    private(set) var focus = 0

    /// The demo's fields: phone, CPF, card with brand, expiry, amount (typed left to right), fiscal code,
    /// email, password with its checklist, IBAN, VAT number, UK postcode and a checkbox group.
    static func standard() throws(FormatError) -> DemoForm {
        DemoForm(fields: [
            try .text("phone", "Phone (BR)", format: "phone-br", example: "41999998888"),
            try .text("cpf", "CPF", format: "cpf", example: "12345678909"),
            try .text("card", "Card number", format: "credit-card", example: "4111111111111111"),
            try .text("expiry", "Card expiry", format: "card-expiry", example: "1299"),
            try .text("amount", "Amount (BRL)", format: "amount:pt-BR:BRL", example: "1234.56"),
            try .text("fiscalCode", "Codice fiscale", format: "fiscal-code", example: "RSSMRA85T10A562S"),
            try .text("email", "Email", format: "email", example: "name@example.com"),
            try .text("password", "Password", format: "password", secret: true),
            try .text("iban", "IBAN", format: "iban", example: "DE89370400440532013000"),
            try .text("vat", "VAT number (EU)", format: "vat", example: "DE914180630"),
            try .text("postcode", "Postcode (UK)", format: "postal-code:GB", example: "SW1A1AA"),
            .checkboxes("contact", "Contact me by", options: ["email", "sms", "phone"]),
        ])
    }

    /// Creates a form of `fields`, focused on the first.
    init(fields: [DemoField]) {
        self.fields = fields
    }

    /// Handles one key.
    mutating func handle(_ key: Key) -> Outcome {
        switch key {
        case .interrupt:
            return .cancelled
        case .endOfInput:
            return submit()
        case .tab, .down:
            moveFocus(by: 1)
        case .enter:
            if focus == fields.count - 1 { return submit() }
            moveFocus(by: 1)
        case .backTab, .up:
            moveFocus(by: -1)
        default:
            _ = fields[focus].handle(key)
        }
        return .editing
    }

    /// Validates every field; on success the form is submitted, otherwise the focus goes to the first invalid field.
    mutating func submit() -> Outcome {
        var firstInvalid: Int?
        for index in fields.indices where !fields[index].check() {
            firstInvalid = firstInvalid ?? index
        }
        guard let firstInvalid else { return .submitted }
        focus = firstInvalid
        return .editing
    }

    private mutating func moveFocus(by step: Int) {
        _ = fields[focus].check()
        fields[focus].refusal = nil
        focus = min(max(focus + step, 0), fields.count - 1)
    }

    /// The form's values as one JSON object, in field order.
    var output: [(String, FormOutput)] {
        var members: [(String, FormOutput)] = fields.map { ($0.name, $0.outputValue) }
        if let card = fields.first(where: { $0.name == "card" }), case .text(_, let state) = card.content,
           let brand = CardBrand.detect(state.value)
        {
            members.insert(("cardBrand", .string(brand.rawValue)), at: members.firstIndex { $0.0 == "card" }.map { $0 + 1 } ?? 0)
        }
        return members
    }
}
