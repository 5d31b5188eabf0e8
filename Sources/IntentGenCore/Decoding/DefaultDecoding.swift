extension DefinitionDecoder {
    /// Reads a parameter's static default once, as the type catalogue says its type reads it
    /// (``TypeTraits/staticDefault``); a default of an enum or custom type is read as a case name,
    /// which the validator checks against the type. Reports a value its type cannot take.
    static func staticDefault(
        _ node: YAMLNode, _ scalar: YAMLNode.Scalar, for parameter: ParameterDefinition,
        diagnostics: any DiagnosticCollector
    ) -> StaticDefault? {
        let name = parameter.name.value
        let what = "the default of parameter `\(name)`"
        func fail(_ message: String, hint: String? = nil) -> StaticDefault? {
            diagnostics.emit(.error(.invalidDefault, message, at: node.location, hint: hint))
            return nil
        }
        func value(_ value: StaticDefault.Value) -> StaticDefault? {
            StaticDefault(value, written: scalar.text, at: node.location)
        }
        if parameter.isArray {
            return fail(
                "the default of array parameter `\(name)` is a list",
                hint: parameter.hasDynamicOptions
                    ? "write its values as a list, \(DefinitionKey.default.quoted("[\(scalar.text)]")), or use \(DefinitionKey.default.quoted("dynamic"))"
                    : "write its values as a list, \(DefinitionKey.default.quoted("[\(scalar.text)]"))")
        }
        guard case .builtin(let type) = parameter.type.value else { return value(.enumCase(scalar.text)) }
        switch type.traits.staticDefault {
        case .text?:
            return value(.text(scalar.text))
        case .integer?:
            guard let integer = scalar.intValue else {
                return fail("\(what) must be an integer, not \(node.kindDescription)")
            }
            return value(.integer(integer))
        case .number?:
            guard let number = scalar.doubleValue, number.isFinite else {
                return fail("\(what) must be a number, not \(node.kindDescription)")
            }
            return value(.number(number))
        case .boolean?:
            guard let boolean = scalar.boolValue else {
                return fail("\(what) must be a boolean, not \(node.kindDescription)")
            }
            return value(.boolean(boolean))
        case .url?:
            guard LanguageRules.isAbsoluteURL(scalar.text) else {
                return fail("\(what) must be an absolute URL such as `https://example.com`, not `\(scalar.text)`")
            }
            return value(.url(scalar.text))
        case nil:
            return fail("parameter `\(name)` of type `\(type)` cannot have a static default")
        }
    }

    /// Reads the list default of an array parameter (`default: [a, b]`), each value as one value
    /// of the parameter's type reads it. Reports a list on a parameter that is not an array, a
    /// value that is not a scalar, and a type whose list App Intents cannot default (a duration's
    /// default is a number in its unit, which its array initialiser does not take).
    static func listDefault(
        _ node: YAMLNode, _ items: [YAMLNode], for parameter: ParameterDefinition,
        diagnostics: any DiagnosticCollector
    ) -> DefaultValue? {
        let name = parameter.name.value
        guard parameter.isArray else {
            diagnostics.emit(
                .error(
                    .invalidDefault, "the default of parameter `\(name)` is a list, but the parameter is not an array",
                    at: node.location, hint: "add \(DefinitionKey.array.quoted("true")), or write one value"))
            return nil
        }
        if parameter.type.value.traits?.appIntentsDefault == .durationInSeconds {
            diagnostics.emit(
                .error(
                    .invalidDefault, "array parameter `\(name)` of type `duration` cannot have a list default",
                    at: node.location))
            return nil
        }
        var one = parameter
        one.isArray = false
        var values: [StaticDefault] = []
        var failed = false
        for item in items {
            guard let scalar = item.scalar, !scalar.isNull else {
                diagnostics.emit(
                    .error(
                        .invalidDefault,
                        "each value of the default of parameter `\(name)` must be a value, not \(item.kindDescription)",
                        at: item.location))
                failed = true
                continue
            }
            if let value = staticDefault(item, scalar, for: one, diagnostics: diagnostics) {
                values.append(value)
            } else {
                failed = true
            }
        }
        return failed ? nil : .values(values, node.location)
    }
}
