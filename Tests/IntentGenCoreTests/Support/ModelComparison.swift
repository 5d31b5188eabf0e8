import Foundation

@testable import IntentGenCore

/// A structural comparison of ``DefinitionFile`` models that ignores where things were written.
///
/// ``canonical(_:)`` walks a model with `Mirror`, so every stored property takes part (a property
/// added to the model later is compared without changing this file), except:
/// - source locations (`SourceLocation`, also when optional: an explicit enum `index` that equals
///   the implicit one is the same model);
/// - the file's path, its private index of type names (derived from the lists) and the languages
///   the decoder saw it name (which a model made by hand does not know);
/// - the style of a scalar beyond plain or not (`'a'` and `"a"` are the same value; a plain `5`
///   and a quoted `"5"` are not);
/// - the order of the written metadata keys (the printer writes them in one fixed order).
///
/// Dictionaries compare by content, whatever their order, so a system intent's `xcode` property
/// list (``PlistValue``) compares value by value, where an `<integer>` is not a `<real>` and a
/// string `"12"` is not the integer 12.
enum ModelComparison {
    static func canonical(_ file: DefinitionFile) -> String {
        var lines: [String] = []
        dump(file, label: "file", indent: 0, into: &lines)
        return lines.joined(separator: "\n")
    }

    /// The first line where two models differ, with a little context, or nil when they are the same.
    static func difference(_ left: DefinitionFile, _ right: DefinitionFile) -> String? {
        let a = canonical(left).split(separator: "\n", omittingEmptySubsequences: false)
        let b = canonical(right).split(separator: "\n", omittingEmptySubsequences: false)
        guard a != b else { return nil }
        let index = Array(zip(a, b)).firstIndex { $0 != $1 } ?? min(a.count, b.count)
        let context = a[max(0, index - 3)..<index].joined(separator: "\n")
        return
            "\(context)\n- \(index < a.count ? String(a[index]) : "(end)")\n+ \(index < b.count ? String(b[index]) : "(end)")"
    }

    private static let skippedLabels: Set<String> = [
        "path", "typeIndex", "namedLanguages", "exportedLanguages", "languageNamers",
    ]

    private static func dump(_ value: Any, label: String, indent: Int, into lines: inout [String]) {
        let pad = String(repeating: "  ", count: indent)
        if value is SourceLocation || value is SourceLocation? { return }
        if let style = value as? YAMLNode.ScalarStyle {
            lines.append("\(pad)\(label): \(style == .plain ? "plain" : "quoted")")
            return
        }
        let mirror = Mirror(reflecting: value)
        // Enums without a payload are written by name (the `default` below).
        let isEnumWithPayload = mirror.displayStyle == .enum && !mirror.children.isEmpty
        let style = isEnumWithPayload ? .struct : mirror.displayStyle == .enum ? nil : mirror.displayStyle
        switch style {
        case .struct?, .class?, .tuple?:
            lines.append("\(pad)\(label): \(mirror.displayStyle == .enum ? enumCaseName(value) : "")")
            var children: [[String]] = []
            for (index, child) in mirror.children.enumerated() {
                let childLabel = child.label ?? ".\(index)"
                if indent == 0, skippedLabels.contains(childLabel) { continue }
                var childLines: [String] = []
                dump(child.value, label: childLabel, indent: indent + 1, into: &childLines)
                children.append(childLines)
            }
            lines += children.flatMap { $0 }
        case .optional?:
            if let some = mirror.children.first {
                dump(some.value, label: label, indent: indent, into: &lines)
            } else {
                lines.append("\(pad)\(label): nil")
            }
        case .collection?, .set?:
            lines.append("\(pad)\(label): [\(mirror.children.count)]")
            var items: [[String]] = []
            for (index, child) in mirror.children.enumerated() {
                var childLines: [String] = []
                let unordered = mirror.displayStyle == .set || label == "metadataKeys"
                dump(child.value, label: unordered ? "-" : "[\(index)]", indent: indent + 1, into: &childLines)
                items.append(childLines)
            }
            if mirror.displayStyle == .set || label == "metadataKeys" { items.sort { $0.joined() < $1.joined() } }
            lines += items.flatMap { $0 }
        case .dictionary?:
            lines.append("\(pad)\(label): [\(mirror.children.count)]")
            var items: [[String]] = []
            for child in mirror.children {
                var childLines: [String] = []
                dump(child.value, label: "-", indent: indent + 1, into: &childLines)
                items.append(childLines)
            }
            lines += items.sorted { $0.joined(separator: "\n") < $1.joined(separator: "\n") }.flatMap { $0 }
        default:
            lines.append("\(pad)\(label): \(String(reflecting: value))")
        }
    }

    private static func enumCaseName(_ value: Any) -> String {
        let text = String(describing: value)
        return String(text.prefix { $0 != "(" })
    }
}
