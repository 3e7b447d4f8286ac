// Formatters that admit every text (their `refusal(of:)` is the protocol's default) say so once:
// the editing model then commits their layouts without asking `admits` again at every key.

extension Mask {
    /// `true`: a mask admits every text, so every layout it makes.
    public var admitsEveryLayout: Bool { true }
}

extension AffineMask {
    /// `true`: a mask set admits every text, so every layout it makes.
    public var admitsEveryLayout: Bool { true }
}

extension CharacterFilterFormat {
    /// `true`: a character filter admits every text, so every layout it makes.
    public var admitsEveryLayout: Bool { true }
}

extension CPFFormat {
    /// `true`: every text is admitted, so every layout.
    public var admitsEveryLayout: Bool { true }
}

extension CNPJFormat {
    /// `true`: every text is admitted, so every layout.
    public var admitsEveryLayout: Bool { true }
}

extension CEPFormat {
    /// `true`: every text is admitted, so every layout.
    public var admitsEveryLayout: Bool { true }
}

extension BrazilianPhoneFormat {
    /// `true`: every text is admitted, so every layout.
    public var admitsEveryLayout: Bool { true }
}

extension CreditCardFormat {
    /// `true`: every text is admitted, so every layout.
    public var admitsEveryLayout: Bool { true }
}

extension CardExpiryFormat {
    /// `true`: every text is admitted, so every layout.
    public var admitsEveryLayout: Bool { true }
}

extension CVVFormat {
    /// `true`: every text is admitted, so every layout.
    public var admitsEveryLayout: Bool { true }
}

extension FiscalCodeFormat {
    /// `true`: every text is admitted, so every layout.
    public var admitsEveryLayout: Bool { true }
}

extension IBANFormat {
    /// `true`: every text is admitted, so every layout.
    public var admitsEveryLayout: Bool { true }
}

extension BICFormat {
    /// `true`: every text is admitted, so every layout.
    public var admitsEveryLayout: Bool { true }
}

extension VATFormat {
    /// `true`: every text is admitted, so every layout.
    public var admitsEveryLayout: Bool { true }
}

extension PostalCodeFormat {
    /// `true`: every text is admitted, so every layout.
    public var admitsEveryLayout: Bool { true }
}

extension PasswordFormat {
    /// `true`: every text is admitted, so every layout.
    public var admitsEveryLayout: Bool { true }
}

extension PINFormat {
    /// `true`: every text is admitted, so every layout.
    public var admitsEveryLayout: Bool { true }
}

extension NameFormat {
    /// `true`: every text is admitted, so every layout.
    public var admitsEveryLayout: Bool { true }
}

extension UsernameFormat {
    /// `true`: every text is admitted, so every layout.
    public var admitsEveryLayout: Bool { true }
}

extension CurrencyFormat {
    /// `true`: every text is admitted, so every layout.
    public var admitsEveryLayout: Bool { true }
}
