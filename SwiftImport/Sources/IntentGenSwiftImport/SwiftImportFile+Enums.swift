@_spi(SwiftImport) import IntentGenCore
import SwiftSyntax

extension SwiftImportFile {
    /// An `AppEnum`: its name pinned (`appEnumName`), its raw type and each case's raw value as
    /// Swift gives it (saved Shortcuts and placed widgets store raw values), its type and case
    /// display representations.
    mutating func readEnum(_ type: SwiftType) -> YAMLEntry? {
        guard isPinnable(type, "AppEnum") else { return nil }
        guard type.kind == .enumeration else {
            lose(
                .lostDeclaration,
                "`\(type.name)` is an AppEnum the definitions cannot declare (\(type.kind == .enumeration ? "a nested type" : "not an enum"))",
                at: type.location, hint: "it stays yours")
            return nil
        }
        let rawType = type.inherited.first { ["String", "Int"].contains($0) }
        guard let rawType, let name = claim(type.name, fallback: type.name + "Enum") else {
            lose(
                .lostDeclaration, "the AppEnum `\(type.name)` has no String or Int raw type", at: type.location,
                hint: "App Intents enums are String or Int enums")
            return nil
        }
        enumNames[type.name] = name
        let (notes, _) = replacement(
            of: type, "enum \(type.name): \(rawType), AppEnum",
            generated: Generated(
                members: ["typeDisplayRepresentation", "caseDisplayRepresentations", "persistentIdentifier"],
                conformances: Generated.sharedConformances.union([
                    "AppEnum", "String", "Int", "CaseIterable", "Hashable", "Equatable", "RawRepresentable",
                    "StaticDisplayRepresentable", "TypeDisplayRepresentable",
                ])))
        var entries = [YAMLEntry(.appEnumName, .scalar(type.name))]
        if rawType == "Int" { entries.append(YAMLEntry(.rawType, .scalar("integer"))) }
        var displays: [String: [YAMLEntry]] = [:]
        for member in type.members {
            guard let property = Self.staticProperty(member.syntax) else {
                lose(
                    .lostCode, "`\(Self.memberName(member.syntax))` of enum `\(type.name)` stays yours",
                    at: member.location,
                    hint: member.part == 0 ? "move it into an extension of `\(type.name)`" : nil)
                continue
            }
            switch property.name {
            case "typeDisplayRepresentation":
                if let text = SwiftLiterals.text(Self.staticValue(property)) {
                    entries.insert(YAMLEntry(.displayName, localized(text)), at: 1)
                } else {
                    lose(
                        .lostCode, "the type display representation of `\(type.name)` is not a text",
                        at: member.location)
                }
            case "caseDisplayRepresentations":
                displays = caseDisplays(Self.staticValue(property), of: type, at: member.location)
            case "persistentIdentifier":
                if let text = SwiftLiterals.text(Self.staticValue(property)), !text.value.isEmpty {
                    entries.append(YAMLEntry(.persistentIdentifier, Self.scalar(text.value)))
                } else {
                    lose(.lostSetting, "the persistent identifier of `\(type.name)` is not a text", at: member.location)
                }
            default:
                lose(.lostCode, "`\(property.name)` of enum `\(type.name)` stays yours", at: member.location)
            }
        }
        let cases = cases(of: type, integer: rawType == "Int", displays: displays)
        enumCases[name] = Set(cases.compactMap(\.key))
        entries.append(YAMLEntry(.cases, .mapping(cases)))
        replaced += notes
        return YAMLEntry(name, .mapping(entries))
    }

    /// Each case with its raw value (an `Int` enum's counted on from the last one written, as
    /// Swift counts them) and its display representation.
    private mutating func cases(of type: SwiftType, integer: Bool, displays: [String: [YAMLEntry]]) -> [YAMLEntry] {
        var result: [YAMLEntry] = []
        var next = 0
        for (element, location) in type.cases {
            let name = element.name.plain
            if element.parameterClause != nil || !SwiftNames.isIdentifier(name) {
                lose(
                    .lostEnumCase,
                    "the case `\(name)` of `\(type.name)` has associated values or a name the definitions cannot say",
                    at: location)
                continue
            }
            var entries = displays[name] ?? []
            let written = element.rawValue.flatMap { SwiftLiterals.value($0.value) }
            if integer {
                let raw = written.flatMap { Int($0.text) } ?? next
                next = raw + 1
                entries.append(YAMLEntry(.caseRawValue, .scalar(String(raw))))
            } else if let written, written.text != name {
                entries.append(YAMLEntry(.caseRawValue, Self.scalar(written.text)))
            }
            result.append(YAMLEntry(name, .mapping(entries)))
        }
        return result
    }

    /// `[.low: "Low", .high: DisplayRepresentation(title: "High", subtitle: "…", image: .init(systemName: "flame"))]`:
    /// each case's display name, subtitle and symbol.
    private mutating func caseDisplays(
        _ value: ExprSyntax?, of type: SwiftType, at location: IntentGenCore.SourceLocation
    )
        -> [String: [YAMLEntry]]
    {
        guard let dictionary = value?.as(DictionaryExprSyntax.self),
            case .elements(let elements) = dictionary.content
        else {
            lose(
                .lostCode, "the case display representations of `\(type.name)` are not a dictionary literal",
                at: location)
            return [:]
        }
        var result: [String: [YAMLEntry]] = [:]
        for element in elements {
            // `.home`, `Self.home` or `LaunchEnum.home`.
            guard let member = element.key.as(MemberAccessExprSyntax.self),
                member.base.map({ ["Self", type.name].contains($0.trimmedDescription) }) ?? true
            else {
                lose(.lostCode, "`\(element.key.trimmedDescription)` is not a case of `\(type.name)`", at: location)
                continue
            }
            let key = member.declName.baseName.plain
            if let display = displayRepresentation(element.value) {
                result[key] = display
            } else if let text = SwiftLiterals.text(element.value) {
                result[key] = [YAMLEntry(.displayName, localized(text))]
                if !text.dropped.isEmpty {
                    lose(
                        .lostSetting,
                        "the display name of `.\(key)` has arguments the definitions do not hold: \(text.dropped.map { "`\($0):`" }.joined(separator: ", "))",
                        at: location)
                }
            } else {
                lose(.lostCode, "the display representation of `.\(key)` is not a literal", at: location)
            }
        }
        return result
    }

    /// `DisplayRepresentation(title:subtitle:image:)` with literal texts and a system image.
    func displayRepresentation(_ expression: ExprSyntax) -> [YAMLEntry]? {
        guard let call = expression.as(FunctionCallExprSyntax.self),
            let title = SwiftLiterals.text(SwiftLiterals.argument("title", in: call.arguments))
        else { return nil }
        var entries = [YAMLEntry(.displayName, localized(title))]
        if let subtitle = SwiftLiterals.text(SwiftLiterals.argument("subtitle", in: call.arguments)) {
            entries.append(YAMLEntry(.subtitle, localized(subtitle)))
        }
        if let image = SwiftLiterals.argument("image", in: call.arguments)?.as(FunctionCallExprSyntax.self),
            let symbol = SwiftLiterals.text(SwiftLiterals.argument("systemName", in: image.arguments))
        {
            entries.append(YAMLEntry(.symbol, Self.scalar(symbol.value)))
        }
        return entries
    }

    /// A member's name for messages: `perform()`, `title`, `init`.
    static func memberName(_ decl: DeclSyntax) -> String {
        if let function = decl.as(FunctionDeclSyntax.self) { return function.name.text + "()" }
        if let variable = decl.as(VariableDeclSyntax.self),
            let name = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.plain
        {
            return name
        }
        if decl.is(InitializerDeclSyntax.self) { return "init" }
        if let type = decl.asProtocol((any NamedDeclSyntax).self) { return type.name.text }
        return "a member"
    }
}
