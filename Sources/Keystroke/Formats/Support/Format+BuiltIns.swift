/// The built-in formats, typed: those that take no parameter, or one from a closed set
/// (``PhoneRegionCode``, ``VATCountry``), cannot fail, so nothing throws; those whose parameter
/// may be wrong (a locale, a postal region) throw ``FormatError``.
///
/// ```swift
/// var field = EditingState(formatter: Format.cpf)
/// try Format.creditCard.validate("4111 1111 1111 1111")
/// ```
/// Each is the same format as its string id (`Format.cpf` is `try Format(id: "cpf")`).
extension Format {
    /// `cpf`: a Brazilian individual taxpayer number, `000.000.000-00`.
    public static var cpf: Format { Format(CPFFormat()) }
    /// `cnpj`: a Brazilian company number, `00.000.000/0000-00`.
    public static var cnpj: Format { Format(CNPJFormat()) }
    /// `cep`: a Brazilian postal code, `00000-000`.
    public static var cep: Format { Format(CEPFormat()) }
    /// `phone-br`: a Brazilian phone number with its area code, 8 or 9 digits.
    public static var brazilianPhone: Format { Format(BrazilianPhoneFormat()) }
    /// `phone`: an international phone number typed with its calling code (`+44 20 7031 3000`).
    public static var phone: Format { Format(PhoneFormat()) }
    /// `phone:REGION`: a phone number of `region`, typed and shown as the region writes it.
    /// - Parameter region: The region whose numbers the field takes (`.br`, `.gb`).
    public static func phone(region: PhoneRegionCode) -> Format {
        // One script writes the cases and the metadata this reads, and a test builds every case:
        // the international format is never what comes back.
        Format((try? PhoneFormat(region: region.rawValue)) ?? PhoneFormat())
    }
    /// `credit-card`: a payment card number grouped by its brand.
    public static var creditCard: Format { Format(CreditCardFormat()) }
    /// `cvv`: a card security code of 3 or 4 digits.
    public static var cvv: Format { Format(CVVFormat()) }
    /// `card-expiry`: a card's expiry month, `MM/YY`.
    public static var cardExpiry: Format { Format(CardExpiryFormat()) }
    /// `fiscal-code`: an Italian fiscal code (codice fiscale).
    public static var fiscalCode: Format { Format(FiscalCodeFormat()) }
    /// `iban`: an international bank account number, typed in groups of four.
    public static var iban: Format { Format(IBANFormat()) }
    /// `bic`: a bank's business identifier code (SWIFT code), 8 or 11 characters.
    public static var bic: Format { Format(BICFormat()) }
    /// `vat`: a VAT number of the EU, the UK, Switzerland or Norway, with its country prefix.
    public static var vat: Format { Format(VATFormat()) }
    /// `vat:CC`: a VAT number of `country`, without its prefix.
    /// - Parameter country: The country whose numbers the field takes.
    public static func vat(country: VATCountry) -> Format { Format(VATFormat(country: country)) }
    /// `postal-code:REGION`: a postal code of `region`, typed with its spacing and case.
    /// - Parameters:
    ///   - region: An ISO 3166-1 alpha-2 code (`"GB"`).
    ///   - subdivision: A subdivision's key, name or ISO code (`"CA"`), to accept only its codes.
    /// - Throws: ``FormatError`` for an unknown region or subdivision, or a region without postal codes.
    public static func postalCode(region: String, subdivision: String? = nil) throws(FormatError) -> Format {
        Format(try PostalCodeFormat(region: region, subdivision: subdivision))
    }
    /// `email`: an e-mail address whose domain has a dot.
    public static var email: Format { Format(EmailFormat()) }
    /// `letters`: letters and spaces.
    public static var letters: Format { Format(LettersFormat()) }
    /// `numbers`: ASCII digits, at least one.
    public static var numbers: Format { Format(DigitsFormat()) }
    /// `name`: a person's name.
    public static var name: Format { Format(NameFormat()) }
    /// `username`: a user name.
    public static var username: Format { Format(UsernameFormat()) }
    /// `optional`: any text, empty included.
    public static var optional: Format { Format(TextFormat(isOptional: true)) }
    /// `non-empty`: any text that is not blank.
    public static var nonEmpty: Format { Format(TextFormat(isOptional: false)) }
}
