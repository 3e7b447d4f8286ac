import ArgumentParser
import Keystroke
import KeystrokeBatch

/// `keystroke phone-regions [--locale L] [--json]`: the country picker's list.
struct PhoneRegionsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "phone-regions",
        abstract: "List the phone regions with their names, flags, calling codes and examples.",
        discussion: """
            One region a line, named in the locale (CLDR) and sorted as the locale sorts
            names: the flag, the region code for phone:REGION, the calling code, the name
            and an example mobile number. With --json, one JSON object a line.

            Examples:
              $ keystroke phone-regions --locale pt-BR
              🇩🇪  DE  +49  Alemanha  01512 3456789
              $ keystroke phone-regions --json
              {"id":"AF","name":"Afghanistan","flag":"🇦🇫","callingCode":93,"example":"070 123 4567"}
            """
    )

    @Option(help: "The locale to name and sort the regions in (BCP 47, such as pt-BR).")
    var locale = "en"

    @Flag(help: "Write one JSON object a line.")
    var json = false

    func run() throws {
        let regions: [PhoneFormat.Region]
        do {
            regions = try PhoneFormat.regions(locale: locale)
        } catch {
            throw Diagnostics.failure(error.description)
        }
        let output = ByteWriter(descriptor: Platform.standardOutput)
        for region in regions {
            if json {
                output.writePhoneRegion(region)
            } else {
                let example = region.example().map { "  " + $0 } ?? ""
                output.append(text: "\(region.flag)  \(region.id)  +\(region.callingCode)  \(region.name)\(example)\n")
            }
            try output.flushIfFull()
        }
        try output.flush()
    }
}
