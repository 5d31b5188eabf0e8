@_spi(SwiftImport) import IntentGenCore
import SwiftParser
import SwiftSyntax

/// A type of the Swift sources with what its declaration and every extension of it say: the
/// protocols it conforms to and its members, each with the place it is written.
final class SwiftType {
    enum Kind { case structure, enumeration, classType, actor }

    let name: String
    let kind: Kind
    let location: IntentGenCore.SourceLocation
    /// The names of the types it inherits from, without module (`AppIntents.AppIntent` is `AppIntent`).
    var inherited: [String]
    var members: [Member] = []
    var cases: [(element: EnumCaseElementSyntax, location: IntentGenCore.SourceLocation)] = []
    /// Where the type is written: its declaration (the first), then each extension of it.
    var parts: [Part]
    /// Whether the declaration is `public` or `open` (an app's own types are internal).
    var isPublic = false
    /// The names of the declaration's attributes (`available`, `MainActor`, `AssistantEntity` …).
    var attributes: [String] = []

    /// One member, with the place it is written and the part of the type that holds it.
    struct Member {
        let syntax: DeclSyntax
        let location: IntentGenCore.SourceLocation
        let place: SwiftPlace
        var part = 0
    }

    /// The declaration or one extension of the type: where it starts, and the protocols it adds.
    struct Part {
        let location: IntentGenCore.SourceLocation
        let inherited: [String]
        var isExtension: Bool { !isDeclaration }
        let isDeclaration: Bool
    }

    init(name: String, kind: Kind, location: IntentGenCore.SourceLocation, inherited: [String]) {
        self.name = name
        self.kind = kind
        self.location = location
        self.inherited = inherited
        parts = [Part(location: location, inherited: inherited, isDeclaration: true)]
    }

    func conforms(to names: Set<String>) -> Bool { inherited.contains(where: names.contains) }
}

/// A Swift file being read: its path and the converter from syntax positions to lines and columns.
struct SwiftPlace {
    let path: String
    let converter: SourceLocationConverter

    func location(of node: some SyntaxProtocol) -> IntentGenCore.SourceLocation {
        let place = node.startLocation(converter: converter)
        return IntentGenCore.SourceLocation(file: path, line: place.line, column: place.column)
    }
}

/// Every type declared in the sources, with its extensions merged in, and what the importer
/// cannot read (`#if` blocks, macro expansions) reported where it is.
struct SwiftDeclarations {
    private(set) var types: [String: SwiftType] = [:]
    /// The types in the order they are first declared.
    private(set) var order: [String] = []

    /// Reads one parsed file.
    mutating func add(_ tree: SourceFileSyntax, place: SwiftPlace, diagnostics: any DiagnosticCollector) {
        var pendingExtensions: [(ExtensionDeclSyntax, SwiftPlace)] = []
        for item in tree.statements {
            if let macro = Self.freestandingMacro(item.item) {
                diagnostics.emit(
                    .warning(
                        .lostDeclaration, "the macro `#\(macro.macroName.text)` is not expanded by import",
                        at: place.location(of: macro), hint: "what it declares stays yours"))
                continue
            }
            guard let decl = item.item.as(DeclSyntax.self) else { continue }
            add(decl, outer: nil, place: place, extensions: &pendingExtensions, diagnostics: diagnostics)
        }
        extensionsToMerge += pendingExtensions
    }

    private var extensionsToMerge: [(ExtensionDeclSyntax, SwiftPlace)] = []
    /// The `#if` blocks import does not read through, with their places.
    private var conditionalBlocks: [(IfConfigDeclSyntax, SwiftPlace)] = []

    /// Merges every extension into the type it extends (once all files are read). An extension
    /// of a type the sources do not declare is not the importer's: it is left alone.
    mutating func mergeExtensions(diagnostics: any DiagnosticCollector = DiagnosticBag()) {
        for (extensionDecl, place) in extensionsToMerge {
            let name = extensionDecl.extendedType.trimmedDescription
            guard let type = types[name] else { continue }
            let inherited = Self.inheritedNames(extensionDecl.inheritanceClause)
            type.inherited += inherited
            type.parts.append(
                .init(
                    location: place.location(of: extensionDecl.extensionKeyword), inherited: inherited,
                    isDeclaration: false))
            var nestedExtensions: [(ExtensionDeclSyntax, SwiftPlace)] = []
            for member in extensionDecl.memberBlock.members {
                type.members.append(
                    .init(
                        syntax: member.decl, location: place.location(of: member.decl), place: place,
                        part: type.parts.count - 1))
                // A type declared in an extension is nested in the extended type, as in its declaration.
                if Self.typeParts(member.decl) != nil {
                    add(member.decl, outer: name, place: place, extensions: &nestedExtensions, diagnostics: diagnostics)
                }
            }
        }
        extensionsToMerge = []
        // A block without App Intents (a view's `#if os(watchOS)`) is none of the import's business.
        for (ifConfig, place) in conditionalBlocks where holdsAppIntents(ifConfig) {
            let clause = ifConfig.clauses.first
            diagnostics.emit(
                .warning(
                    .lostDeclaration,
                    "the declarations inside `\(clause?.poundKeyword.text ?? "#if") \(clause?.condition?.trimmedDescription ?? "")` are not imported: which branch a target compiles is a build setting",
                    at: place.location(of: ifConfig),
                    hint: "move the App Intents declarations out of the `#if`, or write their definitions by hand"))
        }
        conditionalBlocks = []
    }

    private mutating func add(
        _ decl: DeclSyntax, outer: String?, place: SwiftPlace, extensions: inout [(ExtensionDeclSyntax, SwiftPlace)],
        diagnostics: any DiagnosticCollector
    ) {
        if let extensionDecl = decl.as(ExtensionDeclSyntax.self) {
            extensions.append((extensionDecl, place))
            return
        }
        if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
            // `#if canImport(AppIntents)` alone only says where the framework exists: what it
            // holds is the code's wherever App Intents are. Any other condition is a choice.
            if ifConfig.clauses.count == 1, let clause = ifConfig.clauses.first,
                let condition = clause.condition, Self.onlyCanImport(condition)
            {
                let inner: [DeclSyntax] =
                    switch clause.elements {
                    case .decls(let members)?: members.map(\.decl)
                    case .statements(let items)?: items.compactMap { $0.item.as(DeclSyntax.self) }
                    default: []
                    }
                for decl in inner {
                    add(decl, outer: outer, place: place, extensions: &extensions, diagnostics: diagnostics)
                }
                return
            }
            // Reported once every file is read (``mergeExtensions(diagnostics:)``), if it holds App Intents.
            conditionalBlocks.append((ifConfig, place))
            return
        }
        guard let (name, kind, inheritance, members) = Self.typeParts(decl) else { return }
        let qualified = outer.map { "\($0).\(name.text)" } ?? name.text
        let type = SwiftType(
            name: qualified, kind: kind, location: place.location(of: name), inherited: Self.inheritedNames(inheritance)
        )
        type.attributes =
            decl.asProtocol((any WithAttributesSyntax).self)?.attributes.compactMap {
                $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription
            } ?? []
        type.isPublic =
            decl.asProtocol((any WithModifiersSyntax).self)?.modifiers.contains {
                ["public", "open"].contains($0.name.text)
            } ?? false
        if types[qualified] == nil { order.append(qualified) }
        types[qualified] = type
        for member in members {
            if let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) {
                for element in caseDecl.elements { type.cases.append((element, place.location(of: element.name))) }
                continue
            }
            if Self.typeParts(member.decl) != nil {
                add(member.decl, outer: qualified, place: place, extensions: &extensions, diagnostics: diagnostics)
            }
            type.members.append(.init(syntax: member.decl, location: place.location(of: member.decl), place: place))
        }
    }

    /// The protocols whose types import reads or reports.
    static let appIntentsProtocols: Set<String> = SwiftImportFile.intentProtocols.union([
        "ForegroundContinuableIntent", "ProgressReportingIntent", "AppEnum", "AppEntity", "EntityQuery",
        "EntityStringQuery", "EnumerableEntityQuery", "EntityPropertyQuery", "AppShortcutsProvider", "Widget",
        "ControlWidget", "DynamicOptionsProvider",
    ])

    /// Whether any branch of an `#if` declares an App Intents type, or extends one (whatever it
    /// adds to it).
    private func holdsAppIntents(_ ifConfig: IfConfigDeclSyntax) -> Bool {
        ifConfig.clauses.contains { clause in
            let decls: [DeclSyntax] =
                switch clause.elements {
                case .decls(let members)?: members.map(\.decl)
                case .statements(let items)?: items.compactMap { $0.item.as(DeclSyntax.self) }
                default: []
                }
            return decls.contains { decl in
                if let nested = decl.as(IfConfigDeclSyntax.self) { return holdsAppIntents(nested) }
                let extended = decl.as(ExtensionDeclSyntax.self).flatMap { types[$0.extendedType.trimmedDescription] }
                if let extended, extended.conforms(to: Self.appIntentsProtocols) { return true }
                let clause =
                    decl.as(ExtensionDeclSyntax.self)?.inheritanceClause ?? Self.typeParts(decl).flatMap { $0.2 }
                return Self.inheritedNames(clause).contains(where: Self.appIntentsProtocols.contains)
            }
        }
    }

    /// `canImport(A)`, or `canImport(A) && canImport(B)` …: where frameworks exist, not a choice.
    private static func onlyCanImport(_ condition: ExprSyntax) -> Bool {
        if let call = condition.as(FunctionCallExprSyntax.self) {
            return call.calledExpression.trimmedDescription == "canImport"
        }
        if let infix = condition.as(InfixOperatorExprSyntax.self), infix.operator.trimmedDescription == "&&" {
            return onlyCanImport(infix.leftOperand) && onlyCanImport(infix.rightOperand)
        }
        // Before operators are folded, `a && b` is a sequence of operands and operators.
        if let sequence = condition.as(SequenceExprSyntax.self) {
            return sequence.elements.enumerated().allSatisfy { index, element in
                index % 2 == 0
                    ? onlyCanImport(element)
                    : element.as(BinaryOperatorExprSyntax.self)?.operator.text == "&&"
            }
        }
        return false
    }

    private static func typeParts(_ decl: DeclSyntax) -> (
        TokenSyntax, SwiftType.Kind, InheritanceClauseSyntax?, MemberBlockItemListSyntax
    )? {
        if let decl = decl.as(StructDeclSyntax.self) {
            return (decl.name, .structure, decl.inheritanceClause, decl.memberBlock.members)
        }
        if let decl = decl.as(EnumDeclSyntax.self) {
            return (decl.name, .enumeration, decl.inheritanceClause, decl.memberBlock.members)
        }
        if let decl = decl.as(ClassDeclSyntax.self) {
            return (decl.name, .classType, decl.inheritanceClause, decl.memberBlock.members)
        }
        if let decl = decl.as(ActorDeclSyntax.self) {
            return (decl.name, .actor, decl.inheritanceClause, decl.memberBlock.members)
        }
        return nil
    }

    /// The compiler's own directives, which declare nothing.
    private static let directives: Set<String> = ["warning", "error", "sourceLocation"]

    /// A freestanding macro that may declare something (`#SomeMacro(…)`), written as a
    /// declaration or an expression; nil for anything else and for `#warning`/`#error`.
    private static func freestandingMacro(_ item: CodeBlockItemSyntax.Item) -> (any FreestandingMacroExpansionSyntax)? {
        let macro: (any FreestandingMacroExpansionSyntax)? =
            item.as(MacroExpansionDeclSyntax.self) ?? item.as(MacroExpansionExprSyntax.self)
            ?? item.as(ExpressionStmtSyntax.self)?.expression.as(MacroExpansionExprSyntax.self)
        // `#Preview` declares a preview, never an App Intent.
        guard let macro, !directives.contains(macro.macroName.text), macro.macroName.text != "Preview" else {
            return nil
        }
        return macro
    }

    static func inheritedNames(_ clause: InheritanceClauseSyntax?) -> [String] {
        (clause?.inheritedTypes ?? []).flatMap { inherited -> [String] in
            // `A & B` names both; `AppIntents.AppIntent` is `AppIntent`.
            inherited.type.trimmedDescription.split(separator: "&").map {
                String($0.filter { !$0.isWhitespace }.split(separator: ".").last ?? "")
            }
        }
    }

    func type(_ name: String) -> SwiftType? { types[name] }

    /// The types in declaration order.
    var all: [SwiftType] { order.compactMap { types[$0] } }
}
