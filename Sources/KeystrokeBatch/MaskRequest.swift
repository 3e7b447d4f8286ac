import Keystroke

/// The parameters of a `mask` operation, from a batch line or the `mask` command's options.
package struct MaskRequest: Hashable {
    /// A custom notation as given (`{"character":"C","pattern":"[\\p{L} ]","optional":false}`).
    package struct NotationSpec: Hashable {
        package var character: Character
        package var pattern: String
        package var isOptional: Bool
    }

    /// The primary mask in InputMask notation.
    package var mask: String
    /// Alternative masks; the best-fitting one formats the text.
    package var affine: [String] = []
    /// Apply the masks from the end of the text.
    package var rightToLeft = false
    /// Custom notations.
    package var customNotations: [NotationSpec] = []

    /// A request for `mask`, with alternatives, direction and custom notations.
    package init(mask: String, affine: [String] = [], rightToLeft: Bool = false, customNotations: [NotationSpec] = []) {
        self.mask = mask
        self.affine = affine
        self.rightToLeft = rightToLeft
        self.customNotations = customNotations
    }

    /// Compiles the masks.
    /// - Throws: ``LineError`` naming the mask or notation that does not compile.
    package func formatter() throws(LineError) -> any InputFormatter {
        // InputMask compiles an empty mask (it takes nothing); on the command line it is a mistake.
        guard !mask.isEmpty else { throw LineError("bad mask: the mask is empty; write one such as '[00]/[00]'") }
        var notations: [Notation] = []
        for spec in customNotations {
            do {
                notations.append(try Notation(character: spec.character, pattern: spec.pattern, isOptional: spec.isOptional))
            } catch {
                throw LineError("custom notation '\(spec.character)': \(error)")
            }
        }
        do {
            if affine.isEmpty { return try Mask(mask, customNotations: notations, rightToLeft: rightToLeft) }
            return try AffineMask(primary: mask, affine: affine, customNotations: notations, rightToLeft: rightToLeft)
        } catch {
            throw LineError("bad mask: \(error)")
        }
    }
}

extension MaskRequest {
    /// Reads the mask fields of a batch line (`mask`, `affine`, `rtl`, `customNotations`).
    package init(fields: some JSONFields) throws(LineError) {
        mask = try fields.requiredString("mask")
        rightToLeft = try fields.bool("rtl") ?? false
        switch fields.value("affine") {
        case nil, .null?: break
        case .array(let items)?:
            for (index, item) in items.enumerated() {
                guard case .string(let format) = item else { throw LineError("affine[\(index)] must be a string") }
                affine.append(format)
            }
        case let other?: throw .wrongType("affine", expected: "an array of strings", found: other)
        }
        switch fields.value("customNotations") {
        case nil, .null?: break
        case .array(let items)?:
            for (index, item) in items.enumerated() {
                let notation = try item.fields("customNotations[\(index)]")
                let character = try notation.requiredString("character")
                guard character.count == 1, let first = character.first else {
                    throw LineError("customNotations[\(index)].character must be one character")
                }
                customNotations.append(NotationSpec(
                    character: first, pattern: try notation.requiredString("pattern"),
                    isOptional: try notation.bool("optional") ?? false))
            }
        case let other?: throw .wrongType("customNotations", expected: "an array of objects", found: other)
        }
    }
}

/// Compiled masks by request, so a stream of lines with the same mask compiles it once.
package struct MaskCache {
    private var formatters: [MaskRequest: any InputFormatter] = [:]

    /// The compiled formatter for `request`.
    package mutating func formatter(_ request: MaskRequest) throws(LineError) -> any InputFormatter {
        if let cached = formatters[request] { return cached }
        let formatter = try request.formatter()
        if formatters.count >= 1024 { formatters.removeAll(keepingCapacity: true) }
        formatters[request] = formatter
        return formatter
    }
}
