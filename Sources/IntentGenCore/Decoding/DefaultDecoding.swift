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
                "array parameter `\(name)` cannot have a static default",
                hint: parameter.hasDynamicOptions ? "use `default: dynamic`" : nil)
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
}
