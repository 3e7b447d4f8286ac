extension Format {
    /// Looks up a built-in format by its id; parameters follow colons (`pin:5`).
    /// - Parameter id: A format id such as `cpf`, `phone-br` or `currency:pt-BR:BRL`.
    /// - Throws: ``FormatError`` for an unknown id or a bad parameter.
    public init(id: String) throws(FormatError) {
        self.base = try FormatRegistry.make(id: id)
    }
}
