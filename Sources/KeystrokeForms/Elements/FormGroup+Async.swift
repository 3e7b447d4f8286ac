extension FormGroup {
    /// Validates everything, then runs the asynchronous rules of the valid fields concurrently,
    /// then the form's ``asyncValidators`` on a fully valid output.
    ///
    /// A field whose asynchronous rule fails is removed from the output and
    /// reported like any other error. If the task is cancelled, or a rule
    /// returns `.cancelled`, the result says ``FormValidationResult/isCancelled``.
    public func validateAllAsync() async -> FormValidationResult {
        var context = makeContext(stopsAtFirstError: false)
        var output = validateMembers(in: &context)
        let checks = context.asyncChecks
        let results = await withTaskGroup(of: (Int, AsyncValidationResult, String?).self) { group in
            for (index, check) in checks.enumerated() {
                group.addTask {
                    let (result, code) = await AsyncRule.run(check.element.asyncRules, on: check.value)
                    return (index, result, code)
                }
            }
            var results = [(AsyncValidationResult, String?)](repeating: (.valid, nil), count: checks.count)
            for await (index, result, code) in group { results[index] = (result, code) }
            return results
        }
        var isCancelled = Task.isCancelled
        for (check, (result, code)) in zip(checks, results) {
            switch result {
            case .valid:
                continue
            case .cancelled:
                isCancelled = true
            case .invalid(let message):
                let error = ValidationError(
                    code: code ?? "rule.async", message: message, parameters: [Rule.customMessageKey: message])
                let rendered = context.message(for: error, element: check.element, overrides: check.overrides)
                context.append(FieldError(path: check.path, element: check.element, underlying: error, message: rendered))
                check.element.finishAsyncValidation(.error(rendered))
                output = output.removing(check.components)
            }
        }
        if context.errors.isEmpty, !isCancelled {
            for validator in asyncValidators {
                let result = await validator(output)
                if result == .cancelled || Task.isCancelled {
                    isCancelled = true
                    break
                }
                if case .invalid(let message) = result {
                    let error = ValidationError(
                        code: "form.invalid", message: message, parameters: [Rule.customMessageKey: message])
                    context.append(
                        FieldError(
                            path: "", element: self, underlying: error,
                            message: context.message(for: error, element: self, overrides: messageOverrides)))
                }
            }
        }
        context.logger.debug(
            "form validated asynchronously",
            metadata: ["form": "\(name)", "errors": "\(context.errors.count)", "cancelled": "\(isCancelled)"])
        return FormValidationResult(output: output, errors: context.errors, isCancelled: isCancelled)
    }
}

extension FormOutput {
    /// The value without the member at `path` (outermost first). A path that goes on into a
    /// list removes the whole list, as synchronous validation leaves out a list with an invalid
    /// item: removing one item would shift the indices the errors name.
    func removing(_ path: some Collection<PathComponent>) -> FormOutput {
        guard case .key(let key)? = path.first, case .object(var members) = self else { return self }
        let rest = path.dropFirst()
        if case .key? = rest.first, let member = members[key] {
            members[key] = member.removing(rest)
        } else {
            members[key] = nil
        }
        return .object(members)
    }
}
