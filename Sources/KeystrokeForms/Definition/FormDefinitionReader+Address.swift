extension FormDefinitionReader {
    /// An address: `key`, and either `region` (`"BR"`) or `regionFrom` (the path of the element
    /// holding the region, a country choice); `title`, `messages`, and `default` (an object of
    /// answers, with a fixed region).
    func readAddress(_ object: inout DefinitionObject) throws(FormDefinitionError) -> (name: String, make: Make<PostalAddress>) {
        let key = try object.requiredString("key")
        let title = try object.string("title")
        let language = language
        let make: Make<PostalAddress>
        var fixedRegion = false
        switch (try object.string("region"), try object.string("regionFrom")) {
        case (let region?, nil):
            guard PostalAddress(name: key, region: region, title: title, language: language) != nil else {
                throw FormDefinitionError(
                    path: object.path(of: "region"),
                    message: "unknown region '\(region)'; use an ISO 3166-1 alpha-2 code (BR, US, GB…)")
            }
            fixedRegion = true
            make = { _ in
                guard let address = PostalAddress(name: key, region: region, title: title, language: language) else {
                    preconditionFailure("region \(region) made an address once")
                }
                return address
            }
        case (nil, let reference?):
            let path = object.path(of: "regionFrom")
            make = { links in
                let address = PostalAddress(name: key, regionFrom: nil, title: title, language: language)
                links.append((path, reference, { element throws(FormDefinitionError) in
                    guard element !== address else { throw FormDefinitionError(path: path, message: "an address cannot read its region from itself") }
                    address.regionSource = element
                }))
                return address
            }
        default:
            throw FormDefinitionError(path: object.path, message: "give exactly one of 'region' or 'regionFrom'")
        }
        let messages = try object.strings("messages")
        guard let answer = object.value("default") else {
            guard let messages else { return (key, make) }
            return (key, { links throws(FormDefinitionError) in
                let address = try make(&links)
                address.messageOverrides = messages
                return address
            })
        }
        let answerPath = object.path(of: "default")
        guard fixedRegion else {
            throw FormDefinitionError(path: answerPath, message: "a default needs a fixed 'region'")
        }
        let filled: Make<PostalAddress> = { links throws(FormDefinitionError) in
            let address = try make(&links)
            if let messages { address.messageOverrides = messages }
            try address.fill(with: answer, at: answerPath)
            return address
        }
        // A default the address refuses is this element's error, reported before the next element is read.
        var noLinks: [Link] = []
        _ = try filled(&noLinks)
        return (key, filled)
    }
}
