/// `text` cut to `limit` Characters for an error message, saying how long it was:
/// `aaaa… (10000 characters)`. Short text is returned as it is.
package func shortenedForMessage(_ text: String, limit: Int = 60) -> String {
    var count = 0
    var end = text.startIndex
    for index in text.indices {
        if count == limit { end = index }
        count += 1
    }
    guard count > limit else { return text }
    return text[..<end] + "… (\(count) characters)"
}
