import SwiftSyntax

/// The literal values of hand-written App Intents Swift, as the definitions language holds them:
/// texts (string literals, `LocalizedStringResource`, `IntentDescription`, `IntentDialog`,
/// `DisplayRepresentation`), numbers, booleans and enum cases. Anything else is not a literal:
/// nil, and the caller reports it as the team's code.
enum SwiftLiterals {
    /// A text: a string literal without interpolation, or one of the text types made from one
    /// (`LocalizedStringResource("Add", table: …)`, `.init("Add")`, `IntentDialog("…")`). The
    /// arguments after the text that a definition cannot hold are in `dropped` (`table`).
    struct Text {
        /// The literal: the text, or the key of a text in the app's catalogs.
        var value: String
        var dropped: [String] = []
        /// `defaultValue:`: the development language's text of a key.
        var defaultValue: String?
    }

    static func text(_ expression: ExprSyntax?) -> Text? {
        guard let expression else { return nil }
        if let literal = expression.as(StringLiteralExprSyntax.self), let value = literal.representedLiteralValue {
            return isCarried(value) ? Text(value: value) : nil
        }
        // The text is the first argument: unlabelled, or a representation's `name:` or `title:`.
        guard let call = expression.as(FunctionCallExprSyntax.self), isTextType(call.calledExpression),
            let first = call.arguments.first,
            first.label == nil || ["name", "title", "stringLiteral"].contains(first.label?.text),
            var text = self.text(first.expression)
        else { return nil }
        // `IntentDescription(LocalizedStringResource("…", table: "T"))`: the inner text's.
        for argument in call.arguments.dropFirst() {
            if argument.label?.text == "defaultValue",
                let literal = argument.expression.as(StringLiteralExprSyntax.self),
                let value = literal.representedLiteralValue, isCarried(value)
            {
                text.defaultValue = value
            } else {
                text.dropped.append(argument.label?.text ?? "_")
            }
        }
        return text
    }

    /// The types a text is made as, called by name or as `.init`.
    private static let textTypes: Set<String> = [
        "LocalizedStringResource", "IntentDescription", "IntentDialog", "LocalizedStringKey", "String",
        "TypeDisplayRepresentation", "DisplayRepresentation",
    ]

    private static func isTextType(_ called: ExprSyntax) -> Bool {
        if let name = called.as(DeclReferenceExprSyntax.self) { return textTypes.contains(name.baseName.text) }
        if let member = called.as(MemberAccessExprSyntax.self) {
            return member.declName.baseName.text == "init"
                && (member.base.map { textTypes.contains($0.trimmedDescription) } ?? true)
        }
        return false
    }

    /// Whether the definitions can hold a text: not with a control character other than tab,
    /// line feed and carriage return, nor U+FFFE or U+FFFF, which Xcode's `.intentdefinition`
    /// (XML) cannot carry (docs/language.md, "Strings stay as written").
    static func isCarried(_ text: String) -> Bool {
        !text.unicodeScalars.contains { scalar in
            (scalar.value < 0x20 && ![0x09, 0x0A, 0x0D].contains(scalar.value)) || scalar.value == 0xFFFE
                || scalar.value == 0xFFFF
        }
    }

    /// A string literal with `${name}` for each interpolation `placeholder` names; nil when it
    /// interpolates anything `placeholder` does not name.
    private static func interpolated(_ expression: ExprSyntax?, _ placeholder: (ExprSyntax) -> String?) -> String? {
        guard let literal = expression?.as(StringLiteralExprSyntax.self) else { return nil }
        var text = ""
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let piece):
                guard let unescaped = unescapedSegment(piece) else { return nil }
                text += unescaped
            case .expressionSegment(let interpolation):
                guard interpolation.expressions.count == 1,
                    let expression = interpolation.expressions.first?.expression,
                    let name = placeholder(expression)
                else { return nil }
                text += "${\(name)}"
            }
        }
        return isCarried(text) ? text : nil
    }

    /// A sentence of a parameter summary: a string literal whose interpolations are the intent's
    /// parameters (`"Add \(\.$text)"`), written with `${name}` as the definitions write them; nil
    /// when it interpolates anything else.
    static func sentence(_ expression: ExprSyntax?) -> (text: String, parameters: [String])? {
        var parameters: [String] = []
        let text = interpolated(expression) { expression in
            let name = parameterKeyPath(expression)
            if let name { parameters.append(name) }
            return name
        }
        return text.map { ($0, parameters) }
    }

    /// An App Shortcut's phrase: a string literal whose interpolations are the app's name
    /// (`\(.applicationName)`) and the intent's parameters (`\(\.$list)`), written
    /// `${applicationName}` and `${list}` as the definitions write them.
    static func phrase(_ expression: ExprSyntax?) -> String? {
        interpolated(expression) { expression in
            if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil,
                member.declName.baseName.text == "applicationName"
            {
                return "applicationName"
            }
            return parameterKeyPath(expression)
        }
    }

    /// A prediction's title: a string literal whose interpolations are its closure's parameters
    /// (`"Count \(book!)"`), written `${book}`.
    static func predictionTitle(_ expression: ExprSyntax?) -> String? {
        interpolated(expression) { expression in
            let value = expression.as(ForceUnwrapExprSyntax.self)?.expression ?? expression
            return value.as(DeclReferenceExprSyntax.self)?.baseName.plain
        }
    }

    /// A display template: a string literal whose interpolations are the type's own members
    /// (`"\(name) (\(count))"`, `self.name` too), written `${name}` as the definitions write
    /// them; nil when it interpolates anything else.
    static func template(_ expression: ExprSyntax?) -> String? {
        interpolated(expression) { expression in
            if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.plain }
            if let member = expression.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" {
                return member.declName.baseName.plain
            }
            return nil
        }
    }

    private static func unescapedSegment(_ piece: StringSegmentSyntax) -> String? {
        let literal = StringLiteralExprSyntax(
            openingQuote: .stringQuoteToken(), segments: [.stringSegment(piece)], closingQuote: .stringQuoteToken())
        return literal.representedLiteralValue
    }

    /// `\.$name` (or `\Self.$name`): the parameter `name`.
    static func parameterKeyPath(_ expression: ExprSyntax) -> String? {
        guard let keyPath = expression.as(KeyPathExprSyntax.self), keyPath.components.count == 1,
            let property = keyPath.components.first?.component.as(KeyPathPropertyComponentSyntax.self)
        else { return nil }
        let name = property.declName.baseName.plain
        return name.hasPrefix("$") ? String(name.dropFirst()) : nil
    }

    /// An integer, a decimal number, a boolean, a string, or an enum case (`.large`), as the
    /// definitions write a default: its text, and whether it is quoted text.
    static func value(_ expression: ExprSyntax?) -> (text: String, isText: Bool)? {
        guard let expression else { return nil }
        if let integer = expression.as(IntegerLiteralExprSyntax.self) {
            return (String(integer.literal.text.filter { $0 != "_" }), false)
        }
        if let float = expression.as(FloatLiteralExprSyntax.self) {
            return (String(float.literal.text.filter { $0 != "_" }), false)
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-",
            let number = value(prefix.expression), !number.isText
        {
            return ("-" + number.text, false)
        }
        if let boolean = expression.as(BooleanLiteralExprSyntax.self) { return (boolean.literal.text, false) }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil {
            return (member.declName.baseName.plain, false)
        }
        if let text = text(expression), text.dropped.isEmpty { return (text.value, true) }
        return nil
    }

    /// The argument labelled `label` of a call or attribute's arguments.
    static func argument(_ label: String, in arguments: LabeledExprListSyntax?) -> ExprSyntax? {
        arguments?.first { $0.label?.text == label }?.expression
    }
}

extension TokenSyntax {
    /// The name a token spells, without the backticks that make a keyword a name (`` `default` ``).
    var plain: String {
        let text = self.text
        return text.count > 2 && text.hasPrefix("`") && text.hasSuffix("`") ? String(text.dropFirst().dropLast()) : text
    }
}
