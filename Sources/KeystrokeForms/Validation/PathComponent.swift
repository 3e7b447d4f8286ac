/// One step of an element's path: a name, or the index of a list item.
///
/// Paths are written `address.city`, `phones[1]`, `dependants[0].cpf`: names joined by
/// dots, an index in brackets right after its list.
enum PathComponent: Sendable, Hashable {
    /// An element's name (an output key).
    case key(String)
    /// The index of an item in a ``RepeatingGroup``.
    case index(Int)

    /// The components written as a path: `dependants[0].cpf`.
    static func path(of components: some Sequence<PathComponent>) -> String {
        var path = ""
        for component in components {
            switch component {
            case .key(let name):
                if !path.isEmpty { path += "." }
                path += name
            case .index(let index):
                path += "[\(index)]"
            }
        }
        return path
    }

    /// The components of a written path. A dotted part ending in `[n]` suffixes is a name and
    /// indices; any other part is a name as written, brackets and all.
    static func components(of path: String) -> [PathComponent] {
        var components: [PathComponent] = []
        for part in path.split(separator: ".", omittingEmptySubsequences: false) {
            var name = part
            var indices: [Int] = []
            // Read `[n]` suffixes from the end; a part whose brackets are not all indices stays a name.
            while name.last == "]", let open = name.lastIndex(of: "["),
                let index = Int(name[name.index(after: open)..<name.index(before: name.endIndex)]), index >= 0
            {
                indices.insert(index, at: 0)
                name = name[..<open]
            }
            if !name.isEmpty || indices.isEmpty { components.append(.key(String(name))) }
            components += indices.map(PathComponent.index)
        }
        return components
    }
}
