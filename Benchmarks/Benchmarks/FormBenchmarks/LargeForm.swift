import KeystrokeForms

// Shared with Benchmarks/Probes/FormProbe.swift (compiled together by form-callgrind.sh).
/// A form of 200 leaf fields: 10 sections of 20, each with a nested address,
/// covering text formats, a date, a choice, checkboxes and a password pair.
enum LargeForm {
    static let sections = 10

    static func make() throws -> FormGroup {
        try FormGroup(name: "form", elements: (0..<sections).map { try section($0) })
    }

    static func text(_ name: String, _ id: String, _ value: String) throws -> TextInput {
        TextInput(name: name, format: try Format(id: id), text: value)
    }

    static func section(_ index: Int) throws -> FormGroup {
        let birthDate = TextInput(name: "birthDate", format: try DateFormat(minimumAge: 18), text: "1990-05-31")
        let plan = Choice(name: "plan", items: [ChoiceItem(id: "basic"), ChoiceItem(id: "pro")])
        plan.select(id: "pro")
        let email = Checkbox(name: "email", isSelected: true)
        let elements: [any FormElement] = [
            try text("name", "letters", "Ana Maria"),
            try text("username", "username", "ana_maria"),
            try text("cpf", "cpf", "12345678909"),
            try text("cnpj", "cnpj", "11222333000181"),
            try text("email", "email", "ana@example.com"),
            try text("mobile", "phone-br", "41999998888"),
            try text("amount", "currency:pt-BR:BRL", "123456"),
            try text("card", "credit-card", "4111111111111111"),
            try text("cvv", "cvv", "123"),
            try text("expiry", "card-expiry", "12/30"),
            try text("fiscalCode", "fiscal-code", "RSSMRA85T10A562S"),
            birthDate,
            plan,
            Checkbox(name: "terms", isSelected: true, isMandatory: true),
            CheckboxGroup(name: "notification", elements: [email, Checkbox(name: "push")]),
            PasswordConfirmation(
                name: "password", password: try text("password", "password", "Secret#2024"),
                confirmation: try text("confirmation", "password", "Secret#2024")),
            FormGroup(name: "address", elements: [
                try text("cep", "cep", "80010000"),
                try text("city", "non-empty", "Curitiba"),
            ]),
        ]
        return FormGroup(name: "section\(index)", elements: elements)
    }
}
