/// What a telephone number is for, as libphonenumber's numbering plans classify it.
///
/// The raw values are the names `keystroke batch` reports (`"mobile"`, `"tollFree"`).
public enum PhoneNumberType: String, Sendable, Hashable, CaseIterable, Codable {
    /// A geographic landline.
    case fixedLine
    /// A mobile number.
    case mobile
    /// A number the plan does not tell apart as landline or mobile (the NANP's).
    case fixedLineOrMobile
    /// Free to the caller (`0800`).
    case tollFree
    /// Charged above the normal rate.
    case premiumRate
    /// The cost is shared between caller and recipient.
    case sharedCost
    /// Voice over IP.
    case voip
    /// A personal number that routes to wherever its owner is.
    case personalNumber
    /// A pager.
    case pager
    /// A universal access number (one number for a company's offices).
    case uan
    /// A voicemail access number.
    case voicemail

    /// The position in ``allCases``, for tables indexed by type.
    var index: Int {
        switch self {
        case .fixedLine: 0
        case .mobile: 1
        case .fixedLineOrMobile: 2
        case .tollFree: 3
        case .premiumRate: 4
        case .sharedCost: 5
        case .voip: 6
        case .personalNumber: 7
        case .pager: 8
        case .uan: 9
        case .voicemail: 10
        }
    }

    /// The record letter the generated metadata uses for this type.
    var metadataLetter: Character {
        switch self {
        case .fixedLine: "f"
        case .mobile: "m"
        case .fixedLineOrMobile: "f"
        case .tollFree: "t"
        case .premiumRate: "p"
        case .sharedCost: "s"
        case .voip: "v"
        case .personalNumber: "n"
        case .pager: "b"
        case .uan: "u"
        case .voicemail: "o"
        }
    }
}
