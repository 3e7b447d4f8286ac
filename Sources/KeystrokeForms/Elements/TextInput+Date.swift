extension TextInput {
    /// A date field: a text field over a ``DateFormat``, typed and shown in one pattern,
    /// output in another (Neoform's `dateFormatShow` / `dateFormatSave`).
    ///
    /// ```swift
    /// let birthDate = try TextInput.date(name: "birthDate", minimumAge: 18)
    /// birthDate.setText("2017-12-06")      // shows "06/12/2017", outputs "2017-12-06"
    /// ```
    /// - Parameters:
    ///   - name: The key in the output.
    ///   - showPattern: The pattern typed and shown (`dd`, `MM`, `yyyy` and separators).
    ///   - outputPattern: The pattern of the output and of values given to ``setText(_:)``.
    ///   - minimumAge: The least age in full years a valid birth date gives (SwiftFormBuilder's legal age).
    ///   - title: The title used in messages; defaults to `name`.
    /// - Throws: `FormatError` for a malformed pattern or age.
    public static func date(
        name: String, showPattern: String = "dd/MM/yyyy", outputPattern: String = "yyyy-MM-dd",
        minimumAge: Int? = nil, title: String? = nil
    ) throws(FormatError) -> TextInput {
        TextInput(
            name: name, format: try DateFormat(display: showPattern, output: outputPattern, minimumAge: minimumAge),
            title: title)
    }
}
