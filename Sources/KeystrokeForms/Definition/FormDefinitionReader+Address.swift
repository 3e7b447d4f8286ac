extension FormDefinitionReader {
    /// An address: `key`, and either `region` (`"BR"`) or `regionFrom` (the path of the element
    /// holding the region, a country choice); `title`, `messages`, and `default` (an object of
    /// answers, with a fixed region).
    mutating func readAddress(_ object: inout DefinitionObject) throws(FormDefinitionError) -> PostalAddress {
        let key = try object.requiredString("key")
        let title = try object.string("title")
        let address: PostalAddress
        switch (try object.string("region"), try object.string("regionFrom")) {
        case (let region?, nil):
            guard let fixed = PostalAddress(name: key, region: region, title: title, language: language) else {
                throw FormDefinitionError(
                    path: object.path(of: "region"),
                    message: "unknown region '\(region)'; use an ISO 3166-1 alpha-2 code (BR, US, GB…)")
            }
            address = fixed
        case (nil, let reference?):
            address = PostalAddress(name: key, regionFrom: nil, title: title, language: language)
            let path = object.path(of: "regionFrom")
            links.append((path, reference, { element throws(FormDefinitionError) in
                guard element !== address else { throw FormDefinitionError(path: path, message: "an address cannot read its region from itself") }
                address.regionSource = element
            }))
        default:
            throw FormDefinitionError(path: object.path, message: "give exactly one of 'region' or 'regionFrom'")
        }
        if let messages = try object.strings("messages") { address.messageOverrides = messages }
        if let answer = object.value("default") {
            guard address.regionSource == nil else {
                throw FormDefinitionError(path: object.path(of: "default"), message: "a default needs a fixed 'region'")
            }
            try address.fill(with: answer, at: object.path(of: "default"))
        }
        return address
    }
}
