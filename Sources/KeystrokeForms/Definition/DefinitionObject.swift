import Foundation

/// A JSON object of a definition being read: typed accessors that report
/// the JSON path of a problem, and a check that every key was used.
struct DefinitionObject {
    let path: String
    /// The object's members in a list: a reader asks for dozens of keys an element mostly
    /// leaves out, and comparing a few short keys costs less than hashing each one asked for.
    private let members: [(key: String, value: FormOutput)]
    /// Every key asked for, present or not: the names a misspelt key is compared with.
    private var asked: [String] = []
    /// The keys asked for that the object has, each once: an object has a handful, so a scan
    /// beats hashing. Every member must be among them.
    private var read: [String] = []

    init(_ value: FormOutput, at path: String) throws(FormDefinitionError) {
        guard case .object(let members) = value else { throw .expected("an object", got: value, at: path) }
        self.path = path
        self.members = Array(members)
        // One allocation for the keys an element's reader asks for, not one per doubling.
        asked.reserveCapacity(32)
    }

    func path(of key: String) -> String { path + FormDefinitionError.component(key) }

    mutating func value(_ key: String) -> FormOutput? {
        // A definition's reader asks for many optional keys an element leaves out: only the
        // ones present need the duplicate check.
        asked.append(key)
        // Lengths first: most keys differ in length, and `==` of two unequal strings goes
        // through the standard library's general comparison.
        let length = key.utf8.count
        guard let value = members.first(where: { $0.key.utf8.count == length && $0.key == key })?.value else { return nil }
        if !read.contains(key) { read.append(key) }
        return value
    }

    mutating func string(_ key: String) throws(FormDefinitionError) -> String? {
        guard let value = value(key) else { return nil }
        guard case .string(let string) = value else { throw .expected("a string", got: value, at: path(of: key)) }
        return string
    }

    mutating func requiredString(_ key: String) throws(FormDefinitionError) -> String {
        guard let string = try string(key) else { throw missing(key) }
        return string
    }

    mutating func bool(_ key: String) throws(FormDefinitionError) -> Bool? {
        guard let value = value(key) else { return nil }
        guard case .bool(let bool) = value else { throw .expected("a boolean", got: value, at: path(of: key)) }
        return bool
    }

    mutating func number(_ key: String) throws(FormDefinitionError) -> Decimal? {
        guard let value = value(key) else { return nil }
        guard case .number(let number) = value else { throw .expected("a number", got: value, at: path(of: key)) }
        return number
    }

    mutating func integer(_ key: String) throws(FormDefinitionError) -> Int? {
        guard let number = try number(key) else { return nil }
        guard let integer = FormOutput.wholeNumber(number), integer >= 0 else {
            throw FormDefinitionError(path: path(of: key), message: "expected a non-negative whole number, got \(number)")
        }
        return integer
    }

    mutating func array(_ key: String) throws(FormDefinitionError) -> [FormOutput]? {
        guard let value = value(key) else { return nil }
        guard case .array(let items) = value else { throw .expected("an array", got: value, at: path(of: key)) }
        return items
    }

    mutating func strings(_ key: String) throws(FormDefinitionError) -> [String: String]? {
        guard let value = value(key) else { return nil }
        guard case .object(let members) = value else { throw .expected("an object", got: value, at: path(of: key)) }
        var strings: [String: String] = [:]
        for (name, member) in members {
            guard case .string(let string) = member else {
                throw .expected("a string", got: member, at: path(of: key) + FormDefinitionError.component(name))
            }
            strings[name] = string
        }
        return strings
    }

    /// Fails on the first key (in sorted order) that was never read, naming the
    /// closest key that was (a likely misspelling).
    func finish() throws(FormDefinitionError) {
        // The usual case without sorting: every key was read.
        if read.count == members.count { return }
        if let unknown = members.map(\.key).sorted().first(where: { !read.contains($0) }) {
            let closest = asked.filter { Spelling.isClose($0, unknown) }.min { (Spelling.distance($0, unknown), $0) < (Spelling.distance($1, unknown), $1) }
            throw FormDefinitionError(
                path: path(of: unknown),
                message: "unknown key '\(unknown)'" + (closest.map { "; did you mean '\($0)'?" } ?? ""))
        }
    }

    /// The error for a required `key` that is absent: an unknown key spelt close
    /// to it (`elemnts`) is reported as what it is rather than as a missing key.
    func missing(_ key: String) -> FormDefinitionError {
        if let typo = members.map(\.key).sorted().first(where: { !read.contains($0) && Spelling.isClose($0, key) }) {
            return FormDefinitionError(path: path(of: typo), message: "unknown key '\(typo)'; did you mean '\(key)'?")
        }
        return FormDefinitionError(path: path, message: "missing '\(key)'")
    }
}
