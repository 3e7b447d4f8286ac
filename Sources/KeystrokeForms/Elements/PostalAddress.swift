@_spi(KeystrokeInternal) import PCRE2

/// A postal address for one country, laid out by Google's address metadata: the country's
/// fields in its order, named as it names them (state, province, prefecture, emirate…),
/// required where the data says, the subdivision as a ``Choice`` of its names and the postal
/// code a ``TextInput`` over `postal-code:REGION`.
///
/// ```swift
/// let address = PostalAddress(name: "address", region: "US")!
/// address.fieldNames      // ["street_address", "city", "country_area", "postal_code"]
/// (address.field("country_area") as? Choice)?.select(id: "CA")
/// (address.field("postal_code") as? TextInput)?.setText("10001")   // postalCode.subdivision
/// ```
///
/// The output is a JSON object with the data's keys: `country_code` and the fields that have
/// a value (`street_address`, `city`, `city_area`, `country_area`, `postal_code`,
/// `sorting_code`); the postal code is output as displayed (`"SW1A 1AA"`). The recipient's name
/// and organisation, which the data's formats also list, are left to fields of their own.
///
/// The region may follow another element (a country ``Choice``): see
/// ``init(name:regionFrom:title:language:)``. Until that element holds a region the data knows,
/// the address has no fields and validation reports `postalCode.region`.
public final class PostalAddress: AttributedElement {
    private struct State: Sendable {
        var region: String?
        var fields: [any FormElement] = []
        var source: (any FormElement)?
    }

    /// The key in the output.
    public let name: String
    /// Title, visibility, editability and message overrides (for the address's own errors and every field's).
    public let attributes: ElementAttributes
    /// The language of the fields' titles.
    public let language: Language
    private let state: Locked<State>

    /// The fields an address element shows, of those the data lists.
    static let shownFields: Set<AddressField> = [.streetAddress, .city, .cityArea, .countryArea, .postalCode, .sortingCode]

    /// An address of `region`, or `nil` when the data does not know the region.
    /// - Parameters:
    ///   - name: The key in the output.
    ///   - region: An ISO 3166-1 alpha-2 code (`"BR"`).
    ///   - title: The title used in messages; defaults to `name`.
    ///   - language: The language of the fields' titles.
    public init?(name: String, region: String, title: String? = nil, language: Language = .english) {
        guard let metadata = AddressMetadata(region: region) else { return nil }
        self.name = name
        self.attributes = ElementAttributes(title: title ?? name)
        self.language = language
        self.state = Locked(State(region: metadata.region, fields: Self.makeFields(metadata, language: language)))
    }

    /// An address whose region is the current value of `source` (a country ``Choice`` or
    /// ``TextInput`` holding an ISO 3166-1 alpha-2 code); the fields follow it when it changes.
    /// - Parameters:
    ///   - name: The key in the output.
    ///   - source: The element holding the region; `nil` to set ``regionSource`` later.
    ///   - title: The title used in messages; defaults to `name`.
    ///   - language: The language of the fields' titles.
    public init(name: String, regionFrom source: (any FormElement)?, title: String? = nil, language: Language = .english) {
        self.name = name
        self.attributes = ElementAttributes(title: title ?? name)
        self.language = language
        self.state = Locked(State(source: source))
    }

    /// The element the region is read from, `nil` for an address of a fixed region.
    public var regionSource: (any FormElement)? {
        get { state[\.source] }
        set { state[\.source] = newValue }
    }

    // MARK: - Region and fields

    /// The region the fields follow, `nil` while the source holds none the data knows.
    public var region: String? {
        refresh()
        return state[\.region]
    }

    /// The fields, in the country's order.
    public var fields: [any FormElement] {
        refresh()
        return state[\.fields]
    }

    /// The output keys of the fields, in order.
    public var fieldNames: [String] { fields.map(\.name) }

    /// The field with output key `key` (`"postal_code"`), if the country has it.
    public func field(_ key: String) -> (any FormElement)? {
        fields.first { $0.name == key }
    }

    /// Rebuilds the fields when the source's region changed, carrying the values of fields
    /// both countries have.
    private func refresh() {
        guard let regionSource = state[\.source] else { return }
        let wanted: String? = {
            guard case .string(let code) = regionSource.currentValue else { return nil }
            return AddressMetadata(region: code)?.region
        }()
        guard wanted != state[\.region] else { return }
        let metadata = wanted.flatMap { AddressMetadata(region: $0) }
        let fields = metadata.map { Self.makeFields($0, language: language) } ?? []
        let old = state.withLock { state -> [any FormElement] in
            let old = state.fields
            state.region = wanted
            state.fields = fields
            return old
        }
        for field in fields {
            guard let previous = old.first(where: { $0.name == field.name }) else { continue }
            let value = previous.currentValue
            if value != .null { try? field.fill(with: value, at: "$") }
        }
    }

    /// The country's fields: free text, a choice of subdivisions, a postal-code field.
    private static func makeFields(_ metadata: AddressMetadata, language: Language) -> [any FormElement] {
        var subdivisions: Choice?
        var fields: [any FormElement] = []
        for field in metadata.fields where shownFields.contains(field) {
            let title = AddressLabels.label(for: field, metadata: metadata, language: language)
            let required = metadata.requiredFields.contains(field)
            switch field {
            case .countryArea where !metadata.subdivisions.isEmpty:
                let choice = Choice(
                    name: field.rawValue, items: metadata.subdivisions.map { ChoiceItem(id: $0.key, name: $0.label) },
                    title: title, isMandatory: required)
                subdivisions = choice
                fields.append(choice)
            case .postalCode:
                guard let format = try? PostalCodeFormat(region: metadata.region) else { fallthrough }
                let input = TextInput(name: field.rawValue, format: format, title: title, isMandatory: required)
                input.placeholder = format.example
                // The address stores the code as written (`SW1A 1AA`), not its letters and digits.
                input.outputMapping = { .string($0.text) }
                fields.append(input)
            default:
                fields.append(TextInput(name: field.rawValue, format: FreeTextFormat(), title: title, isMandatory: required))
            }
        }
        // The chosen subdivision's prefix, checked once the country's pattern passed. The choice is
        // built before or after the postal code depending on the country's order: wire it at the end.
        if let subdivisions, let postal = fields.first(where: { $0.name == AddressField.postalCode.rawValue }) as? TextInput,
           let country = try? PostalCodeFormat(region: metadata.region)
        {
            let region = metadata.region
            postal.rules.append(Rule { [weak subdivisions] value in
                guard let key = subdivisions?.selection.first??.id,
                      let format = try? PostalCodeFormat(region: region, subdivision: key)
                else { return nil }
                do throws(ValidationError) {
                    _ = try format.validate(country.layOut(value))
                    return nil
                } catch {
                    return error
                }
            })
        }
        return fields
    }

    // MARK: - FormElement

    /// The fields.
    public var children: [any FormElement] { fields }

    /// The fields' current values by key, with `country_code`.
    public var currentValue: FormOutput {
        guard let region else { return .null }
        var members: [String: FormOutput] = ["country_code": .string(region)]
        for field in fields where field.currentValue != .null {
            members[field.name] = field.currentValue
        }
        return .object(members)
    }

    /// Validates the fields; the output is an object of `country_code` and the fields with a value.
    public func validate(in context: inout ValidationContext) -> FormOutput? {
        guard let region else {
            context.report(Self.regionError(regionSource), for: self, overrides: messageOverrides)
            return nil
        }
        return context.withMessageOverrides(messageOverrides) { context in
            var members: [String: FormOutput] = ["country_code": .string(region)]
            var isValid = true
            for field in fields {
                let before = context.errors.count
                guard let output = context.validate(field) else {
                    if context.errors.count > before { isValid = false }
                    continue
                }
                if output != .string("") && output != .null { members[field.name] = output }
            }
            return isValid ? .object(members) : nil
        }
    }

    /// Sets the fields from an object of answers keyed as the output; `country_code`, if given,
    /// must be the address's region.
    public func fill(with answer: FormOutput, at path: String) throws(FormDefinitionError) {
        guard case .object(let members) = answer else { throw .expected("an object", got: answer, at: path) }
        for key in members.keys.sorted() {
            let memberPath = FormDefinitionError.path(path, key: key)
            let value = members[key] ?? .null
            if key == "country_code" {
                guard case .string(let code) = value, code.uppercased() == region else {
                    throw FormDefinitionError(path: memberPath, message: "expected the address's region '\(region ?? "")'")
                }
                continue
            }
            guard let field = field(key) else {
                throw FormDefinitionError(path: memberPath, message: "no field '\(key)' in an address of \(region ?? "no region")")
            }
            try field.fill(with: value, at: memberPath)
        }
    }

    /// `postalCode.region`: the address has no region the data knows.
    static func regionError(_ source: (any FormElement)?) -> ValidationError {
        var parameters: [String: String] = [:]
        if let source { parameters["field"] = source.title }
        if case .string(let code)? = source?.currentValue { parameters["region"] = code }
        return ValidationError(
            code: "postalCode.region",
            message: "Choose a country first: the address has no country whose addresses are known.",
            parameters: parameters)
    }
}

extension PostalAddress: CheckpointedElement {
    // The fields of now, read without following the region source: restoring the state brings
    // back these objects and the region they were made for.
    func checkpoint() -> FormCheckpoint? {
        guard let fields = FormCheckpoint.of(state.value.fields) else { return nil }
        var checkpoint = FormCheckpoint([state.savedValue(), attributes.savedState()])
        checkpoint.append(fields)
        return checkpoint
    }
}
