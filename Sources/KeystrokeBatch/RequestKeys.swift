@_spi(KeystrokeInternal) import KeystrokeForms

/// The keys each batch operation reads, to catch a misspelt key (`"gravty"`) that would
/// otherwise be ignored and leave its option at the default without a word.
///
/// Keys that are not close to a known key (`"id"`, `"meta"`) are left alone: callers
/// carry their own data through requests.
enum RequestKeys {
    static let validate: [StaticString] = ["op", "format", "input"]
    static let find: [StaticString] = ["op", "format", "input", "leniency"]
    static let type: [StaticString] = ["op", "format", "mask", "affine", "rtl", "customNotations", "keys", "edits", "initial"]
    static let mask: [StaticString] = [
        "op", "mask", "affine", "rtl", "customNotations", "text", "caret", "gravity", "autocomplete", "autoskip",
    ]

    /// Throws for the first key of `fields` that is not in `known` but is spelt close to one.
    static func check(_ fields: some JSONFields, known: [StaticString]) throws(LineError) {
        for key in fields.unknownKeys(known: known) {
            let names = known.map(\.description)
            if let closest = names.filter({ Spelling.isClose($0, key) }).min(by: { Spelling.distance($0, key) < Spelling.distance($1, key) }) {
                throw LineError("unknown key '\(shortenedForMessage(key))'; did you mean '\(closest)'?")
            }
        }
    }
}
