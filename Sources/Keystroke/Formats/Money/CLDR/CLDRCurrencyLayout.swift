/// A locale's currency, decimal or percent layout as CLDR resolves it: the raw pattern and the symbols to fill it with.
struct CLDRCurrencyLayout: Sendable, Equatable {
    /// The standard currency pattern (`¤ #,##0.00`, `#,##0.00 ¤;-#,##0.00 ¤`).
    var pattern: String
    /// The currency symbol (`R$`, `US$`, `￥`).
    var symbol: String
    /// Decimal and grouping separators of the numbering system (`,` and `.` in pt-BR).
    var decimal: String
    var group: String
    /// Digit zero of the numbering system.
    var zero: Unicode.Scalar
    /// ISO 4217 minor-unit digits from CLDR's supplemental data (JPY 0, BHD 3).
    var fractionDigits: Int
    /// The minus sign written for `-` in patterns (`-`, U+2212 in sv, `U+061C -` in ar).
    var minusSign = "-"
    /// The percent sign written for `%` in patterns (`%`, `٪؜` in ar-EG).
    var percentSign = "%"
}
