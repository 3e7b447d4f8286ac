extension ValidatedValue {
    /// For a phone number: its RFC 3966 URI (`tel:+1-201-555-0123;ext=1234`), as libphonenumber
    /// writes it; nil for any other value.
    public var uri: String? {
        guard numberType != nil, let number = try? PhoneNumberReader.parse(value, region: nil) else { return nil }
        return PhoneNumber(callingCode: number.callingCode, nationalNumber: number.nationalNumber, extension: self.extension).uri
    }
}
