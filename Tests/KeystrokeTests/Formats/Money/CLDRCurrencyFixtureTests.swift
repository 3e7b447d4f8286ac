import Foundation
import Testing
import Keystroke

/// One row of Fixtures/cldr-currency.tsv: Babel's `format_currency` output
/// (written by `Scripts/generate-cldr-currency.py --fixtures`).
private struct FixtureRow: Sendable, CustomStringConvertible {
    var locale: String
    var code: String
    var minorUnits: Int64
    var expected: String

    var description: String { "\(locale) \(code) \(minorUnits)" }
}

/// The fixture (see `fixtureURL(_:)`).
private func fixtureRows() throws -> [FixtureRow] {
    let url = fixtureURL("cldr-currency.tsv")
    let text = try String(contentsOf: url, encoding: .utf8)
    return text.split(separator: "\n").compactMap { line -> FixtureRow? in
        guard !line.hasPrefix("#") else { return nil }
        let fields = line.split(separator: "\t", maxSplits: 3, omittingEmptySubsequences: false)
        guard fields.count == 4, let units = Int64(fields[2]) else { return nil }
        return FixtureRow(locale: String(fields[0]), code: String(fields[1]), minorUnits: units, expected: String(fields[3]))
    }
}

@Suite struct CLDRCurrencyFixtureTests {
    /// Every row: our rendering equals Babel's byte for byte (every CLDR locale with its own
    /// currency, USD/EUR/JPY/BHD in every 20th locale, negatives, `-u-nu-latn`).
    @Test func everyRowMatchesBabel() throws {
        let rows = try fixtureRows()
        #expect(rows.count > 6000)
        var formats: [String: CurrencyFormat] = [:]
        var failures: [String] = []
        for row in rows {
            let key = row.locale + ":" + row.code
            let format: CurrencyFormat
            if let cached = formats[key] {
                format = cached
            } else {
                do {
                    format = try CurrencyFormat(locale: row.locale, currencyCode: row.code)
                } catch {
                    failures.append("\(row): \(error)")
                    continue
                }
                formats[key] = format
            }
            let magnitude = row.minorUnits.magnitude
            let text = row.minorUnits < 0
                ? format.layOut("-" + format.rawValue(of: format.format(minorUnits: magnitude)))
                : format.format(minorUnits: magnitude)
            if Array(text.utf8) != Array(row.expected.utf8) {
                failures.append("\(row): \(text.debugDescription) ≠ \(row.expected.debugDescription)")
            }
        }
        #expect(failures.isEmpty, "\(failures.count) of \(rows.count) rows differ: \(failures.prefix(20).joined(separator: "; "))")
    }

    /// Typing the digits key by key ends on Babel's text too (positive rows of a spread of locales).
    @Test func typingEndsOnBabelsText() throws {
        let rows = try fixtureRows().enumerated().filter { $0.offset % 7 == 0 && $0.element.minorUnits >= 0 }.map(\.element)
        for row in rows {
            let format = try CurrencyFormat(locale: row.locale, currencyCode: row.code)
            var text = format.apply(MaskInput(text: "")).text
            for key in String(row.minorUnits) { text = format.apply(MaskInput(text: text + String(key))).text }
            #expect(Array(text.utf8) == Array(row.expected.utf8), "\(row)")
        }
    }
}
