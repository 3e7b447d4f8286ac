// Instructions per `keystroke serve` request body, under callgrind (see form-callgrind.sh):
// validates the load test's 30-answer sign-up against its definition `rounds` times, as
// `keystroke serve` does for each POST /validate (read the body, build and fill a form, validate,
// write the reply). Compiled into the package's name, for the serve threads' `package` call.
import KeystrokeForms

@main
enum RequestProbe {
    static func main() throws {
        let rounds = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 1 : 1
        let folder = CommandLine.arguments[2]
        let definition = try String(contentsOfFile: folder + "/signup30.json", encoding: .utf8)
        let body = Array(try String(contentsOfFile: folder + "/answers30.json", encoding: .utf8).utf8)
        let validator = try FormValidator(definitionJSON: definition)
        var total = 0
        for _ in 0..<rounds {
            let reply = validator.validateWithoutAsyncRules(body: body, acceptLanguage: "pt-BR")
            precondition(reply.status == 200, "the load test's answers are valid")
            total &+= reply.body.count
        }
        print(total)
    }
}
