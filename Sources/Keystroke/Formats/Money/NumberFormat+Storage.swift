extension NumberFormat {
    /// What a ``NumberFormat`` is made of, fixed when it is made, behind one reference: a call
    /// through ``FieldFormat`` then passes one word instead of copying the pattern and the reader
    /// (about 500 bytes) and retaining each of their arrays.
    final class Storage: Sendable {
        /// The public properties of the same names.
        let id, localeIdentifier: String
        let style: Style
        let currencyCode: String?
        let fractionDigits: Int
        /// The locale's layout, which renders; the reader of its symbols.
        let pattern: CurrencyPattern
        let reader: NumberReader
        /// The bounds at `fractionDigits` scale, with their signs.
        let minimumBound, maximumBound: NumberText
        /// The largest magnitude that may be typed, per sign, at `fractionDigits` scale.
        let positiveCap, negativeCap: UInt64
        /// Whether the field's own text is read piece by piece (see ``NumberFormat/ownReading(_:keyOffset:)``),
        /// and its separators for that.
        let readsPieces: Bool
        let groupPiece, decimalPiece: Piece

        init(id: String, style: Style, localeIdentifier: String, currencyCode: String?, fractionDigits: Int,
             pattern: CurrencyPattern, minusSign: String, minimum: NumberText, maximum: NumberText) {
            self.id = id
            self.style = style
            self.localeIdentifier = localeIdentifier
            self.currencyCode = currencyCode
            self.fractionDigits = fractionDigits
            self.pattern = pattern
            let reader = NumberReader(pattern: pattern, minusSign: minusSign)
            self.reader = reader
            groupPiece = Piece(pattern.grouping)
            decimalPiece = Piece(pattern.decimal)
            readsPieces = NumberFormat.readsPieces(pattern, reader) && groupPiece.count > 0 && decimalPiece.count > 0
            minimumBound = minimum
            maximumBound = maximum
            positiveCap = maximum.negative ? 0 : maximum.units
            negativeCap = minimum.negative ? minimum.units : 0
        }
    }

    // The storage's plain values. The pattern and the reader are used as `storage.pattern` and
    // `storage.reader`, in place: a property returning them would copy them.
    var minimumBound: NumberText { storage.minimumBound }
    var maximumBound: NumberText { storage.maximumBound }
    var positiveCap: UInt64 { storage.positiveCap }
    var negativeCap: UInt64 { storage.negativeCap }
    var readsPieces: Bool { storage.readsPieces }
    var groupPiece: Piece { storage.groupPiece }
    var decimalPiece: Piece { storage.decimalPiece }
}
