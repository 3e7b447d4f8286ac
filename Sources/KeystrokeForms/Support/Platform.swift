import Foundation

/// What differs between Apple's Foundation and swift-corelibs-foundation: the module's one
/// `#if canImport` file.
enum Platform {
    /// Whether `number` is one of Foundation's booleans rather than a number 0 or 1.
    static func isBoolean(_ number: NSNumber) -> Bool {
        #if canImport(Darwin)
        return CFGetTypeID(number) == CFBooleanGetTypeID()
        #else
        // swift-corelibs-foundation makes its booleans instances of one NSNumber subclass.
        return type(of: number) == type(of: NSNumber(value: true))
        #endif
    }
}
